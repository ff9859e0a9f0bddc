// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest"

import { afterFirstPaint } from "./after-first-paint"

type Callback = (entries: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect(): void }) => void

/** A stand-in for the browser's paint reports: `paint()` reports the first contentful paint. */
function stubPaints() {
  let report: Callback | undefined
  const disconnect = vi.fn()
  vi.stubGlobal(
    "PerformanceObserver",
    Object.assign(
      function PerformanceObserver(callback: Callback) {
        report = callback
        return { observe: () => {}, disconnect }
      },
      { supportedEntryTypes: ["paint"] },
    ),
  )
  return {
    paint: () =>
      report?.({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) }, { disconnect }),
    disconnect,
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve))

describe("afterFirstPaint", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it("resolves in idle time once the page has loaded and its first paint is shown, not before", async () => {
    const { paint, disconnect } = stubPaints()
    const idle: (() => void)[] = []
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback))
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading")
    const done = vi.fn()
    void afterFirstPaint().then(done)

    paint()
    await flush()
    expect(disconnect).toHaveBeenCalled()
    expect(idle).toHaveLength(0)
    window.dispatchEvent(new Event("load"))
    await flush()
    expect(done).not.toHaveBeenCalled()
    idle.forEach((callback) => callback())
    await flush()
    expect(done).toHaveBeenCalledOnce()
  })

  it("waits for the paint when the page had already loaded", async () => {
    const { paint } = stubPaints()
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => callback())
    vi.spyOn(document, "readyState", "get").mockReturnValue("complete")
    const done = vi.fn()
    void afterFirstPaint().then(done)
    await flush()
    expect(done).not.toHaveBeenCalled()
    paint()
    await flush()
    expect(done).toHaveBeenCalledOnce()
  })
})
