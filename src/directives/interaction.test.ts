// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest"

import interaction from "./interaction"

type Entry = { intersectionRect: { width: number; height: number } }

/** A stand-in for the browser's IntersectionObserver: `report(rect)` tells every observer that a part moved. */
function stubObserver() {
  const observers: { callback: (entries: Entry[]) => void; targets: Element[]; disconnected: boolean }[] = []
  vi.stubGlobal("IntersectionObserver", function IntersectionObserver(callback: (entries: Entry[]) => void) {
    const observer = { callback, targets: [] as Element[], disconnected: false }
    observers.push(observer)
    return {
      observe: (target: Element) => observer.targets.push(target),
      disconnect: () => (observer.disconnected = true),
    }
  })
  return {
    observers,
    report: (width: number, height: number) =>
      observers.forEach((o) => o.callback(o.targets.map(() => ({ intersectionRect: { width, height } })))),
  }
}

// Astro types a directive's value as a string; at run time it is the value the page wrote, parsed from JSON.
const options = (value: unknown) => ({ name: "interaction", value }) as Parameters<typeof interaction>[1]

const flush = () => new Promise((resolve) => setTimeout(resolve))

function island() {
  const el = document.createElement("div")
  el.innerHTML = '<article></article><div data-slot="placeholder"></div><div data-slot="placeholder"></div>'
  document.body.append(el)
  const load = vi.fn(async () => async () => {})
  return { el, load }
}

describe("client:interaction's inView", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    document.body.innerHTML = ""
  })

  it("watches the island's parts the selector names, and starts at their first pixel on screen, once", async () => {
    const { observers, report } = stubObserver()
    const { el, load } = island()
    void interaction(load, options({ inView: '[data-slot="placeholder"]' }), el)
    expect(observers[0]!.targets).toHaveLength(2)

    // Touching the screen's bottom edge, with no pixel on it, is not on screen yet.
    report(375, 0)
    await flush()
    expect(load).not.toHaveBeenCalled()

    report(375, 1)
    report(375, 40)
    await flush()
    expect(load).toHaveBeenCalledOnce()
    expect(observers[0]!.disconnected).toBe(true)
  })

  it("a first move inside the island starts it before its parts come on screen, and stops the watching", async () => {
    const { observers } = stubObserver()
    const { el, load } = island()
    void interaction(load, options({ inView: '[data-slot="placeholder"]' }), el)
    el.querySelector("article")!.dispatchEvent(new Event("pointerover", { bubbles: true }))
    await flush()
    expect(load).toHaveBeenCalledOnce()
    expect(observers[0]!.disconnected).toBe(true)
  })

  it("starts `margin` from the screen when one is given, as client:visible's rootMargin", () => {
    const given: unknown[] = []
    vi.stubGlobal("IntersectionObserver", function IntersectionObserver(_: unknown, init: unknown) {
      given.push(init)
      return { observe: () => {}, disconnect: () => {} }
    })
    const { el, load } = island()
    void interaction(load, options({ inView: ":scope > *", margin: "600px" }), el)
    expect(given).toEqual([{ rootMargin: "600px" }])
  })

  it("watches nothing without the option", () => {
    const { observers } = stubObserver()
    const { el, load } = island()
    void interaction(load, options(true), el)
    expect(observers).toHaveLength(0)
  })
})
