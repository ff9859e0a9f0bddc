// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest"

import { FONTS_CACHED_KEY, FONTS_FROM_FIRST_PAINT, FONTS_LOADED_CLASS, loadWebFonts } from "./web-fonts"

let painted: () => void = () => {}
vi.mock("./after-first-paint", () => ({ afterFirstPaint: () => new Promise<void>((resolve) => (painted = resolve)) }))

const flush = () => new Promise((resolve) => setTimeout(resolve, 40))

describe("loadWebFonts", () => {
  afterEach(() => {
    document.documentElement.classList.remove(FONTS_LOADED_CLASS)
    localStorage.clear()
    vi.restoreAllMocks()
  })

  it("asks for both fonts only after the first paint and leaves this page as it is drawn, for the next to use them", async () => {
    const load = vi.fn(async () => [])
    Object.defineProperty(document, "fonts", { value: { load }, configurable: true })
    loadWebFonts()
    await flush()
    expect(load).not.toHaveBeenCalled()
    painted()
    await flush()
    expect(load.mock.calls).toEqual([['1em "Inter Variable"'], ['1em "Fraunces Variable"']])
    expect(document.documentElement.classList.contains(FONTS_LOADED_CLASS)).toBe(false)
    expect(localStorage.getItem(FONTS_CACHED_KEY)).toBe("1")
  })

  it("sets no flag when a font fails to load", async () => {
    Object.defineProperty(document, "fonts", {
      value: { load: async () => Promise.reject(new Error("offline")) },
      configurable: true,
    })
    loadWebFonts()
    painted()
    await flush()
    expect(document.documentElement.classList.contains(FONTS_LOADED_CLASS)).toBe(false)
    expect(localStorage.getItem(FONTS_CACHED_KEY)).toBeNull()
  })

  it("does nothing on a page that already uses them (set before the first paint from the flag)", async () => {
    const load = vi.fn(async () => [])
    Object.defineProperty(document, "fonts", { value: { load }, configurable: true })
    document.documentElement.classList.add(FONTS_LOADED_CLASS)
    loadWebFonts()
    painted()
    await flush()
    expect(load).not.toHaveBeenCalled()
  })

  it("has later pages use the fonts from their first paint, by the flag an earlier page left", () => {
    new Function(FONTS_FROM_FIRST_PAINT)()
    expect(document.documentElement.classList.contains(FONTS_LOADED_CLASS)).toBe(false)
    localStorage.setItem(FONTS_CACHED_KEY, "1")
    new Function(FONTS_FROM_FIRST_PAINT)()
    expect(document.documentElement.classList.contains(FONTS_LOADED_CLASS)).toBe(true)
  })
})
