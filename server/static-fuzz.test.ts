import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { headerRules, toNetlifyHeaders } from "../scripts/integration/headers"
import { listen } from "../tests/support/test-server"
import { createStaticHandler } from "./static"

const ORIGIN = "https://www.riverleaf-cleaning.example"
const hex = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`

/** Where a browser lands following `location`: it drops tabs and newlines from an address before resolving it. */
const landsOn = (location: string) => new URL(location.replace(/[\t\n\r]/g, ""), `${ORIGIN}/here/page`).origin

/** Every byte in several places of a path, then the known tricks: double encoding, backslashes, dot segments, length. */
function hostilePaths() {
  const places = [
    (x: string) => `/${x}`,
    (x: string) => `/${x}/`,
    (x: string) => `/${x}/evil.example/`,
    (x: string) => `/${x}${x}/evil.example/`,
    (x: string) => `/a${x}b/`,
    (x: string) => `/blog/${x}/`,
    (x: string) => `/${x}.html`,
    (x: string) => `/about/${x}/../evil.example/`,
    (x: string) => `/%25${x.slice(1)}/evil.example/`,
    (x: string) => `/about/?next=${x}/evil.example`,
    // Before a file's ending: an encoded "?" or "#" once served the page without its policy (decision 028).
    (x: string) => `/about${x}.css`,
    (x: string) => `/admin${x}.json`,
    (x: string) => `/blog/first-post${x}.js`,
    (x: string) => `/${x}.png`,
  ]
  const bytes = Array.from({ length: 256 }, (_, byte) => hex(byte))
  return [
    ...places.flatMap((place) => bytes.map(place)),
    "//evil.example/",
    "///evil.example/",
    "/\\evil.example/",
    "/\\/evil.example/",
    "/%5C%5Cevil.example/",
    "/%5C/evil.example/",
    "/%2F%2Fevil.example/",
    "/%2F/evil.example/",
    "/%252F%252Fevil.example/",
    "/%25%30%39/evil.example/",
    "/./evil.example/",
    "/../evil.example/",
    "/.%2e/evil.example/",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/about.html/",
    "/index.html/",
    "/about/index.html",
    "/https:/evil.example/",
    "/@evil.example/",
    `/${"a/".repeat(1100)}`,
    `/${"a".repeat(2000)}/`,
    `/${"%E2%82%AC".repeat(200)}/`,
  ]
}

describe("the static handler against hostile paths", () => {
  let site: Awaited<ReturnType<typeof listen>>
  const root = mkdtempSync(join(tmpdir(), "site-fuzz-"))

  beforeAll(async () => {
    mkdirSync(join(root, "client", "blog"), { recursive: true })
    writeFileSync(join(root, "client", "index.html"), "<h1>home</h1>")
    writeFileSync(join(root, "client", "about.html"), "<h1>about</h1>")
    writeFileSync(join(root, "client", "blog", "first-post.html"), "<h1>first post</h1>")
    writeFileSync(join(root, "client", "404.html"), "<h1>404 Page Not Found</h1>")
    mkdirSync(join(root, "client", "admin"))
    writeFileSync(join(root, "client", "admin", "index.html"), "<h1>editor</h1>")
    writeFileSync(join(root, "client", "_headers"), toNetlifyHeaders(headerRules(["sha256-fuzz="], {}), []))
    site = await listen(createStaticHandler(join(root, "client")))
  })
  afterAll(() => site.close())

  // 3,600 requests take 4-5 s on a quiet two-core machine: vitest's 5 s default failed it on a loaded one.
  it("never answers 5xx, never sends a visitor to another site, and never a page without its policy", async () => {
    const paths = hostilePaths()
    const wrong: string[] = []
    // A few requests at a time, over kept-alive connections.
    for (let i = 0; i < paths.length; i += 8) {
      await Promise.all(
        paths.slice(i, i + 8).map(async (path) => {
          const { status, headers } = await site.get(path)
          if (status >= 500) wrong.push(`${path} answered ${status}`)
          // Whatever answers as HTML (a page, the 404 page, the editor) carries its policy and frame protection.
          if (String(headers["content-type"]).startsWith("text/html")) {
            if (!String(headers["content-security-policy"]).includes("frame-ancestors 'none'")) {
              wrong.push(`${path} answered HTML without its CSP`)
            }
            if (headers["x-frame-options"] !== "DENY") wrong.push(`${path} answered HTML without X-Frame-Options`)
          }
          const location = headers.location
          if (location !== undefined && landsOn(String(location)) !== ORIGIN) {
            wrong.push(`${path} redirected to ${JSON.stringify(location)}`)
          }
        }),
      )
    }
    expect(wrong).toEqual([])
    expect(paths.length).toBeGreaterThan(3584)
  }, 30_000)

  it("judges a browser's landing place as a browser does", () => {
    expect(landsOn("/\t/evil.example")).toBe("https://evil.example")
    expect(landsOn("/\\evil.example")).toBe("https://evil.example")
    expect(landsOn("/about")).toBe(ORIGIN)
  })
})
