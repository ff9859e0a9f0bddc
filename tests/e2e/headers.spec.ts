import { readdirSync, readFileSync } from "node:fs"
import { request as httpRequest } from "node:http"

import { expect, test } from "@playwright/test"

import { ALL_PATHS, trackRequests, waitForQuiet } from "./support"

/** A raw request, byte for byte: Playwright and fetch would normalise hostile paths first. */
function rawGet(path: string, headers: Record<string, string> = {}) {
  const port = Number(new URL(test.info().project.use.baseURL!).port)
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, path, method: "GET", headers }, (res) => {
        let body = ""
        res.setEncoding("latin1")
        res.on("data", (chunk) => (body += chunk))
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      })
      req.on("error", reject)
      req.end()
    },
  )
}

test.describe("security headers", () => {
  test("every page carries the strict set", async ({ request }) => {
    const headers = (await request.get("/")).headers()
    const csp = headers["content-security-policy"]!
    expect(csp).toContain("default-src 'self'")
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/)
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    // No service worker: the owner's (issue 76) is theirs alone.
    expect(csp).toContain("worker-src 'none'")
    expect(csp).toMatch(/frame-src https:\/\/clienthub\.example\.com https:\/\/www\.google\.com/)
    // No analytics ids configured, so no analytics origins are admitted.
    expect(csp).not.toContain("googletagmanager")
    expect(csp).not.toContain("clarity")
    // No quote form endpoint configured either: the page talks to and posts to itself only (default-src).
    expect(csp).toMatch(/(^|; )default-src 'self'(;|$)/)
    expect(csp).not.toContain("connect-src")
    expect(csp).toMatch(/(^|; )form-action 'self'(;|$)/)
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8,}/)
    expect(headers["x-content-type-options"]).toBe("nosniff")
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    expect(headers["permissions-policy"]).toContain("camera=()")
    expect(headers["x-frame-options"]).toBe("DENY")
    // No opener policy on the public pages: its browsing context group swap costs every first visit (decision 018).
    expect(headers["cross-origin-opener-policy"]).toBeUndefined()
  })

  test("the owner's inbox and its app's files admit the site's own worker and manifest, here and in _headers", async ({
    request,
  }) => {
    const owner = "worker-src 'self'; manifest-src 'self';"
    for (const path of ["/admin/leads", "/admin/leads-offline"]) {
      const page = await request.get(path)
      expect(page.headers()["content-security-policy"], path).toContain(owner)
      expect(page.headers()["cache-control"], path).toBe("no-store")
    }
    const worker = await request.get("/admin/leads-worker.js")
    expect(worker.headers()["content-type"]).toContain("text/javascript")
    expect(await worker.text()).toContain("/admin/leads-offline")
    expect((await request.get("/admin/leads.webmanifest")).headers()["content-type"]).toBe("application/manifest+json")
    const rules = readFileSync("build/client/_headers", "utf8").split("\n\n")
    expect(rules.find((rule) => rule.startsWith("/admin/leads*\n"))).toContain(owner)
    expect(rules.find((rule) => rule.startsWith("/*\n"))).toContain("worker-src 'none'")
  })

  test("the editor keeps its pop-up-friendly opener policy", async ({ request }) => {
    const admin = await request.get("/admin")
    expect(admin.status()).toBe(200)
    expect(admin.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups")
  })

  for (const path of ALL_PATHS) {
    test(`${path} runs with no CSP violation`, async ({ page }) => {
      const violations: string[] = []
      page.on("console", (msg) => {
        if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text())
      })
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          ;(window as unknown as { __cspViolations: string[] }).__cspViolations ??= []
          ;(window as unknown as { __cspViolations: string[] }).__cspViolations.push(event.violatedDirective)
        })
      })
      const requests = trackRequests(page)
      await page.goto(path)
      await waitForQuiet(requests)
      // Scroll through the page so lazy islands, images and frames load too.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 700) {
          window.scrollTo(0, y)
          await new Promise((r) => setTimeout(r, 40))
        }
      })
      await waitForQuiet(requests)
      const reported = await page.evaluate(
        () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
      )
      expect(reported, path).toEqual([])
      expect(violations).toEqual([])
    })
  }
})

test("the built editor names no address on this computer: no loopback in /admin's CSP, no decap-server", async () => {
  const admin = await rawGet("/admin")
  expect(admin.status).toBe(200)
  expect(String(admin.headers["content-security-policy"])).not.toMatch(/localhost|127\.0\.0\.1/)
  // decap-server is `npm run cms`'s alone (its development server's editor keeps it).
  const config = JSON.parse(readFileSync("build/client/admin/config.yml", "utf8")) as Record<string, unknown>
  expect(config).not.toHaveProperty("local_backend")
})

test.describe("caching and compression", () => {
  test("hashed assets are immutable, HTML revalidates, text is precompressed", async ({ request }) => {
    const home = await rawGet("/", { "accept-encoding": "br, gzip" })
    expect(home.headers["cache-control"]).toBe("no-cache")
    expect(home.headers["content-encoding"]).toBe("br")
    expect(home.headers["vary"]).toBe("Accept-Encoding")
    const gz = await rawGet("/", { "accept-encoding": "gzip" })
    expect(gz.headers["content-encoding"]).toBe("gzip")
    const plain = await rawGet("/")
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(plain.body).toContain("<!DOCTYPE html>")
    // Every page, the editor's small one too (an endpoint the build writes as admin.html, under 512 bytes).
    for (const encoding of ["br", "gzip"]) {
      const admin = await rawGet("/admin", { "accept-encoding": encoding })
      expect(admin.status, encoding).toBe(200)
      expect(admin.headers["content-encoding"], encoding).toBe(encoding)
      expect(admin.headers["vary"], encoding).toBe("Accept-Encoding")
    }

    // Astro writes hashed files under /_astro/: the page's module script, each island's component and renderer.
    const html = await (await request.get("/")).text()
    const scripts = [...html.matchAll(/(?:src|component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1]!)
    expect(scripts.length).toBeGreaterThan(1)
    for (const path of new Set(scripts)) {
      const asset = await rawGet(path, { "accept-encoding": "br" })
      expect(asset.status, path).toBe(200)
      expect(asset.headers["cache-control"], path).toBe("public, max-age=31536000, immutable")
      expect(asset.headers["content-type"], path).toContain("text/javascript")
    }
  })

  test("keeps a missing hashed file's 404 a minute, not a year, here and in _headers", async () => {
    const missing = await rawGet("/_astro/missing.abc123.js")
    expect(missing.status).toBe(404)
    expect(missing.headers["cache-control"]).toBe("public, max-age=60")
    const headersFile = readFileSync("build/client/_headers", "utf8")
    const hashed = readdirSync("build/client/_astro").filter((name) => !/\.(br|gz)$/.test(name))
    for (const name of hashed) {
      expect(headersFile, name).toContain(
        `/_astro/${name}\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable`,
      )
    }
    expect(headersFile).not.toContain("/_astro/*")
    // Cloudflare Pages reads at most 100 rules from _headers.
    expect(headersFile.split("\n").filter((line) => line.startsWith("/")).length).toBeLessThanOrEqual(100)
  })

  test("answers a Range request with the whole file: Range is not offered (decision 022)", async () => {
    const whole = await rawGet("/robots.txt")
    for (const range of ["bytes=-10", "bytes=100-5", "bytes=0-0"]) {
      const res = await rawGet("/robots.txt", { range })
      expect(res.status, range).toBe(200)
      expect(res.body, range).toBe(whole.body)
      expect(res.headers["content-range"], range).toBeUndefined()
      expect(res.headers["accept-ranges"], range).toBeUndefined()
    }
  })

  test("answers a matching ETag with 304", async () => {
    const first = await rawGet("/services")
    const second = await rawGet("/services", { "if-none-match": String(first.headers.etag) })
    expect(second.status).toBe(304)
  })
})

test.describe("hostile and malformed URLs", () => {
  const cases: [string, number[]][] = [
    ["/../../etc/passwd", [400, 404]],
    ["/..%2f..%2f..%2fetc%2fpasswd", [400, 404]],
    ["/%2e%2e/%2e%2e/etc/passwd", [400, 404]],
    ["/_astro/..%5c..%5cpackage.json", [400]],
    ["/%00", [400]],
    ["/index.html%00.js", [400]],
    ["/%E0%A4%A", [400]],
    ["/.env", [404]],
    ["/.git/config", [404]],
    ["/../headers.json", [400, 404]],
    ["/" + "a".repeat(5000), [414]],
    ["/%09/evil.example/", [400]],
    ["/%0a/evil.example/", [400]],
    ["/a%0d%0ab/", [400]],
    ["/%7F/", [400]],
    // What the build writes for other hosts, and the compressed copies: never files of their own (decision 028).
    ["/_headers", [404]],
    ["/%5Fheaders", [404]],
    ["/index.html.br", [404]],
    ["/services.html.gz", [404]],
  ]
  for (const [path, statuses] of cases) {
    test(`${path.slice(0, 40)} is refused`, async () => {
      const res = await rawGet(path)
      expect(statuses).toContain(res.status)
      expect(res.body).not.toContain("root:")
      expect(res.body).not.toContain('"devDependencies"')
      expect(res.body).not.toContain("X-Content-Type-Options:")
    })
  }

  test("an odd byte in a page's address is a redirect on this site or a 404, never an error", async () => {
    const euro = await rawGet("/blog/%E2%82%AC/")
    expect([euro.status, euro.headers.location]).toEqual([301, "/blog/%E2%82%AC"])
    expect((await rawGet("/%E2%82%AC/")).headers.location).toBe("/%E2%82%AC")
    expect((await rawGet("/blog/%E2%82%AC")).status).toBe(404)
  })

  test("the server keeps serving after hostile requests", async () => {
    await rawGet("/%")
    await rawGet("/%%32%65%32%65/")
    expect((await rawGet("/")).status).toBe(200)
  })

  test("other methods are refused", async ({ request }) => {
    const res = await request.post("/", { data: "x" })
    expect(res.status()).toBe(405)
  })

  test("a trailing slash or the page file's name redirects to the canonical path", async () => {
    const redirects: [string, string][] = [
      ["/services/?a=1", "/services?a=1"],
      ["/services.html", "/services"],
      ["/blog/hepa-filters-clean-home.html", "/blog/hepa-filters-clean-home"],
      ["/index.html", "/"],
      ["/404.html", "/404"],
    ]
    for (const [path, location] of redirects) {
      const res = await rawGet(path)
      expect(res.status, path).toBe(301)
      expect(res.headers.location, path).toBe(location)
    }
    expect((await rawGet("/services")).status).toBe(200)
    expect((await rawGet("/blog")).status).toBe(200)
  })
})

test("an address ending like a file's is the page with all its headers, or a 404 or 400: never a page without them", async () => {
  // What a page's answer carries that a stylesheet's or an image's does not; /admin adds its own (decision 028).
  const documentHeaders = [
    "content-security-policy",
    "x-frame-options",
    "permissions-policy",
    "referrer-policy",
    "cross-origin-opener-policy",
    "x-robots-tag",
  ]
  const notFound = await rawGet("/no-such-page")
  const answers = new Map<number, number>()
  for (const page of [...ALL_PATHS, "/admin"]) {
    const own = await rawGet(page)
    expect(own.status, page).toBe(200)
    for (const mark of ["%3F", "%3f", "%23", ";", "%3B", "%3F%23"]) {
      for (const ending of [".css", ".js", ".json", ".png"]) {
        const path = `${page}${mark}${ending}`
        const res = await rawGet(path)
        answers.set(res.status, (answers.get(res.status) ?? 0) + 1)
        expect([200, 400, 404], path).toContain(res.status)
        const expected = res.status === 200 ? own : notFound
        if (String(res.headers["content-type"]).startsWith("text/html")) {
          for (const name of documentHeaders) expect(res.headers[name], `${path} ${name}`).toBe(expected.headers[name])
          expect(String(res.headers["content-security-policy"]), path).toContain("frame-ancestors 'none'")
          expect(res.headers["x-frame-options"], path).toBe("DENY")
        }
      }
    }
  }
  // Each spelling was asked: none is served as the page (an encoded "?" or "#" names no file; ";" is part of a name).
  expect(Object.fromEntries(answers)).toEqual({ 404: (ALL_PATHS.length + 1) * 24 })
})

test("a doubled slash cannot redirect off-site", async () => {
  const res = await rawGet("//evil.example/")
  expect(res.status).toBe(301)
  expect(res.headers.location).toBe("/evil.example")
})
