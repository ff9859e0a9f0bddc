import { describe, expect, it } from "vitest"

import {
  confirmBodySchema,
  declineBodySchema,
  declineOpening,
  leadListSchema,
  refusalSchema,
  STATE_WORDS,
} from "./lead-inbox"

describe("the inbox's contract", () => {
  it("reads a step's body as the API takes it: trimmed, a decline's words optional and capped", () => {
    expect(confirmBodySchema.parse({ date: " 2026-12-01 ", window: "08:00-11:00" })).toEqual({
      date: "2026-12-01",
      window: "08:00-11:00",
    })
    expect(confirmBodySchema.safeParse({ date: "2026-12-01" }).success).toBe(false)
    expect(declineBodySchema.parse({})).toEqual({ message: "" })
    expect(declineBodySchema.parse({ message: "  Sorry.\n" })).toEqual({ message: "Sorry." })
    expect(declineBodySchema.safeParse({ message: "x".repeat(2001) }).error?.issues[0]?.message).toBe(
      "The message must be at most 2000 characters.",
    )
  })

  it("refuses an answer of another shape, so the island never shows what it cannot read", () => {
    const list = {
      ok: true,
      login: "o",
      windows: [],
      days: { first: "2026-11-26", last: "2028-12-31" },
      pushKey: "",
      leads: [],
    }
    expect(leadListSchema.safeParse(list).success).toBe(true)
    expect(leadListSchema.safeParse({ ...list, leads: [{ reference: "Q-1" }] }).success).toBe(false)
    expect(leadListSchema.safeParse({ ok: false, error: "Please sign in to see the leads." }).success).toBe(false)
    expect(refusalSchema.parse({ ok: false, errors: { date: "We don't clean on Sundays" }, anyway: true })).toEqual({
      ok: false,
      errors: { date: "We don't clean on Sundays" },
      anyway: true,
    })
  })

  it("names every state, and opens a decline with the cancel of a confirmed day or a plain no", () => {
    expect(Object.values(STATE_WORDS)).toEqual(["New", "Contacted", "Confirmed", "Declined", "Expired"])
    const confirmed = { date: "2026-12-01", window: "08:00-11:00", words: "Tuesday 1 December 2026, 8–11 am" }
    expect(declineOpening({ reference: "Q-7K3M-Q9XD", state: "confirmed", confirmed })).toBe(
      "We're sorry: we can no longer come on Tuesday 1 December 2026, 8–11 am. The visit is cancelled, and the invitation with this e-mail takes it out of your calendar.",
    )
    expect(declineOpening({ reference: "Q-7K3M-Q9XD", state: "contacted", confirmed: null })).toBe(
      "Thank you for your quote request Q-7K3M-Q9XD. We're sorry: we can't take it on this time.",
    )
  })
})
