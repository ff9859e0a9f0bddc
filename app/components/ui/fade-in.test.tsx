import { render, screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import { FADE_MARGIN, FadeIn } from "./fade-in"

type Callback = (entries: { isIntersecting: boolean }[]) => void

let observers: { callback: Callback; options: IntersectionObserverInit }[] = []

function mockMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reduce && query.includes("reduce"), media: query }))
}

beforeEach(() => {
  observers = []
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: Callback, options: IntersectionObserverInit) {
        observers.push({ callback, options })
      }
      observe() {}
      disconnect() {}
    },
  )
  // Place every element below the fold.
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ top: 5000, bottom: 5200 } as DOMRect)
})
afterEach(() => vi.unstubAllGlobals())

describe("FadeIn", () => {
  it("hides content below the fold, then shows it once it is 100 px into view", () => {
    mockMotion(false)
    render(
      <FadeIn direction="left" delay={0.2} threshold={0.15}>
        Our story
      </FadeIn>,
    )
    const el = screen.getByText("Our story")
    expect(el).toHaveAttribute("data-fade", "hidden")
    expect(el.style.getPropertyValue("--fade-from")).toBe("translateX(24px)")
    expect(el.style.getPropertyValue("--fade-delay")).toBe("0.2s")
    expect(observers[0]?.options).toMatchObject({ rootMargin: FADE_MARGIN, threshold: 0.15 })
    observers[0]?.callback([{ isIntersecting: true }])
    expect(el).toHaveAttribute("data-fade", "shown")
  })

  it("does nothing under a reduced-motion preference", () => {
    mockMotion(true)
    render(<FadeIn>Calm</FadeIn>)
    expect(screen.getByText("Calm")).not.toHaveAttribute("data-fade")
    expect(observers).toHaveLength(0)
  })

  it("leaves content already on screen alone", () => {
    mockMotion(false)
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ top: 10, bottom: 200 } as DOMRect)
    render(<FadeIn>Above the fold</FadeIn>)
    expect(screen.getByText("Above the fold")).not.toHaveAttribute("data-fade")
  })
})
