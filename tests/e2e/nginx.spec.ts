/**
 * The build on a real nginx (Debian's nginx-light, which .ci/run installs), configured as the README tells a deployer:
 * `root` at build/client and `include` of build/nginx-headers.conf inside the server block. Started as a foreground
 * process on a loopback port of its own, with its config, logs and temporary files in a folder of this test's.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { request as httpRequest } from "node:http"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"

import { expect, test } from "@playwright/test"

import { ALL_PATHS } from "./support"

const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path))
const PORT = Number(process.env.E2E_NGINX_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 8)

type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** One request as sent, no redirect followed. */
function get(path: string) {
  return new Promise<Reply>((done, fail) => {
    const req = httpRequest({ host: "127.0.0.1", port: PORT, path, headers: { connection: "close" } }, (res) => {
      let body = ""
      res.setEncoding("utf8")
      res.on("data", (chunk: string) => (body += chunk))
      res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on("error", fail)
    req.end()
  })
}

function config(dir: string) {
  // A master running as root hands the requests to workers of an unprivileged user, who may not read the build.
  const asRoot = process.getuid?.() === 0 ? "user root;" : ""
  return `${asRoot}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${PORT};
    root ${resolve("build/client")};
    include ${resolve("build/nginx-headers.conf")};
  }
}
`
}

test.describe("the build on nginx with the generated snippet", () => {
  test.skip(!NGINX, "nginx is not installed here (Debian: apt-get install nginx-light; .ci/run installs it for CI)")
  test.describe.configure({ mode: "serial" })
  let nginx: ChildProcess | undefined
  let dir = ""

  test.beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "nginx-e2e-"))
    writeFileSync(join(dir, "nginx.conf"), config(dir))
    nginx = spawn(NGINX!, ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")], { stdio: "ignore" })
    const log = () => (existsSync(join(dir, "error.log")) ? readFileSync(join(dir, "error.log"), "utf8") : "")
    await expect
      .poll(async () => (nginx!.exitCode === null ? (await get("/").catch(() => undefined))?.status : log()), {
        timeout: 10_000,
      })
      .toBe(200)
  })

  test.afterAll(() => {
    nginx?.kill("SIGQUIT")
    rmSync(dir, { recursive: true, force: true })
  })

  test("serves every page with the security headers", async () => {
    expect(ALL_PATHS.length).toBeGreaterThan(3)
    for (const path of ALL_PATHS) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      expect(res.headers["content-type"], path).toBe("text/html")
      expect(String(res.headers["content-security-policy"]), path).toContain("default-src 'self'")
      expect(res.headers["cache-control"], path).toBe("no-cache")
    }
  })

  test("answers an unknown address with the 404 page, status 404, kept a minute", async () => {
    const page = readFileSync("build/client/404.html", "utf8")
    for (const path of ["/no-such-page", "/blog/no-such-post", "/404", "/404.html"]) {
      const res = await get(path)
      expect(res.status, path).toBe(404)
      expect(res.body, path).toBe(page)
      expect(res.headers["cache-control"], path).toBe("public, max-age=60")
      expect(String(res.headers["content-security-policy"]), path).toContain("default-src 'self'")
    }
  })

  test("caches a hashed file for a year only when it exists", async () => {
    const file = readdirSync("build/client/_astro").find((name) => name.endsWith(".js"))!
    expect((await get(`/_astro/${file}`)).headers["cache-control"]).toBe("public, max-age=31536000, immutable")
    const missing = await get("/_astro/missing.abc123.js")
    expect(missing.status).toBe(404)
    expect(missing.headers["cache-control"]).toBe("public, max-age=60")
  })

  test("reaches the editor at /admin and /admin/ without a redirect loop", async () => {
    const editor = await get("/admin")
    expect(editor.status).toBe(200)
    expect(editor.body).toBe(readFileSync("build/client/admin/index.html", "utf8"))
    expect(String(editor.headers["content-security-policy"])).toContain("script-src 'self' 'unsafe-eval'")
    const slash = await get("/admin/")
    expect(slash.status).toBe(301)
    expect(new URL(String(slash.headers.location), `http://127.0.0.1:${PORT}`).pathname).toBe("/admin")
  })

  test("redirects a trailing slash to the page's address, on this site", async () => {
    const res = await get("/services/")
    expect(res.status).toBe(301)
    expect(new URL(String(res.headers.location)).pathname).toBe("/services")
    for (const path of ["/%09/evil.example/", "//evil.example/", "/%2F%2Fevil.example/", "/%5Cevil.example/"]) {
      const location = (await get(path)).headers.location
      if (location === undefined) continue
      const landing = new URL(String(location).replace(/[\t\n\r]/g, ""), `http://127.0.0.1:${PORT}/`)
      expect(landing.host, path).toBe(`127.0.0.1:${PORT}`)
    }
  })
})
