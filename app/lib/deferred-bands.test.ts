// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest"

import { DEFERRED_BAND_CLASS, revealDeferredBands } from "./deferred-bands"

afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ""
})

function bands(n: number) {
  document.body.innerHTML = Array.from(
    { length: n },
    (_, i) => `<section class="${DEFERRED_BAND_CLASS}" id="b${i}"></section>`,
  ).join("")
  return [...document.querySelectorAll<HTMLElement>("section")]
}

describe("revealDeferredBands", () => {
  it("renders the deferred bands one per idle turn, in page order", () => {
    vi.useFakeTimers()
    vi.stubGlobal("requestIdleCallback", undefined)
    const [first, second, third] = bands(3)
    revealDeferredBands()
    expect(first!.style.contentVisibility).toBe("")
    vi.advanceTimersByTime(50)
    expect(first!.style.contentVisibility).toBe("visible")
    expect(second!.style.contentVisibility).toBe("")
    vi.advanceTimersByTime(100)
    expect(second!.style.contentVisibility).toBe("visible")
    expect(third!.style.contentVisibility).toBe("visible")
    vi.unstubAllGlobals()
  })

  it("stops when cancelled, as on leaving the page", () => {
    vi.useFakeTimers()
    vi.stubGlobal("requestIdleCallback", undefined)
    const [first, second] = bands(2)
    const stop = revealDeferredBands()
    vi.advanceTimersByTime(50)
    stop()
    vi.advanceTimersByTime(500)
    expect(first!.style.contentVisibility).toBe("visible")
    expect(second!.style.contentVisibility).toBe("")
    vi.unstubAllGlobals()
  })
})
