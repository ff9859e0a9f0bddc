import { render, screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import { FADE_MARGIN } from "~/lib/fade-ins"

import { FadeIn } from "./fade-in"

type Entry = {
  isIntersecting: boolean
  boundingClientRect: { top: number; bottom: number }
  rootBounds?: { bottom: number; height?: number } | null
  intersectionRatio?: number
  intersectionRect?: { height: number }
}
type Callback = (entries: Entry[]) => void

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
})

const BELOW_THE_FOLD = { top: 5000, bottom: 5200 }
const ON_SCREEN = { top: 10, bottom: 200 }

/** A later report of the observer: `ratio` of the element, `height` px of it, inside a root box of `box.height`. */
const seen = (box: { bottom: number; height: number }, ratio: number, height: number) =>
  observers[0]?.callback([
    {
      isIntersecting: true,
      boundingClientRect: ON_SCREEN,
      rootBounds: box,
      intersectionRatio: ratio,
      intersectionRect: { height },
    },
  ])
afterEach(() => vi.unstubAllGlobals())

describe("FadeIn", () => {
  it("slides in from below (up, the stylesheet's default), above (down), the right (left) or the left (right)", () => {
    render(
      <>
        <FadeIn>up</FadeIn>
        <FadeIn direction="down">down</FadeIn>
        <FadeIn direction="left">left</FadeIn>
        <FadeIn direction="right">right</FadeIn>
      </>,
    )
    const from = (text: string) => screen.getByText(text).style.getPropertyValue("--fade-from")
    expect([from("up"), from("down"), from("left"), from("right")]).toEqual([
      "",
      "translateY(-24px)",
      "translateX(24px)",
      "translateX(-24px)",
    ])
  })

  it("hides content below the fold, then shows it once it is 100 px into view", () => {
    mockMotion(false)
    render(
      <FadeIn direction="left" threshold={0.15}>
        Our story
      </FadeIn>,
    )
    const el = screen.getByText("Our story")
    expect(el).not.toHaveAttribute("data-fade")
    // The observer's first report places it below the fold.
    observers[0]?.callback([{ isIntersecting: false, boundingClientRect: BELOW_THE_FOLD }])
    expect(el).toHaveAttribute("data-fade", "hidden")
    expect(el.style.getPropertyValue("--fade-from")).toBe("translateX(24px)")
    // Its later reports come at tenths of the threshold, and show it once the threshold is in the box.
    expect(observers).toHaveLength(1)
    const reveal = observers[0]!
    expect(reveal.options.rootMargin).toBe(FADE_MARGIN)
    expect((reveal.options.threshold as number[]).at(-1)).toBeCloseTo(0.15)
    const box = { bottom: 700, height: 600 }
    seen(box, 0.1, 60)
    expect(el).toHaveAttribute("data-fade", "hidden")
    seen(box, 0.15, 90)
    expect(el).toHaveAttribute("data-fade", "shown")
  })

  it("shows a section taller than the screen once it nearly fills it, short of the threshold", () => {
    mockMotion(false)
    render(<FadeIn threshold={0.15}>Our team</FadeIn>)
    const el = screen.getByText("Our team")
    observers[0]?.callback([{ isIntersecting: false, boundingClientRect: BELOW_THE_FOLD }])
    const box = { bottom: 240, height: 140 } // a phone held sideways: 340 px less the margins
    seen(box, 0.06, 80)
    expect(el).toHaveAttribute("data-fade", "hidden")
    seen(box, 0.09, 130)
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
    render(<FadeIn>Above the fold</FadeIn>)
    // On screen but not yet 100 px in: still left alone.
    // (The report's root box is the 800 px viewport less the 100 px margin.)
    observers[0]?.callback([
      { isIntersecting: false, boundingClientRect: { top: 780, bottom: 980 }, rootBounds: { bottom: 700 } },
    ])
    expect(screen.getByText("Above the fold")).not.toHaveAttribute("data-fade")
  })
})
