import { describe, expect, it } from "vitest"

import type { LeadDetail } from "../../../../common/lead-inbox"
import { signInNotice, stepShown } from "./use-lead-inbox"

describe("what the inbox says on its return from GitHub", () => {
  it("names a login with no access, says a failed sign-in plainly, and says nothing otherwise", () => {
    expect(signInNotice("?no-access=a-stranger")).toBe("This GitHub account (a-stranger) has no access to the leads.")
    expect(signInNotice("?no-access=riverleaf-owner).%20Your%20account%20is%20locked:%20call%200400%20000%20000")).toBe(
      "This GitHub account has no access to the leads.",
    )
    expect(signInNotice("?sign-in=failed")).toBe("Signing in with GitHub did not work. Please try again.")
    expect(signInNotice("")).toBeUndefined()
  })
})

describe("a step tried again after its answer was lost", () => {
  const lead = {
    reference: "Q-AAAA-BBBB",
    received: "26 Nov 2026, 8:00 am",
    name: "Sam Taylor",
    suburb: "Thurgoona",
    service: "Deep Clean",
    estimate: "",
    state: "new",
    asked: null,
    confirmed: null,
    email: "sam@example.com",
    phone: "0400 111 222",
    message: "",
    page: "/",
    notes: "",
    undelivered: [],
  } satisfies LeadDetail
  const day = { date: "2026-12-04", window: "08:00-11:00", words: "Friday 4 December 2026, 8–11 am" }

  it("is not sent again when the lead as the site has it shows it taken", () => {
    expect(stepShown({ lead, name: "contacted" }, { ...lead, state: "contacted" })).toBe(true)
    expect(stepShown({ lead, name: "decline", body: { message: "" } }, { ...lead, state: "declined" })).toBe(true)
    const confirm = { lead, name: "confirm", body: { date: day.date, window: day.window } } as const
    expect(stepShown(confirm, { ...lead, state: "confirmed", confirmed: day })).toBe(true)
    expect(
      stepShown({ lead, name: "notes", body: { notes: " gate code 1234 " } }, { ...lead, notes: "gate code 1234" }),
    ).toBe(true)
    expect(stepShown({ lead, name: "delete" }, undefined)).toBe(true)
  })

  it("is sent again when the lead shows it not taken, or taken differently", () => {
    expect(stepShown({ lead, name: "contacted" }, lead)).toBe(false)
    const confirm = { lead, name: "confirm", body: { date: day.date, window: "11:00-14:00" } } as const
    expect(stepShown(confirm, { ...lead, state: "confirmed", confirmed: day })).toBe(false)
    expect(stepShown(confirm, lead)).toBe(false)
    expect(stepShown({ lead, name: "notes", body: { notes: "new" } }, lead)).toBe(false)
    expect(stepShown({ lead, name: "delete" }, lead)).toBe(false)
    expect(stepShown({ lead, name: "contacted" }, undefined)).toBe(false)
  })
})
