import { describe, expect, it } from "vitest"

import { DEFAULT_GALLERY_TAB, GALLERY_TABS, tabForKey } from "./gallery-tabs"

describe("gallery tabs", () => {
  it("lists the five tabs in the spec's order and opens on Bathrooms", () => {
    expect(GALLERY_TABS.map((t) => t.label)).toEqual([
      "Bathrooms",
      "Kitchens",
      "Commercial",
      "Builder Cleans",
      "Before & After",
    ])
    expect(DEFAULT_GALLERY_TAB).toBe("bathrooms")
  })

  it("moves with the arrow keys, wrapping around, and jumps with Home and End", () => {
    expect(tabForKey("bathrooms", "ArrowRight")).toBe("kitchens")
    expect(tabForKey("bathrooms", "ArrowLeft")).toBe("beforeAfter")
    expect(tabForKey("beforeAfter", "ArrowRight")).toBe("bathrooms")
    expect(tabForKey("commercial", "Home")).toBe("bathrooms")
    expect(tabForKey("commercial", "End")).toBe("beforeAfter")
    expect(tabForKey("commercial", "Enter")).toBeNull()
  })
})
