import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs"
import { Agent, request } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterAll, afterEach, describe, expect, it, vi } from "vitest"

import { headerRules } from "./headers"
import { publishRelease, RELEASES } from "./release"
import { createStaticHandler } from "./static"
import { listen } from "./test-server"

const PAGES = ["index", "about", "services", "contact", "blog", "404"]
const SCRIPT_BYTES = 256 * 1024

/** A finished build as the build leaves it in the staging folder: pages, a larger script, the rules. */
function stage(buildDir: string, version: string) {
  const staged = join(buildDir, "next")
  mkdirSync(join(staged, "client", "_astro"), { recursive: true })
  for (const page of PAGES) writeFileSync(join(staged, "client", `${page}.html`), `<h1>${page} ${version}</h1>`)
  writeFileSync(join(staged, "client", "_astro", "app.js"), `/* ${version} */`.padEnd(SCRIPT_BYTES, " "))
  // An island's chunk, hashed: each build its own name.
  writeFileSync(join(staged, "client", "_astro", `island.${version}.js`), `export const version = "${version}"`)
  writeFileSync(join(staged, "client", `only-in-${version}.html`), `<h1>${version}</h1>`)
  writeFileSync(join(staged, "headers.json"), JSON.stringify(headerRules([`sha256-${version}=`], {})))
  return staged
}

describe("a rebuild under a running server", () => {
  const buildDir = mkdtempSync(join(tmpdir(), "site-release-"))
  let site: Awaited<ReturnType<typeof listen>> | undefined
  afterAll(() => site?.close())

  it("shows no visitor an error or a missing page while two releases go live under 30 connections", async () => {
    publishRelease(buildDir, stage(buildDir, "v1"))
    site = await listen(createStaticHandler(join(buildDir, "client")))
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
    for (const version of ["v2", "v3"]) {
      await new Promise((resolve) => setTimeout(resolve, 600))
      publishRelease(buildDir, stage(buildDir, version))
    }
    await new Promise((resolve) => setTimeout(resolve, 600))
    running = false
    await Promise.all(visitors)
    agent.destroy()

    expect(errors).toEqual([])
    expect([...statuses.keys()]).toEqual([200])
    expect(statuses.get(200)).toBeGreaterThan(300)
    expect([...versions].sort()).toEqual(["v1", "v2", "v3"])
    // Still up, and on the newest release.
    expect((await site.get("/about")).body).toBe("<h1>about v3</h1>")
  })

  it("keeps the newest two releases, the served ones as links", () => {
    expect(readdirSync(join(buildDir, RELEASES))).toHaveLength(2)
    expect(lstatSync(join(buildDir, "client")).isSymbolicLink()).toBe(true)
    expect(lstatSync(join(buildDir, "headers.json")).isSymbolicLink()).toBe(true)
    expect(readFileSync(join(buildDir, "headers.json"), "utf8")).toContain("sha256-v3=")
    expect(existsSync(join(buildDir, "next"))).toBe(false)
  })

  it("takes over a build made before releases: its client folder becomes the previous release", () => {
    const old = mkdtempSync(join(tmpdir(), "site-release-old-"))
    mkdirSync(join(old, "client"))
    writeFileSync(join(old, "client", "index.html"), "<h1>old</h1>")
    writeFileSync(join(old, "headers.json"), "[]")
    publishRelease(old, stage(old, "v4"))
    expect(readFileSync(join(old, "client", "index.html"), "utf8")).toBe("<h1>index v4</h1>")
    const releases = readdirSync(join(old, RELEASES)).sort()
    expect(releases).toHaveLength(2)
    expect(readFileSync(join(old, RELEASES, releases[0]!, "client", "index.html"), "utf8")).toBe("<h1>old</h1>")
  })
})

describe("releases whatever the clock says", () => {
  afterEach(() => vi.restoreAllMocks())
  const DAY_MS = 86_400_000

  it("serves each new release when every build's clock is a day behind the one before", async () => {
    const buildDir = mkdtempSync(join(tmpdir(), "site-release-clock-"))
    const start = Date.now()
    const clock = vi.spyOn(Date, "now")
    const site = await listen(createStaticHandler(join(buildDir, "client")))
    try {
      for (const [day, version] of ["v1", "v2", "v3", "v4"].entries()) {
        clock.mockReturnValue(start - day * DAY_MS)
        const release = publishRelease(buildDir, stage(buildDir, version))
        expect(existsSync(join(release, "client", "about.html")), version).toBe(true)
        expect((await site.get("/about")).body, version).toBe(`<h1>about ${version}</h1>`)
      }
      expect(readdirSync(join(buildDir, RELEASES)).sort()).toEqual([`3-${process.pid}`, `4-${process.pid}`])
    } finally {
      await site.close()
    }
  })

  it("numbers on from releases named by the time, and never prunes the one it replaced", () => {
    const buildDir = mkdtempSync(join(tmpdir(), "site-release-numbers-"))
    // Named as releases were before (the time in milliseconds); the live one is the oldest, as after a rollback.
    for (const name of ["1764000000000-11", "1764000000500-12", "1764000000900-13"]) {
      mkdirSync(join(buildDir, RELEASES, name, "client"), { recursive: true })
    }
    symlinkSync(join(RELEASES, "1764000000000-11", "client"), join(buildDir, "client"))
    const release = publishRelease(buildDir, stage(buildDir, "v5"))
    expect(release).toBe(join(buildDir, RELEASES, `1764000000901-${process.pid}`))
    expect(readdirSync(join(buildDir, RELEASES)).sort()).toEqual([
      "1764000000000-11",
      "1764000000900-13",
      `1764000000901-${process.pid}`,
    ])
    expect(readFileSync(join(buildDir, "client", "index.html"), "utf8")).toBe("<h1>index v5</h1>")
  })
})

describe("a page loaded before a rebuild", () => {
  it("still gets the hashed files of the release before, kept a year; nothing else of it", async () => {
    const buildDir = mkdtempSync(join(tmpdir(), "site-release-astro-"))
    publishRelease(buildDir, stage(buildDir, "v1"))
    const site = await listen(createStaticHandler(join(buildDir, "client")))
    try {
      publishRelease(buildDir, stage(buildDir, "v2"))
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
      publishRelease(buildDir, stage(buildDir, "v3"))
      expect((await site.get("/_astro/island.v1.js")).status).toBe(404)
      expect((await site.get("/_astro/island.v2.js")).status).toBe(200)
    } finally {
      await site.close()
    }
  })
})
