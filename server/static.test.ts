import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs"
import { createServer as createSocketServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliCompressSync } from "node:zlib"

import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { headerRules, toNetlifyHeaders } from "../scripts/integration/headers"
import { listen } from "../tests/support/test-server"
import { SIGN_IN_LIMIT } from "./github-oauth"
import { popupScriptHash, signInHeaders } from "./github-sign-in"
import { DOCUMENT_ONLY_HEADERS, ruleHeadersFor } from "./header-match"
import type { GitHubSignInSettings } from "./sign-in-settings"
import { createStaticHandler, safeRelativePath } from "./static"

describe("safeRelativePath", () => {
  it("accepts ordinary paths", () => {
    expect(safeRelativePath("/blog/hepa-filters-clean-home")).toEqual({
      ok: true,
      path: "blog/hepa-filters-clean-home",
    })
    expect(safeRelativePath("/")).toEqual({ ok: true, path: "" })
  })

  it("refuses control characters with 400", () => {
    for (const path of ["/%09/evil.example/", "/%0a/x", "/%0d/x", "/a%0d%0ab/", "/%7F/", "/%1b"]) {
      expect(safeRelativePath(path), path).toEqual({ ok: false, status: 400 })
    }
  })

  it("refuses encoded dots, NUL bytes, backslashes and broken escapes", () => {
    expect(safeRelativePath("/%2e%2e/etc/passwd")).toEqual({ ok: false, status: 404 })
    expect(safeRelativePath("/../etc")).toEqual({ ok: false, status: 404 })
    expect(safeRelativePath("/a%00b")).toEqual({ ok: false, status: 400 })
    expect(safeRelativePath("/a%5c..%5cb")).toEqual({ ok: false, status: 400 })
    expect(safeRelativePath("/%E0%A4%A")).toEqual({ ok: false, status: 400 })
    expect(safeRelativePath("/.env")).toEqual({ ok: false, status: 404 })
  })
})

describe("static handler", () => {
  let site: Awaited<ReturnType<typeof listen>>
  const root = mkdtempSync(join(tmpdir(), "site-"))
  const headersFile = join(root, "client", "_headers")

  beforeAll(async () => {
    // The build's layout: a page is a file named by its address, a folder holds the pages below it.
    mkdirSync(join(root, "client", "blog"), { recursive: true })
    writeFileSync(join(root, "client", "index.html"), "<h1>home</h1>")
    writeFileSync(join(root, "client", "index.html.br"), brotliCompressSync("<h1>home</h1>"))
    writeFileSync(join(root, "client", "about.html"), "<h1>about</h1>")
    writeFileSync(join(root, "client", "blog.html"), "<h1>blog</h1>")
    writeFileSync(join(root, "client", "blog", "first-post.html"), "<h1>first post</h1>")
    writeFileSync(join(root, "client", "404.html"), "<h1>404 Page Not Found</h1>")
    writeFileSync(join(root, "client", "404.html.br"), brotliCompressSync("<h1>404 Page Not Found</h1>"))
    mkdirSync(join(root, "client", "_astro"))
    writeFileSync(join(root, "client", "_astro", "app.abc123.js"), "export const app = 1")
    mkdirSync(join(root, "client", "admin"))
    writeFileSync(join(root, "client", "admin", "index.html"), "<h1>editor</h1>")
    // A page whose name ends like a stylesheet's: served as the page it is.
    writeFileSync(join(root, "client", "odd.css.html"), "<h1>odd</h1>")
    // Files no host serves.
    writeFileSync(join(root, "client", ".env"), "SECRET=in-the-build")
    mkdirSync(join(root, "client", ".well-known"))
    writeFileSync(join(root, "client", ".well-known", "security.txt"), "Contact: x")
    writeFileSync(join(root, "client", "about.html.gz"), "compressed")
    writeFileSync(join(root, "secret.txt"), "outside the build")
    writeFileSync(headersFile, toNetlifyHeaders(headerRules(["sha256-first="]), ["/_astro/app.abc123.js"]))
    site = await listen(createStaticHandler(join(root, "client")))
  })
  afterAll(() => site.close())

  const get: typeof site.get = (...args) => site.get(...args)

  it("serves each page at its address, beside a folder of the same name", async () => {
    expect((await get("/about")).body).toBe("<h1>about</h1>")
    expect((await get("/blog")).body).toBe("<h1>blog</h1>")
    expect((await get("/blog/first-post")).body).toBe("<h1>first post</h1>")
  })

  it("redirects a trailing slash and a page file's own name to the page's address", async () => {
    const redirects: [string, string][] = [
      ["/about/", "/about"],
      ["/about%2f", "/about"],
      ["/blog/first-post%2F%2f", "/blog/first-post"],
      ["/about.html?a=1", "/about?a=1"],
      ["/blog/first-post.html", "/blog/first-post"],
      ["/index.html", "/"],
    ]
    for (const [path, location] of redirects) {
      const res = await get(path)
      expect(res.status, path).toBe(301)
      expect(res.headers.location, path).toBe(location)
    }
  })

  it("serves the precompressed file the client accepts", async () => {
    const res = await get("/", { "accept-encoding": "br" })
    expect(res.headers["content-encoding"]).toBe("br")
    // One the client refuses with q=0 is not sent.
    expect((await get("/", { "accept-encoding": "br;q=0, gzip" })).headers["content-encoding"]).toBeUndefined()
    expect(
      (await get("/about", { "accept-encoding": "gzip;q=0, br;q=0.0" })).headers["content-encoding"],
    ).toBeUndefined()
    expect((await get("/about", { "accept-encoding": "gzip;q=0.5" })).headers["content-encoding"]).toBe("gzip")
  })

  it("answers unknown paths with the 404 page and status", async () => {
    const res = await get("/nope")
    expect(res.status).toBe(404)
    expect(res.body).toContain("404 Page Not Found")
    const compressed = await get("/nope", { "accept-encoding": "gzip, br" })
    expect(compressed.status).toBe(404)
    expect(compressed.headers["content-encoding"]).toBe("br")
    expect((await get("/nope", { "accept-encoding": "gzip" })).headers["content-encoding"]).toBeUndefined()
  })

  it("sends the document-only headers with documents, and with the 404 page whatever was missing", async () => {
    const page = await get("/about")
    const script = await get("/_astro/app.abc123.js")
    const missing = await get("/_astro/missing.abc123.js")
    for (const name of DOCUMENT_ONLY_HEADERS.map((header) => header.toLowerCase())) {
      expect(page.headers[name], name).toBeDefined()
      expect(script.headers[name], name).toBeUndefined()
      expect(missing.headers[name], name).toBeDefined()
    }
    expect(script.headers["strict-transport-security"]).toBeDefined()
    expect(script.headers["x-content-type-options"]).toBe("nosniff")
  })

  it("serves a page at an address ending like a file's only with the page's own headers, or answers 404", async () => {
    const rules = headerRules(["sha256-first="])
    const wrong: string[] = []
    let pages = 0
    for (const page of ["/", "/about", "/blog", "/blog/first-post", "/admin"]) {
      for (const mark of ["%3F", "%3f", "%23", ";", "%3B", "%3F%3F", "%23%3F", "/%3F"]) {
        for (const ending of [".css", ".js", ".json", ".png", ".webmanifest"]) {
          const path = `${page}${mark}${ending}`
          const res = await get(path)
          const expected =
            res.status === 200 ? ruleHeadersFor(page, rules) : res.status === 404 ? ruleHeadersFor("/404", rules) : {}
          if (![200, 400, 404].includes(res.status)) wrong.push(`${path}: ${res.status}`)
          if (res.status === 200) pages++
          if (String(res.headers["content-type"]).startsWith("text/html")) {
            for (const [name, value] of Object.entries(expected)) {
              if (name !== "Cache-Control" && res.headers[name.toLowerCase()] !== value) wrong.push(`${path}: ${name}`)
            }
          }
        }
      }
    }
    expect(wrong).toEqual([])
    // None is served as the page: an encoded "?" or "#" names no file, and ";" is part of the name looked up.
    expect(pages).toBe(0)
    expect((await get("/about%3F.css")).status).toBe(404)
    expect((await get("/admin%23.json")).status).toBe(404)
  })

  it("chooses the document-only headers by the type served, not the address", async () => {
    const odd = await get("/odd.css")
    expect([odd.status, odd.headers["content-type"], odd.body]).toEqual([
      200,
      "text/html;charset=utf-8",
      "<h1>odd</h1>",
    ])
    for (const name of DOCUMENT_ONLY_HEADERS) expect(odd.headers[name.toLowerCase()], name).toBeDefined()
    // A script whose address looks like a page's would still be a script.
    const script = await get("/_astro/app.abc123.js")
    for (const name of DOCUMENT_ONLY_HEADERS) expect(script.headers[name.toLowerCase()], name).toBeUndefined()
    // A 304 has no body and no type: the browser keeps the stored answer's; judged by its path.
    const page = await get("/about")
    const page304 = await get("/about", { "if-none-match": String(page.headers.etag) })
    expect(page304.status).toBe(304)
    expect(page304.headers["content-security-policy"]).toBeDefined()
    const script304 = await get("/_astro/app.abc123.js", { "if-none-match": String(script.headers.etag) })
    expect(script304.status).toBe(304)
    expect(script304.headers["content-security-policy"]).toBeUndefined()
  })

  it("revalidates by ETag alone, so it sends no Last-Modified that nothing would read (decision 038)", async () => {
    for (const path of ["/about", "/_astro/app.abc123.js"]) {
      const first = await get(path)
      expect(first.headers.etag, path).toBeDefined()
      expect(first.headers["last-modified"], path).toBeUndefined()
      expect((await get(path, { "if-none-match": String(first.headers.etag) })).status, path).toBe(304)
    }
  })

  it("never serves _headers, a compressed copy or a dotfile as a file", async () => {
    for (const path of [
      "/_headers",
      "/_headers/",
      "/%5Fheaders",
      "/about.html.gz",
      "/index.html.br",
      "/.env",
      "/%2Eenv",
      "/.well-known/security.txt",
    ]) {
      const res = await get(path)
      expect(res.status === 404 || (res.status === 301 && res.headers.location === "/_headers"), path).toBe(true)
      expect(res.body, path).not.toMatch(/X-Frame-Options|SECRET|compressed|Contact/)
    }
  })

  it("answers a missing hashed file with a 404 kept a minute, an existing one for a year", async () => {
    const missing = await get("/_astro/missing.abc123.js")
    expect(missing.status).toBe(404)
    expect(missing.headers["cache-control"]).toBe("public, max-age=60")
    expect((await get("/images/missing.webp")).headers["cache-control"]).toBe("public, max-age=60")
    expect((await get("/nope")).headers["cache-control"]).toBe("public, max-age=60")
    const found = await get("/_astro/app.abc123.js")
    expect(found.status).toBe(200)
    expect(found.headers["cache-control"]).toBe("public, max-age=31536000, immutable")
  })

  it("answers every Range request with the whole file and 200: Range is not offered (decision 022)", async () => {
    const whole = "export const app = 1"
    for (const range of [
      "bytes=-10",
      "bytes=100-5",
      "bytes=0-0",
      "bytes=0-4",
      "bytes=5-",
      "bytes=0-1,3-4",
      "lines=1-2",
    ]) {
      const res = await get("/_astro/app.abc123.js", { range })
      expect(res.status, range).toBe(200)
      expect(res.body, range).toBe(whole)
      expect(res.headers["content-length"], range).toBe(String(whole.length))
      expect(res.headers["content-range"], range).toBeUndefined()
      expect(res.headers["accept-ranges"], range).toBeUndefined()
    }
  })

  it("sends a redirect's address encoded, never a raw control character or a second leading slash", async () => {
    expect((await get("/%09/evil.example/")).status).toBe(400)
    expect((await get("/%09%09/evil.example/")).status).toBe(400)
    expect((await get("/a%0d%0ab/")).status).toBe(400)
    const euro = await get("/blog/%E2%82%AC/")
    expect([euro.status, euro.headers.location]).toEqual([301, "/blog/%E2%82%AC"])
    expect((await get("/%E2%82%AC/")).headers.location).toBe("/%E2%82%AC")
    expect((await get("/%2F%2Fevil.example/")).headers.location).toBe("/evil.example")
    expect((await get("/about/?next=//evil.example")).headers.location).toBe("/about?next=//evil.example")
  })

  it("ends one answer, not the server, when a file cannot be read after its headers went out", async () => {
    // A socket file passes sirv's existence check, then fails to open (ENXIO) once the 200 is on its way.
    const socket = createSocketServer()
    await new Promise<void>((resolve) => socket.listen(join(root, "client", "socket.html"), resolve))
    try {
      await expect(get("/socket")).rejects.toThrow()
      expect((await get("/about")).body).toBe("<h1>about</h1>")
    } finally {
      socket.close()
    }
  })

  it("never serves a file outside the build", async () => {
    for (const path of ["/../secret.txt", "/..%2fsecret.txt", "/%2e%2e/secret.txt", "/..%5csecret.txt"]) {
      const res = await get(path)
      expect([400, 404]).toContain(res.status)
      expect(res.body).not.toContain("outside the build")
    }
  })

  it("refuses over-long URLs and other methods", async () => {
    expect((await get("/" + "x".repeat(3000))).status).toBe(414)
    const other = await get("/", {}, "DELETE")
    expect(other.status).toBe(405)
    // The server's own plain answers carry the store's headers too.
    expect(other.headers).toMatchObject({ "x-content-type-options": "nosniff", "cache-control": "no-store" })
  })

  it("serves a file written after it started (a rebuild under a running server)", async () => {
    writeFileSync(join(root, "client", "rebuilt.js"), "export {}")
    const res = await get("/rebuilt.js")
    expect(res.status).toBe(200)
    expect(res.headers["content-type"]).toContain("text/javascript")
  })

  it("sends the rebuilt _headers' rules, and the last ones while it is missing", async () => {
    expect((await get("/")).headers["content-security-policy"]).toContain("'sha256-first='")
    writeFileSync(headersFile, toNetlifyHeaders(headerRules(["sha256-second="]), []))
    // Some file systems keep whole-second times: make sure the rewrite shows as a change.
    utimesSync(headersFile, new Date(), new Date(Date.now() + 5000))
    const csp = String((await get("/")).headers["content-security-policy"])
    expect(csp).toContain("'sha256-second='")
    expect(csp).not.toContain("'sha256-first='")
    rmSync(headersFile)
    expect((await get("/")).headers["content-security-policy"]).toContain("'sha256-second='")
  })

  it("does not serve the compressed siblings directly", async () => {
    expect((await get("/index.html.br")).status).toBe(404)
  })

  it("has no sign-in routes unless it is given the sign-in settings", async () => {
    expect((await get("/api/auth?provider=github")).status).toBe(404)
    expect((await get("/api/auth/callback")).status).toBe(404)
  })
})

describe("static handler with the editor's GitHub sign-in", () => {
  let site: Awaited<ReturnType<typeof listen>>
  const root = mkdtempSync(join(tmpdir(), "site-"))
  const headersFile = join(root, "client", "_headers")
  const signIn: GitHubSignInSettings = {
    clientId: "static-client-id",
    clientSecret: "static-test-secret",
    githubUrl: "https://github.com",
    apiUrl: "https://api.github.com",
    fetch: (async () => Response.json({ access_token: "gho_static" })) as unknown as typeof fetch,
    log: () => undefined,
  }

  beforeAll(async () => {
    mkdirSync(join(root, "client"), { recursive: true })
    writeFileSync(join(root, "client", "index.html"), "<h1>home</h1>")
    writeFileSync(headersFile, toNetlifyHeaders(headerRules(["sha256-first="], {}), []))
    site = await listen(createStaticHandler(join(root, "client"), signIn))
  })
  afterAll(() => site.close())

  const get: typeof site.get = (...args) => site.get(...args)

  it("runs the sign-in on the web's Request and Response, cookie and headers included", async () => {
    const start = await get("/api/auth?provider=github&scope=repo")
    expect(start.status).toBe(302)
    const location = new URL(String(start.headers.location))
    expect(location.searchParams.get("redirect_uri")).toBe(`http://127.0.0.1:${site.port}/api/auth/callback`)
    const [cookie] = start.headers["set-cookie"] as string[]
    expect(cookie).toMatch(/^editor_sign_in_state=[\w.-]+; Path=\/api\/auth; Max-Age=600; HttpOnly; SameSite=Lax$/)
    // The handler's headers win over the catch-all rule's, even though this build's rules predate the sign-in.
    const own = signInHeaders(await popupScriptHash())
    for (const [name, value] of Object.entries(own)) expect(start.headers[name.toLowerCase()], name).toBe(value)

    const state = location.searchParams.get("state")!
    const back = await get(`/api/auth/callback?code=c&state=${state}`, { cookie: cookie!.split(";")[0]! })
    expect(back.status).toBe(200)
    expect(back.body).toContain("gho_static")
    expect(back.headers["content-security-policy"]).toBe(own["Content-Security-Policy"])
  })

  it("builds the callback address with https behind a proxy that says so", async () => {
    const start = await get("/api/auth", { "x-forwarded-proto": "https", host: "www.example.com" })
    expect(new URL(String(start.headers.location)).searchParams.get("redirect_uri")).toBe(
      "https://www.example.com/api/auth/callback",
    )
    expect((start.headers["set-cookie"] as string[])[0]).toContain("; Secure")
  })

  it("still serves the site, and refuses a sign-in path it does not know", async () => {
    expect((await get("/")).body).toBe("<h1>home</h1>")
    expect((await get("/api/auth/other")).status).toBe(404)
  })

  it("behind a proxy, counts sign-in requests by the visitor's address in its header, not the proxy's", async () => {
    const proxied = await listen(createStaticHandler(join(root, "client"), signIn, "x-real-ip"))
    try {
      const from = (address: string) => proxied.get("/api/auth", { "x-real-ip": address })
      for (let i = 0; i < SIGN_IN_LIMIT.tries; i++) expect((await from("203.0.113.7")).status).toBe(302)
      expect((await from("203.0.113.7")).status).toBe(429)
      // Another visitor, through the same proxy, still signs in.
      expect((await from("198.51.100.9")).status).toBe(302)
    } finally {
      await proxied.close()
    }
  })
})
