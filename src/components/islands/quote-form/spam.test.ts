import { describe, expect, it } from "vitest"

import { looksAutomated, MIN_FILL_MS } from "./delivery"

describe("looksAutomated", () => {
  it("passes a person: empty honeypot, at least the minimum fill time", () => {
    expect(looksAutomated({ honeypot: "", startedAt: 1000, sentAt: 1000 + MIN_FILL_MS })).toBe(false)
  })

  it("catches a filled honeypot however slow", () => {
    expect(looksAutomated({ honeypot: "http://spam.example", startedAt: 0, sentAt: 60_000 })).toBe(true)
  })

  it("catches a form sent faster than anyone can type it", () => {
    expect(looksAutomated({ honeypot: "", startedAt: 1000, sentAt: 1000 + MIN_FILL_MS - 1 })).toBe(true)
  })
})
