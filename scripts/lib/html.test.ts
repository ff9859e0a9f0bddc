import { describe, expect, it } from "vitest"

import { brokenLinks } from "./html"

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
