/**
 * The build on a real nginx (Debian's nginx-light, which .ci/run installs), configured as the README tells a deployer:
 * `root` at build/client and `include` of build/nginx-headers.conf inside the server block. Started as a foreground
 * process on a loopback port of its own, with its config, logs and temporary files in a folder of this test's. Two more
 * server blocks serve the same build as nginx behind a proxy does (`absolute_redirect off`: its redirects name no
 * host), one of them also with `merge_slashes off` (decision 028).
 */
import { spawn, type ChildProcess } from "node:child_process"
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs"
import { request as httpRequest } from "node:http"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"

import { expect, test } from "@playwright/test"

import { ALL_PATHS } from "./support"

const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path))
// E2E_PORT + 10, + 11 and + 12, which no other spec uses.
const PORT = Number(process.env.E2E_NGINX_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 12)
// Behind a proxy.
const PROXIED_PORT = Number(process.env.E2E_PORT ?? 4173) + 10
const UNMERGED_PORT = Number(process.env.E2E_PORT ?? 4173) + 11
const SERVERS = [
  { port: PORT, settings: "" },
  { port: PROXIED_PORT, settings: "absolute_redirect off;" },
  { port: UNMERGED_PORT, settings: "absolute_redirect off; merge_slashes off;" },
]

type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** One request as sent, no redirect followed. */
function get(path: string, port = PORT) {
  return new Promise<Reply>((done, fail) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, headers: { connection: "close" } }, (res) => {
      let body = ""
      res.setEncoding("utf8")
      res.on("data", (chunk: string) => (body += chunk))
      res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on("error", fail)
    req.end()
  })
}

/** Where a browser on `port`'s site lands following `location`: the WHATWG URL parser, as a browser reads it. */
const landsOn = (location: string, port: number) => new URL(location, `http://127.0.0.1:${port}/here/page`).host

function config(dir: string, root: string) {
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
${SERVERS.map(
  ({ port, settings }) => `  server {
    listen 127.0.0.1:${port};
    ${settings}
    root ${root};
    include ${resolve("build/nginx-headers.conf")};
  }`,
).join("\n")}
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
    // The build as it is, and hidden files beside it (a deployer's .env, a .well-known folder) that nginx must not
    // serve: a folder of links to the build's files, so the build itself is left as it is.
    const root = join(dir, "site")
    mkdirSync(join(root, ".well-known"), { recursive: true })
    for (const name of readdirSync("build/client")) symlinkSync(resolve("build/client", name), join(root, name))
    writeFileSync(join(root, ".env"), "CMS_GITHUB_CLIENT_SECRET=not-for-visitors")
    writeFileSync(join(root, ".well-known", "security.txt"), "Contact: mailto:not-for-this-test")
    writeFileSync(join(dir, "nginx.conf"), config(dir, root))
    nginx = spawn(NGINX!, ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")], { stdio: "ignore" })
    const log = () => (existsSync(join(dir, "error.log")) ? readFileSync(join(dir, "error.log"), "utf8") : "")
    await expect
      .poll(
        async () =>
          nginx!.exitCode === null
            ? (
                await Promise.all(
                  SERVERS.map(({ port }) =>
                    get("/", port).then(
                      (res) => res.status,
                      () => 0,
                    ),
                  ),
                )
              ).join()
            : log(),
        { timeout: 10_000 },
      )
      .toBe("200,200,200")
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
      expect(String(res.headers["content-security-policy"]), path).toContain("worker-src 'none'")
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
    expect(editor.body).toBe(readFileSync("build/client/admin.html", "utf8"))
    expect(String(editor.headers["content-security-policy"])).toContain("script-src 'self' 'unsafe-eval'")
    const slash = await get("/admin/")
    expect(slash.status).toBe(301)
    expect(new URL(String(slash.headers.location), `http://127.0.0.1:${PORT}`).pathname).toBe("/admin")
  })

  test("serves the owner's inbox with its own policy, the site's origin alone, kept by no cache", async () => {
    const inbox = await get("/admin/leads")
    expect(inbox.status).toBe(200)
    expect(String(inbox.headers["content-security-policy"])).toMatch(/^default-src 'self'; script-src 'self'; /)
    expect(String(inbox.headers["content-security-policy"])).not.toMatch(/https?:|unsafe-eval/)
    expect(inbox.headers["cache-control"]).toBe("no-store")
    // Its app's files too (issue 76): the worker and the manifest of the site's own, and the offline page.
    for (const path of ["/admin/leads", "/admin/leads-offline", "/admin/leads-worker.js", "/admin/leads.webmanifest"]) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      expect(String(res.headers["content-security-policy"]), path).toContain("worker-src 'self'; manifest-src 'self';")
    }
  })

  test("redirects a trailing slash to the page's address, on this site, wherever its redirects are written", async () => {
    for (const { port } of SERVERS) {
      const res = await get("/services/", port)
      expect(res.status, String(port)).toBe(301)
      expect(new URL(String(res.headers.location), `http://127.0.0.1:${port}/`).pathname, String(port)).toBe(
        "/services",
      )
    }
  })

  test("redirects a page's file name to its address, and sends every file whole", async () => {
    for (const [path, to] of [
      ["/services.html", "/services"],
      ["/index.html", "/"],
      ["/blog/index.html", "/blog"],
    ]) {
      const res = await get(path!, PROXIED_PORT)
      expect(res.status, path).toBe(301)
      expect(res.headers.location, path).toBe(to)
    }
    const whole = await new Promise<Reply>((done, fail) =>
      httpRequest({ host: "127.0.0.1", port: PORT, path: "/robots.txt", headers: { range: "bytes=0-9" } }, (res) =>
        res.resume().on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers, body: "" })),
      )
        .on("error", fail)
        .end(),
    )
    expect(whole.status).toBe(200)
    expect(whole.headers["accept-ranges"]).toBeUndefined()
  })

  test("refuses a backslash or a control character before any rewrite, and no redirect leaves the site", async () => {
    const hex = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`
    const bytes = Array.from({ length: 256 }, (_, byte) => hex(byte))
    const paths = [
      ...bytes.flatMap((x) => [`/${x}/evil.example/`, `/${x}${x}evil.example/`, `/${x}${x}/evil.example/`]),
      "/%5Cevil.example/",
      "/%5C%5Cevil.example/",
      "/%5c/evil.example/",
      "/%5c%5c/evil.example/",
      "/\\evil.example/",
      "/\\/evil.example/",
      "/%2F%5Cevil.example/",
      "/%5C%2Fevil.example/",
      "//evil.example/",
      "///evil.example/",
      "/%2F%2Fevil.example/",
      "/%2F/evil.example/",
      "/%252F%252Fevil.example/",
      "/%09/evil.example/",
      "/%0A/evil.example/",
      "/.%2F/evil.example/",
      "/about/..%2F%2Fevil.example/",
      "/https:/evil.example/",
      "/@evil.example/",
    ]
    const wrong: string[] = []
    for (const { port } of SERVERS) {
      for (const path of paths) {
        const res = await get(path, port)
        if (res.status >= 500) wrong.push(`${port} ${path}: ${res.status}`)
        const location = res.headers.location
        if (location !== undefined && landsOn(String(location), port) !== `127.0.0.1:${port}`) {
          wrong.push(`${port} ${path}: ${JSON.stringify(location)}`)
        }
      }
      for (const path of ["/%5Cevil.example/", "/%5C%5Cevil.example/", "/%5c/evil.example/", "/%09/evil.example/"]) {
        expect((await get(path, port)).status, `${port} ${path}`).toBe(400)
      }
    }
    expect(wrong).toEqual([])
    expect(landsOn("/\\evil.example", PORT)).toBe("evil.example")
    expect(landsOn("/\t/evil.example", PORT)).toBe("evil.example")
  })

  test("serves no _headers, compressed copy or hidden file: the 404 page answers", async () => {
    const page = readFileSync("build/client/404.html", "utf8")
    expect(existsSync("build/client/_headers")).toBe(true)
    const compressed = readdirSync("build/client").filter((name) => /\.(br|gz)$/.test(name))
    expect(compressed.length).toBeGreaterThan(2)
    for (const { port } of SERVERS) {
      for (const path of [
        "/_headers",
        "/%5Fheaders",
        ...compressed.map((name) => `/${name}`),
        "/.env",
        "/%2Eenv",
        "/.well-known/security.txt",
      ]) {
        const res = await get(path, port)
        expect([res.status, res.body === page], `${port} ${path}`).toEqual([404, true])
        expect(String(res.headers["content-security-policy"]), path).toContain("frame-ancestors 'none'")
      }
    }
  })

  test("behind a proxy that keeps a //, makes it one / first: no redirect away, no other policy, no _headers", async () => {
    /** The redirects a browser follows from `path`, each on this site, and the answer it ends on. */
    const follow = async (path: string, port = UNMERGED_PORT) => {
      for (let hops = 0; ; hops++) {
        const res = await get(path, port)
        if (res.status !== 301 || hops > 3) return { path, ...res }
        path = new URL(String(res.headers.location), `http://127.0.0.1:${port}${path}`).pathname
        expect(landsOn(String(res.headers.location), port), path).toBe(`127.0.0.1:${port}`)
      }
    }
    for (const [path, to] of [
      ["//evil.example/x.html", "/evil.example/x"],
      ["/a/..//evil.example/x.html", "/evil.example/x"],
      ["//evil.example/index.html", "/evil.example"],
      ["/%2F%2Fevil.example/index.html", "/evil.example"],
    ]) {
      const end = await follow(path!)
      expect([end.path, end.status], path).toEqual([to, 404])
    }
    for (const path of ["//_headers", "/%2F_headers", "///_headers"])
      expect((await follow(path)).status, path).toBe(404)
    for (const path of ["//admin/leads", "/%2Fadmin/leads", "/admin//leads"]) {
      const end = await follow(path)
      expect([end.path, end.status, end.headers["cache-control"]], path).toEqual(["/admin/leads", 200, "no-store"])
    }
    const index = await follow("/index", PORT)
    expect([index.path, index.status]).toEqual(["/", 200])
  })

  test("answers an encoded ? or # before a file's ending with 404, never the page", async () => {
    for (const page of ["/services", "/admin"]) {
      for (const mark of ["%3F", "%23", ";"]) {
        for (const ending of [".css", ".js", ".json", ".png"]) {
          expect((await get(`${page}${mark}${ending}`)).status, `${page}${mark}${ending}`).toBe(404)
        }
      }
    }
  })
})
