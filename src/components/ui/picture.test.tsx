import { fireEvent, render, screen } from "@testing-library/react"
import { beforeEach, describe, expect, it, vi } from "vitest"

import { PLACEHOLDER_IMAGE } from "~/lib/images"

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

  it("falls back to the placeholder once, and never loops", () => {
    render(<Picture src="/photos/missing.jpg" alt="Missing" />)
    const img = screen.getByRole("img", { name: "Missing" })
    fireEvent.error(img)
    const fallback = screen.getByRole("img", { name: "Missing" })
    expect(fallback).toHaveAttribute("src", PLACEHOLDER_IMAGE)
    fireEvent.error(fallback)
    expect(screen.getByRole("img", { name: "Missing" })).toHaveAttribute("src", PLACEHOLDER_IMAGE)
    expect(screen.getAllByRole("img")).toHaveLength(1)
  })
})
