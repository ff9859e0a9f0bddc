import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import type * as Analytics from "./analytics"
import { track, trackingAttributes } from "./tracking"

type TagWindow = Window & { dataLayer?: IArguments[]; gtag?: unknown; clarity?: { q?: IArguments[] } }
const w = window as TagWindow

/** The dataLayer entries as plain arrays (gtag pushes `arguments` objects). */
const pushes = () => (w.dataLayer ?? []).map((args) => Array.from(args))
let appended: HTMLScriptElement[] = []
const tagScripts = () => appended.map((s) => s.src)

let { ANALYTICS_DISABLED_WARNING, startAnalytics, trackLinkClicks } = {} as typeof Analytics

beforeEach(async () => {
  // A fresh module for each test, as for each page: it starts only once.
  vi.resetModules()
  ;({ ANALYTICS_DISABLED_WARNING, startAnalytics, trackLinkClicks } = await import("./analytics"))
  delete w.dataLayer
  delete w.gtag
  delete w.clarity
  // Record the tag scripts instead of letting happy-dom try to fetch them.
  appended = []
  vi.spyOn(document.head, "appendChild").mockImplementation(<T extends Node>(node: T) => {
    appended.push(node as unknown as HTMLScriptElement)
    return node
  })
  // By default the page has loaded and the browser is idle at once.
  vi.stubGlobal("requestIdleCallback", (cb: () => void) => (cb(), 1))
  Object.defineProperty(document, "readyState", { configurable: true, get: () => "complete" })
})

afterEach(() => {
  delete (document as { readyState?: unknown }).readyState
  vi.unstubAllGlobals()
})

describe("analytics without ids", () => {
  it("warns exactly once, loads no tag, and every call is a safe no-op", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    expect(startAnalytics({})).toBeUndefined()
    startAnalytics({})
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith(ANALYTICS_DISABLED_WARNING)
    const stop = trackLinkClicks()
    expect(() => {
      track({ kind: "quote", location: "hero_primary" })
      track({ kind: "quote", location: "navbar" })
      track({ kind: "call", label: "0491 570 156", location: "footer" })
      track({ kind: "email", label: "hello@example.com", location: "footer" })
    }).not.toThrow()
    stop()
    expect(w.gtag).toBeUndefined()
    expect(w.dataLayer).toBeUndefined()
    expect(tagScripts()).toEqual([])
  })

  it("a tag that throws never breaks a click", () => {
    w.gtag = () => {
      throw new Error("blocked")
    }
    const stop = trackLinkClicks()
    expect(() => track({ kind: "quote", location: "hero_primary" })).not.toThrow()
    stop()
  })
})

describe("analytics with ids", () => {
  const ids = { gaMeasurementId: "G-TEST123", clarityProjectId: "testclarity" }

  it("adds the GA4 and Clarity tags only after the page settles", async () => {
    const idle = vi.fn<(cb: () => void) => number>(() => 1)
    vi.stubGlobal("requestIdleCallback", idle)
    Object.defineProperty(document, "readyState", { configurable: true, get: () => "loading" })
    const warn = vi.spyOn(console, "warn")
    await startAnalytics(ids)
    expect(tagScripts()).toEqual([])
    window.dispatchEvent(new Event("load"))
    expect(tagScripts()).toEqual([])
    expect(idle).toHaveBeenCalledTimes(1)
    idle.mock.calls[0]![0]()
    expect(tagScripts()).toEqual([
      "https://www.googletagmanager.com/gtag/js?id=G-TEST123",
      "https://www.clarity.ms/tag/testclarity",
    ])
    expect(appended.every((s) => s.async && s.tagName === "SCRIPT" && !s.textContent)).toBe(true)
    expect(warn).not.toHaveBeenCalled()
  })

  it("configures gtag and queues events in dataLayer before the tag arrives", async () => {
    await startAnalytics(ids)
    expect(pushes()[0]?.[0]).toBe("js")
    expect(pushes()[1]).toEqual(["config", "G-TEST123"])
    expect(typeof w.clarity).toBe("function")
  })

  it("forwards every event with its parameters", async () => {
    await startAnalytics(ids)
    const stop = trackLinkClicks()
    track({ kind: "quote", location: "hero_primary" })
    track({ kind: "quote", location: "mobile_navbar" })
    track({ kind: "call", label: "0491 570 156", location: "contact_page" })
    track({ kind: "email", label: "hello@example.com", location: "footer" })
    stop()
    expect(pushes().slice(2)).toEqual([
      ["event", "quote_click", { location: "hero_primary" }],
      ["event", "quote_form_submit", { location: "mobile_navbar" }],
      ["event", "quote_submission", { location: "mobile_navbar", currency: "AUD", value: 1 }],
      ["event", "call_click", { label: "0491 570 156", location: "contact_page" }],
      ["event", "email_click", { label: "hello@example.com", location: "footer" }],
    ])
  })

  it("loads only the tag whose id is set, once per page", async () => {
    await startAnalytics({ clarityProjectId: "testclarity" })
    expect(tagScripts()).toEqual(["https://www.clarity.ms/tag/testclarity"])
    expect(w.gtag).toBeUndefined()
    await startAnalytics(ids)
    expect(tagScripts()).toHaveLength(1)
  })

  it("records tracked links' clicks and what islands report with track(), as their events", async () => {
    await startAnalytics(ids)
    const stop = trackLinkClicks()
    const link = Object.assign(document.createElement("a"), { href: "tel:0491570156" })
    for (const [name, value] of Object.entries(trackingAttributes({ kind: "call", location: "footer", label: "Call" })))
      if (value) link.setAttribute(name, value)
    link.append(document.createElement("span"))
    document.body.append(link)
    link.querySelector("span")!.dispatchEvent(new MouseEvent("click", { bubbles: true }))
    track({ kind: "quote", location: "final_form" })
    stop()
    track({ kind: "quote", location: "hero_primary" })
    link.remove()
    expect(pushes().slice(2)).toEqual([
      ["event", "call_click", { label: "Call", location: "footer" }],
      ["event", "quote_click", { location: "final_form" }],
    ])
  })

  it("records an instant estimate carried to the quote form as estimate_complete, its total in AUD", async () => {
    await startAnalytics(ids)
    const stop = trackLinkClicks()
    track({ kind: "estimate", value: 365 })
    stop()
    expect(pushes().slice(2)).toEqual([["event", "estimate_complete", { currency: "AUD", value: 365 }]])
  })
})
