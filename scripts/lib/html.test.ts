import { describe, expect, it } from "vitest"

import { brokenLinks, moveIslandScripts } from "./html"

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
})

describe("moveIslandScripts", () => {
  const runtime = `(()=>{var f=class extends HTMLElement{};customElements.get("astro-island")||customElements.define("astro-island",f)})();`
  const visible = `(()=>{var a=()=>{};(self.Astro||(self.Astro={})).visible=a;window.dispatchEvent(new Event("astro:visible"));})();`
  const idle = `(()=>{var a=()=>{};(self.Astro||(self.Astro={})).idle=a;window.dispatchEvent(new Event("astro:idle"));})();`
  const head = `<head><title>x</title><script>try{localStorage}catch{}</script></head>`
  const page = (...scripts: string[]) =>
    `<html>${head}<body>${scripts.map((s) => `<script>${s}</script>`).join("")}<astro-island></astro-island>` +
    `<script type="application/ld+json">{}</script><script type="module" src="/_astro/page.a1.js"></script></body></html>`

  it("moves Astro's island scripts of every page into one file, each once, and loads it deferred at low priority", () => {
    const { pages, code } = moveIslandScripts({ "/": page(visible, runtime), "/a": page(idle, runtime) }, () => "/i.js")
    expect(code).toBe(`${visible}\n${runtime}\n${idle}`)
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
    const { pages } = moveIslandScripts({ "/": page(runtime), "/plain": plain }, () => "/i.js")
    expect(pages["/plain"]).toBe(plain)
    expect(moveIslandScripts({ "/plain": plain }, () => "/i.js")).toEqual({ pages: { "/plain": plain }, code: "" })
  })
})
