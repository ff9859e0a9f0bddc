import { fireEvent, render, screen } from "@testing-library/react"
import { beforeEach, describe, expect, it, vi } from "vitest"

import { Picture } from "./picture"

describe("Picture", () => {
  // happy-dom fails every image load; a real browser reports a pending lazy image as not complete.
  beforeEach(() => {
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(false)
  })

  it("renders an accessible image, lazy and low priority by default", () => {
    render(<Picture src="/photos/x.jpg" alt="A clean bathroom" />)
    const img = screen.getByRole("img", { name: "A clean bathroom" })
    expect(img).toHaveAttribute("loading", "lazy")
    expect(img).toHaveAttribute("fetchpriority", "low")
    expect(img).toHaveAttribute("src", "/photos/x.jpg")
  })

  it("loads priority images eagerly with high fetch priority", () => {
    render(<Picture src="/photos/hero.jpg" alt="Hero" priority />)
    const img = screen.getByRole("img", { name: "Hero" })
    expect(img).toHaveAttribute("loading", "eager")
    expect(img).toHaveAttribute("fetchpriority", "high")
  })

  it("leaves a failed photo to the page script, whose fallback is the one for every photo (decision 017)", () => {
    render(<Picture src="/photos/missing.jpg" alt="Missing" />)
    const img = screen.getByRole("img", { name: "Missing" })
    fireEvent.error(img)
    // No render of its own: React would put a new element in its place, asking for the placeholder a second time.
    expect(screen.getByRole("img", { name: "Missing" })).toBe(img)
    expect(img).toHaveAttribute("src", "/photos/missing.jpg")
  })
})
