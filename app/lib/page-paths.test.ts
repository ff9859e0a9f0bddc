import { describe, expect, it } from "vitest"

import { isMiscasedPage, NOT_FOUND_ROUTE_ID } from "./page-paths"

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
