import { readdirSync, readFileSync } from "node:fs"

import { describe, expect, it } from "vitest"

import routes from "~/routes"
import { siteConfig } from "~/site.config"

import pages from "../../content/pages.json"
import { blogPaths } from "../../react-router.config"
import { ARTICLE_ROUTE, isMiscasedPage, NOT_FOUND_ROUTE, NOT_FOUND_ROUTE_ID, PAGE_KEYS, PAGES } from "./site-routes"

// What the registry cannot produce itself is checked against it here.
describe("the page registry", () => {
  const registered = [...Object.values(PAGES), ARTICLE_ROUTE, NOT_FOUND_ROUTE]

  it("names every route module in app/routes, each once", () => {
    const modules = readdirSync("app/routes").filter((name) => name.endsWith(".tsx"))
    expect(registered.map(({ file }) => file.replace("routes/", "")).sort()).toEqual(modules.sort())
  })

  it("has one content/pages.json entry per page, and no other", () => {
    expect(Object.keys(pages).sort()).toEqual([...PAGE_KEYS].sort())
  })

  it("gives each page module its own copy", () => {
    for (const [key, { file }] of [...Object.entries(PAGES), ["notFound", NOT_FOUND_ROUTE] as const]) {
      expect(readFileSync(`app/${file}`, "utf8"), file).toContain(`from "virtual:page-copy/${key}"`)
    }
  })

  it("routes each page once, then articles, then any other path", () => {
    expect(routes.map((route) => (route.index ? "/" : `/${route.path}`))).toEqual([
      ...Object.values(PAGES).map((page) => page.path),
      ...blogPaths(),
      `/${NOT_FOUND_ROUTE.path}`,
    ])
  })

  it("links the navigation only to registered pages", () => {
    const paths = Object.values(PAGES).map((page) => page.path as string)
    for (const { to } of [...siteConfig.nav, ...siteConfig.footerNav]) expect(paths).toContain(to)
  })
})

describe("isMiscasedPage", () => {
  it("flags a page route matched by a path with capitals", () => {
    expect(isMiscasedPage("/Services", "routes/services")).toBe(true)
    expect(isMiscasedPage("/blog/HEPA-filters-clean-home", "article/blog/hepa-filters-clean-home")).toBe(true)
  })

  it("leaves exact paths and the splat route alone", () => {
    expect(isMiscasedPage("/services", "routes/services")).toBe(false)
    expect(isMiscasedPage("/No-Such-Page", NOT_FOUND_ROUTE_ID)).toBe(false)
    expect(isMiscasedPage("/Anything", undefined)).toBe(false)
  })
})
