import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs"
import { Agent, request } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterAll, afterEach, describe, expect, it, vi } from "vitest"

import { headerRules, toNetlifyHeaders } from "../scripts/integration/headers"
import { listen } from "../tests/support/test-server"
import { publishNewerBuild, publishRelease, RELEASES } from "./release"
import { createStaticHandler } from "./static"

const PAGES = ["index", "about", "services", "contact", "blog", "404"]
const SCRIPT_BYTES = 256 * 1024

/**
 * A build as `astro build` makes it in client/ (its outDir): emptied first, then pages, a larger script and, last, the
 * rules. `publish` copies it live.
 */
function build(buildDir: string, version: string) {
  const client = join(buildDir, "client")
  rmSync(client, { recursive: true, force: true })
  mkdirSync(join(client, "_astro"), { recursive: true })
  for (const page of PAGES) writeFileSync(join(client, `${page}.html`), `<h1>${page} ${version}</h1>`)
  writeFileSync(join(client, "_astro", "app.js"), `/* ${version} */`.padEnd(SCRIPT_BYTES, " "))
  // An island's chunk, hashed: each build its own name.
  const hashed = ["app.js", `island.${version}.js`].map((name) => `/_astro/${name}`)
  writeFileSync(join(client, "_astro", `island.${version}.js`), `export const version = "${version}"`)
  writeFileSync(join(client, `only-in-${version}.html`), `<h1>${version}</h1>`)
  writeFileSync(join(client, "_headers"), toNetlifyHeaders(headerRules([`sha256-${version}=`], {}), hashed))
}
const live = (buildDir: string) => join(buildDir, "live")

describe("a rebuild under a running server", () => {
  const buildDir = mkdtempSync(join(tmpdir(), "site-release-"))
  let site: Awaited<ReturnType<typeof listen>> | undefined
  afterAll(() => site?.close())

  it("shows no visitor an error or a missing page while two rebuilds go live under 30 connections", async () => {
    build(buildDir, "v1")
    publishRelease(buildDir)
    site = await listen(createStaticHandler(live(buildDir)))
    const { port } = site
    const agent = new Agent({ keepAlive: true, maxSockets: 30 })
    const paths = ["/", "/about", "/services", "/contact", "/blog", "/_astro/app.js"]
    const statuses = new Map<number, number>()
    const errors: string[] = []
    const versions = new Set<string>()
    let running = true
    const fetchOne = (path: string) =>
      new Promise<void>((resolve) => {
        const req = request({ host: "127.0.0.1", port, path, agent }, (res) => {
          let body = ""
          res.setEncoding("utf8")
          res.on("data", (chunk: string) => (body += chunk))
          res.on("end", () => {
            statuses.set(res.statusCode!, (statuses.get(res.statusCode!) ?? 0) + 1)
            const version = /v\d/.exec(body)?.[0]
            if (version) versions.add(version)
            // A page is whole and of one release; a script of the length it was written with.
            if (path === "/_astro/app.js" && body.length !== SCRIPT_BYTES) errors.push(`${path}: ${body.length} bytes`)
            const csp = String(res.headers["content-security-policy"])
            if (path !== "/_astro/app.js" && !csp.includes(`'sha256-${version}='`))
              errors.push(`${path}: mixed headers`)
            resolve()
          })
          res.on("error", (error) => (errors.push(`${path}: ${error.message}`), resolve()))
        })
        req.on("error", (error) => (errors.push(`${path}: ${error.message}`), resolve()))
        req.end()
      })
    const visitors = Array.from({ length: 30 }, async (_, visitor) => {
      for (let i = visitor; running; i++) await fetchOne(paths[i % paths.length]!)
    })
    // Each step waits for 60 more answers, not for a time: a slow or busy machine still has every step under load.
    const answered = () => [...statuses.values()].reduce((sum, count) => sum + count, 0) + errors.length
    const pause = async () => {
      const until = answered() + 60
      while (answered() < until) await new Promise((resolve) => setTimeout(resolve, 5))
    }
    for (const version of ["v2", "v3"]) {
      await pause()
      // Astro empties its outDir as a build starts, and the build takes a while: the live copy is served meanwhile.
      rmSync(join(buildDir, "client"), { recursive: true })
      await pause()
      build(buildDir, version)
      await pause()
      publishRelease(buildDir)
    }
    await pause()
    running = false
    await Promise.all(visitors)
    agent.destroy()

    expect(errors).toEqual([])
    expect([...statuses.keys()]).toEqual([200])
    expect([...versions].sort()).toEqual(["v1", "v2", "v3"])
    // Still up, and on the newest release.
    expect((await site.get("/about")).body).toBe("<h1>about v3</h1>")
  })

  it("keeps the newest two releases, the live one as a link, and Astro's folder a real one", () => {
    expect(readdirSync(join(buildDir, RELEASES))).toHaveLength(2)
    expect(lstatSync(live(buildDir)).isSymbolicLink()).toBe(true)
    expect(lstatSync(join(buildDir, "client")).isDirectory()).toBe(true)
    expect(readFileSync(join(live(buildDir), "_headers"), "utf8")).toContain("sha256-v3=")
  })
})

describe("publishing when the server starts (npm start, npm run serve)", () => {
  it("publishes a finished build newer than the live one, once, and never one half-made", () => {
    const buildDir = mkdtempSync(join(tmpdir(), "site-release-newer-"))
    expect(publishNewerBuild(buildDir)).toBeUndefined()
    build(buildDir, "v1")
    rmSync(join(buildDir, "client", "_headers"))
    expect(publishNewerBuild(buildDir), "no rules yet: the build is not finished").toBeUndefined()
    build(buildDir, "v1")
    const first = publishNewerBuild(buildDir)
    expect(readFileSync(join(first!, "about.html"), "utf8")).toBe("<h1>about v1</h1>")
    expect(publishNewerBuild(buildDir), "already live").toBeUndefined()
    build(buildDir, "v2")
    // Some file systems keep whole-second times: the rebuild's rules written a second later.
    const later = new Date(Date.now() + 1000)
    utimesSync(join(buildDir, "client", "_headers"), later, later)
    expect(publishNewerBuild(buildDir)).not.toBe(first)
    expect(readFileSync(join(live(buildDir), "about.html"), "utf8")).toBe("<h1>about v2</h1>")
    expect(() => publishRelease(mkdtempSync(join(tmpdir(), "site-release-none-")))).toThrow("holds no finished build")
  })

  it("copies the folder behind a client/ that is a link (an older build's layout), never the link", () => {
    const buildDir = mkdtempSync(join(tmpdir(), "site-release-link-"))
    build(join(buildDir, "elsewhere"), "v1")
    symlinkSync(join("elsewhere", "client"), join(buildDir, "client"))
    const release = publishRelease(buildDir)
    expect(lstatSync(release).isDirectory()).toBe(true)
    expect(readFileSync(join(release, "about.html"), "utf8")).toBe("<h1>about v1</h1>")
  })
})

describe("releases whatever the clock says", () => {
  afterEach(() => vi.restoreAllMocks())
  const DAY_MS = 86_400_000

  it("serves each new release when every build's clock is a day behind the one before", async () => {
    const buildDir = mkdtempSync(join(tmpdir(), "site-release-clock-"))
    const start = Date.now()
    const clock = vi.spyOn(Date, "now")
    build(buildDir, "v0")
    publishRelease(buildDir)
    const site = await listen(createStaticHandler(live(buildDir)))
    try {
      for (const [day, version] of ["v1", "v2", "v3", "v4"].entries()) {
        clock.mockReturnValue(start - day * DAY_MS)
        build(buildDir, version)
        const release = publishRelease(buildDir)
        expect(existsSync(join(release, "about.html")), version).toBe(true)
        expect((await site.get("/about")).body, version).toBe(`<h1>about ${version}</h1>`)
      }
      expect(readdirSync(join(buildDir, RELEASES)).sort()).toEqual([`4-${process.pid}`, `5-${process.pid}`])
    } finally {
      await site.close()
    }
  })

  it("numbers on from releases named by the time, and never prunes the one it replaced", () => {
    const buildDir = mkdtempSync(join(tmpdir(), "site-release-numbers-"))
    // Named as releases were before (the time in milliseconds); the live one is the oldest, as after a rollback.
    for (const name of ["1764000000000-11", "1764000000500-12", "1764000000900-13"]) {
      mkdirSync(join(buildDir, RELEASES, name), { recursive: true })
    }
    symlinkSync(join(RELEASES, "1764000000000-11"), live(buildDir))
    build(buildDir, "v5")
    const release = publishRelease(buildDir)
    expect(release).toBe(join(buildDir, RELEASES, `1764000000901-${process.pid}`))
    expect(readdirSync(join(buildDir, RELEASES)).sort()).toEqual([
      "1764000000000-11",
      "1764000000900-13",
      `1764000000901-${process.pid}`,
    ])
    expect(readFileSync(join(live(buildDir), "index.html"), "utf8")).toBe("<h1>index v5</h1>")
  })
})

describe("a page loaded before a rebuild", () => {
  it("still gets the hashed files of the release before, kept a year; nothing else of it", async () => {
    const buildDir = mkdtempSync(join(tmpdir(), "site-release-astro-"))
    build(buildDir, "v1")
    publishRelease(buildDir)
    const site = await listen(createStaticHandler(live(buildDir)))
    try {
      build(buildDir, "v2")
      publishRelease(buildDir)
      for (const version of ["v1", "v2"]) {
        const chunk = await site.get(`/_astro/island.${version}.js`)
        expect([chunk.status, chunk.body], version).toEqual([200, `export const version = "${version}"`])
        expect(chunk.headers["cache-control"], version).toBe("public, max-age=31536000, immutable")
        expect(chunk.headers["content-type"], version).toContain("text/javascript")
        expect(chunk.headers["content-security-policy"], version).toBeUndefined()
      }
      // The current release's own file wins over the previous one's of the same name.
      expect((await site.get("/_astro/app.js")).body).toContain("/* v2 */")
      for (const path of ["/_astro/island.v0.js", "/_astro/missing.abc.js", "/only-in-v1"]) {
        const res = await site.get(path)
        expect([res.status, res.headers["cache-control"]], path).toEqual([404, "public, max-age=60"])
      }
      // Two rebuilds on, v1 is pruned: its chunk is gone, v2's is the one kept.
      build(buildDir, "v3")
      publishRelease(buildDir)
      expect((await site.get("/_astro/island.v1.js")).status).toBe(404)
      expect((await site.get("/_astro/island.v2.js")).status).toBe(200)
    } finally {
      await site.close()
    }
  })
})
