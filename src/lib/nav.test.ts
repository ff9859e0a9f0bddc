import { describe, expect, it } from "vitest"

import { isNavActive } from "./nav"

describe("isNavActive", () => {
  it("marks Home active only on exactly /", () => {
    expect(isNavActive("/", "/")).toBe(true)
    expect(isNavActive("/services", "/")).toBe(false)
    expect(isNavActive("/gallery/extra", "/")).toBe(false)
  })

  it("marks other items active when the path starts with their link", () => {
    expect(isNavActive("/services", "/services")).toBe(true)
    expect(isNavActive("/services/deep-clean", "/services")).toBe(true)
    expect(isNavActive("/contact", "/services")).toBe(false)
    expect(isNavActive("/", "/gallery")).toBe(false)
  })
})
