import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { Agent, request } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterAll, describe, expect, it } from "vitest"

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
