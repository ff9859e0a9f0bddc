/**
 * The build under wrangler's local Cloudflare Pages runtime (workerd), started as a deployer starts it:
 * `npm run serve:cloudflare` on a loopback port of its own (E2E_PORT + 10), its local D1 in a folder of this test's.
 * Pages applies `_headers`, serves the 404 page and runs functions/ itself; nothing of the Node server is involved.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { expect, test } from "@playwright/test"

const PORT = Number(process.env.E2E_CLOUDFLARE_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 10)
const ORIGIN = `http://127.0.0.1:${PORT}`
const BUILD_DIR = "build"

/** One request as sent, no redirect followed. */
const get = (path: string, init: RequestInit = {}) => fetch(`${ORIGIN}${path}`, { redirect: "manual", ...init })

/** The rule the build wrote into `_headers` for every path (`/*`): the headers a page must carry. */
function everyPathHeaders() {
  const text = readFileSync(join(BUILD_DIR, "client", "_headers"), "utf8")
  const block = text.split(/\n(?=\S)/).find((rule) => rule.startsWith("/*\n"))!
  return Object.fromEntries(
    block
      .split("\n")
      .slice(1)
      .filter((line) => line.trim())
      .map((line) => {
        const [name, ...value] = line.trim().split(": ")
        return [name!.toLowerCase(), value.join(": ")]
      }),
  )
}

test.describe("the build on Cloudflare Pages' local runtime", () => {
  test.describe.configure({ mode: "serial" })
  let wrangler: ChildProcess | undefined
  let state = ""
  let output = ""

  test.beforeAll(async () => {
    state = mkdtempSync(join(tmpdir(), "cloudflare-e2e-"))
    const started = Date.now()
    // Its own process group, so stopping it reaches npm, the script, wrangler and workerd alike.
    wrangler = spawn("npm", ["run", "serve:cloudflare"], {
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        PORT: String(PORT),
        BUILD_DIR,
        LOCAL_CLOUDFLARE_STATE: state,
        // The project's variables and secrets, as a Pages project is given them (a fake secret).
        SITE_URL: ORIGIN,
        CMS_GITHUB_CLIENT_ID: "cloudflare-e2e-client",
        CMS_GITHUB_CLIENT_SECRET: "cloudflare-e2e-secret",
      },
    })
    wrangler.stdout!.on("data", (chunk: Buffer) => (output += chunk))
    wrangler.stderr!.on("data", (chunk: Buffer) => (output += chunk))
    await expect
      .poll(async () => (wrangler!.exitCode === null ? (await get("/").catch(() => undefined))?.status : output), {
        timeout: 20_000,
      })
      .toBe(200)
    test.info().annotations.push({ type: "wrangler start", description: `${Date.now() - started} ms` })
  })

  test.afterAll(async () => {
    if (wrangler?.pid && wrangler.exitCode === null) {
      const exited = new Promise((done) => wrangler!.once("exit", done))
      process.kill(-wrangler.pid, "SIGTERM")
      await exited
    }
    rmSync(state, { recursive: true, force: true })
  })

  test("serves /services with the CSP and frame protection from _headers", async () => {
    const expected = everyPathHeaders()
    expect(expected["content-security-policy"]).toContain("default-src 'self'")
    const res = await get("/services")
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8")
    expect(res.headers.get("content-security-policy")).toBe(expected["content-security-policy"])
    expect(res.headers.get("x-frame-options")).toBe("DENY")
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'")
    expect(res.headers.get("strict-transport-security")).toBe(expected["strict-transport-security"])
    expect(await res.text()).toBe(readFileSync(join(BUILD_DIR, "client", "services.html"), "utf8"))
  })

  test("answers an unknown page with the 404 page, status 404", async () => {
    const page = readFileSync(join(BUILD_DIR, "client", "404.html"), "utf8")
    for (const path of ["/no-such-page", "/blog/no-such-post"]) {
      const res = await get(path)
      expect(res.status, path).toBe(404)
      expect(await res.text(), path).toBe(page)
      expect(res.headers.get("content-security-policy"), path).toContain("default-src 'self'")
    }
  })

  test("runs the editor's sign-in function with the project's settings", async () => {
    const res = await get("/api/auth")
    expect(res.status).toBe(302)
    const github = new URL(res.headers.get("location")!)
    expect(`${github.origin}${github.pathname}`).toBe("https://github.com/login/oauth/authorize")
    expect(github.searchParams.get("client_id")).toBe("cloudflare-e2e-client")
    expect(github.searchParams.get("redirect_uri")).toBe(`${ORIGIN}/api/auth/callback`)
    // A callback with a state this browser was not given is refused before anything reaches GitHub.
    expect((await get("/api/auth/callback?code=abc&state=forged")).status).toBe(400)
  })
})
