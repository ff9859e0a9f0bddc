import { describe, expect, it } from "vitest"
import type * as z from "zod/mini"

import every from "../tests/fixtures/content/booking.json" with { type: "json" }
// The tests' copy of content/ (decision 034).
import shipped from "../tests/fixtures/content/booking.json" with { type: "json" }
import {
  arrivalWindow,
  bookableDays,
  bookingFileSchema,
  checkDay,
  checkOwnerDay,
  dayRows,
  dayWords,
  quoteSchemaWithBooking,
  windowEnded,
  windowValue,
  windowWords,
  type BookingRules,
} from "./booking"
import { quoteFormSchema } from "./quote-schema"

const rules = bookingFileSchema.parse(shipped)
const on = { ...rules, enabled: true }

/** The file's refusals with one change, as "field: message" lines. */
function problems(change: (file: Record<string, unknown> & typeof shipped) => void) {
  const file = structuredClone(shipped) as Record<string, unknown> & typeof shipped
  change(file)
  const result = bookingFileSchema.safeParse(file)
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)
}

describe("content/booking.json", () => {
  it("ships switched off, with three windows, Monday to Saturday, a day's notice and 60 days ahead", () => {
    expect(rules.enabled).toBe(false)
    expect(rules.windows.map((w) => [w.label, windowValue(w)])).toEqual([
      ["8–11 am", "08:00-11:00"],
      ["11 am–2 pm", "11:00-14:00"],
      ["2–5 pm", "14:00-17:00"],
    ])
    expect(rules.daysOpen).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"])
    expect([rules.leadDays, rules.maxDaysAhead]).toEqual([1, 60])
    expect(bookingFileSchema.parse(every)).toEqual(rules)
  })

  it("closes the public holidays New South Wales and Victoria share in 2026 and 2027", () => {
    const closed = Object.fromEntries(rules.closedDates.map(({ date, name }) => [date, name]))
    for (const [date, name] of [
      ["2026-01-26", "Australia Day"],
      ["2026-04-03", "Good Friday"],
      ["2026-04-06", "Easter Monday"],
      ["2026-12-25", "Christmas Day"],
      ["2026-12-28", "Boxing Day (additional day)"],
      ["2027-01-01", "New Year's Day"],
      ["2027-03-26", "Good Friday"],
      ["2027-04-25", "Anzac Day"],
      ["2027-06-14", "King's Birthday"],
    ])
      expect(closed[date!], date).toBe(name)
    // Each state's own days (Labour Day, Melbourne Cup, the AFL Grand Final's eve) stay open.
    expect(closed["2026-03-09"]).toBeUndefined()
    expect(closed["2026-10-05"]).toBeUndefined()
    expect(closed["2026-11-03"]).toBeUndefined()
    expect(rules.closedDates.map(({ date }) => date)).toEqual(rules.closedDates.map(({ date }) => date).sort())
  })

  it.each<[string, (file: Record<string, unknown> & typeof shipped) => void, string[]]>([
    [
      "a window ending before it starts",
      (file) => void (file.windows[0]!.end = "07:00"),
      ["windows.0.end: must be after the start, 08:00"],
    ],
    [
      "a window of no time",
      (file) => void (file.windows[1]!.end = "11:00"),
      ["windows.1.end: must be after the start, 11:00"],
    ],
    [
      "a time in words",
      (file) => void (file.windows[0]!.start = "8am"),
      ["windows.0.start: must be a time on the 24-hour clock, such as 08:00 or 14:30"],
    ],
    [
      "a window without a label",
      (file) => void (file.windows[0]!.label = " "),
      ["windows.0.label: must say the window, such as 8–11 am"],
    ],
    [
      "a window's name too long to show",
      (file) => void (file.windows[0]!.label = "x".repeat(41)),
      ["windows.0.label: must be at most 40 characters"],
    ],
    ["no window", (file) => void (file.windows = []), ["windows: must offer at least one arrival window"]],
    [
      "a window twice",
      (file) => void file.windows.push({ ...file.windows[0]!, label: "Morning" }),
      ["windows.3: offers 08:00 to 11:00 twice"],
    ],
    [
      "no day open",
      (file) => void (file.daysOpen = []),
      ["daysOpen: must list at least one day open, or customers could ask for no day"],
    ],
    [
      "a day cut short",
      (file) => void (file.daysOpen[0] = "Mon"),
      ["daysOpen.0: must be a day of the week written in full, such as Monday"],
    ],
    ["a day twice", (file) => void file.daysOpen.push("Monday"), ["daysOpen.6: lists Monday twice"]],
    [
      "a date written the Australian way",
      (file) => void (file.closedDates[0]!.date = "25/12/2026"),
      ["closedDates.0.date: must be a date written YYYY-MM-DD, such as 2026-12-25"],
    ],
    [
      "a day not on the calendar",
      (file) => void (file.closedDates[0]!.date = "2026-02-30"),
      ["closedDates.0.date: is not a day on the calendar"],
    ],
    [
      "a date twice",
      (file) => void file.closedDates.push(file.closedDates[0]!),
      [`closedDates.${shipped.closedDates.length}: lists 2026-01-01 twice`],
    ],
    ["notice in part days", (file) => void (file.leadDays = 1.5), ["leadDays: must be a whole number of days"]],
    [
      "negative notice",
      (file) => void (file.leadDays = -1),
      ["leadDays: cannot be negative: 0 lets a customer ask for today"],
    ],
    [
      "notice in quotes",
      (file) => void (file.leadDays = "1" as never),
      ["leadDays: must be a number of days, such as 1"],
    ],
    [
      "a reach shorter than the notice",
      (file) => Object.assign(file, { leadDays: 3, maxDaysAhead: 2 }),
      ["maxDaysAhead: must be at least the days' notice, or no day could be asked for"],
    ],
    [
      "a reach beyond a year",
      (file) => void (file.maxDaysAhead = 400),
      ["maxDaysAhead: must be at most 365: a year ahead is as far as a calendar of closed dates can go"],
    ],
  ])("refuses %s in the owner's words", (_, change, expected) => {
    expect(problems(change)).toEqual(expected)
  })
})

// Thursday 24 December 2026, 12:30 am in Sydney (AEDT, UTC+11), still the 23rd in UTC.
const CHRISTMAS_EVE = Date.parse("2026-12-23T13:30:00Z")

describe("the days a customer may ask for", () => {
  it.each([
    // Summer (AEDT, UTC+11): Sydney's Friday starts at 13:00 UTC on Thursday.
    ["a minute before a summer midnight", "2027-01-14T12:59:00Z", "2027-01-15"],
    ["at a summer midnight", "2027-01-14T13:00:00Z", "2027-01-16"],
    // Winter (AEST, UTC+10): at 14:00 UTC.
    ["a minute before a winter midnight", "2027-07-15T13:59:00Z", "2027-07-16"],
    ["at a winter midnight", "2027-07-15T14:00:00Z", "2027-07-17"],
  ])("start tomorrow on Sydney's calendar, %s", (_, now, first) => {
    expect(bookableDays(rules, Date.parse(now))?.first).toBe(first)
  })

  it("skip closed days at both ends: Christmas, Boxing Day and its Monday, and a Sunday 60 days on", () => {
    expect(bookableDays(rules, CHRISTMAS_EVE)).toEqual({ first: "2026-12-29", last: "2027-02-22" })
    // From Wednesday 30 December (its first minute in Sydney), the 60th day is Sunday 28 February.
    expect(bookableDays(rules, Date.parse("2026-12-29T13:00:00Z"))).toEqual({ first: "2026-12-31", last: "2027-02-27" })
  })

  it("start today with no notice, and are none when every day in reach is closed", () => {
    expect(bookableDays({ ...rules, leadDays: 0 }, CHRISTMAS_EVE)?.first).toBe("2026-12-24")
    expect(bookableDays({ ...rules, daysOpen: ["Sunday"], maxDaysAhead: 2 }, CHRISTMAS_EVE)).toBeUndefined()
  })

  it.each<[string, string, string, BookingRules?]>([
    ["2026-12-23", "past", "That day has passed: please choose a later one"],
    ["2026-12-24", "too soon", "We need a day's notice: the earliest day you can choose is Tuesday 29 December"],
    [
      "2026-12-29",
      "too soon",
      "We need 7 days' notice: the earliest day you can choose is Thursday 31 December",
      { ...rules, leadDays: 7 },
    ],
    [
      "2027-02-23",
      "too far",
      "We take requests up to 60 days ahead: the latest day you can choose is Monday 22 February",
    ],
    ["2026-12-27", "closed weekday", "We don't clean on Sundays: please choose another day"],
    ["2026-12-25", "closed date", "We're closed on Friday 25 December (Christmas Day): please choose another day"],
    [
      "2026-12-30",
      "closed date",
      "We're closed on Wednesday 30 December: please choose another day",
      { ...rules, closedDates: [{ date: "2026-12-30", name: "" }] },
    ],
    [
      "2026-12-30",
      "closed date",
      "We're closed on Wednesday 30 December (Our leave): please choose another day",
      { ...rules, closedDates: [{ date: "2026-12-30", name: "(Our leave)" }] },
    ],
    ["2026-12-32", "not a day", "Please choose a preferred date"],
    ["29/12/2026", "not a day", "Please choose a preferred date"],
  ])("refuse %s as %s", (day, reason, message, shape = rules) => {
    expect(checkDay(shape, day, CHRISTMAS_EVE)).toEqual({ ok: false, reason, message })
  })

  it("allow an open day within reach", () => {
    expect(checkDay(rules, "2026-12-29", CHRISTMAS_EVE)).toEqual({ ok: true })
    expect(checkDay(rules, "2027-02-22", CHRISTMAS_EVE)).toEqual({ ok: true })
  })
})

describe("the days the owner may confirm", () => {
  // Thursday 26 November 2026, 8 am in Sydney.
  const NOW = Date.UTC(2026, 10, 25, 21, 0, 0)

  it("hold a window of today that has ended at its end, on the business's clock, and no window of another day", () => {
    const morning = { label: "8–11 am", start: "08:00", end: "11:00" }
    expect(windowEnded("2026-11-26", morning, NOW)).toBe(false)
    expect(windowEnded("2026-11-26", morning, NOW + 3 * 3600_000 - 60_000)).toBe(false)
    expect(windowEnded("2026-11-26", morning, NOW + 3 * 3600_000)).toBe(true)
    expect(windowEnded("2026-11-27", morning, NOW + 3 * 3600_000)).toBe(false)
  })

  it("are any day from today to the end of the year after next, without rules", () => {
    for (const day of ["2026-11-26", "2026-11-29", "2028-12-31"])
      expect(checkOwnerDay(undefined, day, NOW)).toEqual({ ok: true })
    expect(checkOwnerDay(undefined, "2029-01-01", NOW)).toEqual({
      ok: false,
      message: "Please choose a day before the end of 2028.",
      anyway: false,
    })
  })

  it("are refused outright when past or no day, and only with a second step outside the rules", () => {
    const refused = (day: string) => checkOwnerDay(rules, day, NOW)
    expect(refused("2026-11-25")).toMatchObject({ ok: false, anyway: false })
    expect(refused("2026-13-01")).toMatchObject({ ok: false, anyway: false })
    expect(refused("2026-11-29")).toEqual({ ok: false, message: "We don't clean on Sundays", anyway: true })
    expect(refused("2026-12-25")).toMatchObject({ ok: false, anyway: true })
    expect(refused("2027-01-27")).toMatchObject({ ok: false, anyway: true })
    // The days' notice is the customer's rule: today is the owner's to give.
    expect(refused("2026-11-26")).toEqual({ ok: true })
  })
})

describe("the quote form's schema with booking", () => {
  const request = {
    name: "Jo Citizen",
    suburb: "Newtown",
    email: "jo@example.com",
    phone: "0491 570 156",
    serviceType: "general",
    message: "Two bedrooms, one bathroom, please.",
  }
  const messages = (result: { error?: { issues: z.core.$ZodIssue[] } }) =>
    result.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)

  it("is the six fields alone while booking is off", () => {
    expect(quoteSchemaWithBooking(rules)).toBe(quoteFormSchema)
    expect(quoteSchemaWithBooking(rules).parse({ ...request, preferredDate: "x" })).toEqual(request)
  })

  it("keeps an allowed day and an offered window", () => {
    const schema = quoteSchemaWithBooking(on, () => CHRISTMAS_EVE)
    expect(schema.parse({ ...request, preferredDate: " 2026-12-29 ", arrivalWindow: "11:00-14:00" })).toEqual({
      ...request,
      preferredDate: "2026-12-29",
      arrivalWindow: "11:00-14:00",
    })
  })

  it("refuses a day the rules refuse, a window not offered, and neither given", () => {
    const schema = quoteSchemaWithBooking(on, () => CHRISTMAS_EVE)
    expect(
      messages(schema.safeParse({ ...request, preferredDate: "2026-12-25", arrivalWindow: "08:00-12:00" })),
    ).toEqual([
      "preferredDate: We're closed on Friday 25 December (Christmas Day): please choose another day",
      "arrivalWindow: Please choose an arrival window",
    ])
    expect(messages(schema.safeParse({ ...request, preferredDate: "", arrivalWindow: "" }))).toEqual([
      "preferredDate: Please choose a preferred date",
      "arrivalWindow: Please choose an arrival window",
    ])
  })

  it("asks the time at each check: a page left open past midnight judges by the new day", () => {
    let now = CHRISTMAS_EVE
    const schema = quoteSchemaWithBooking(on, () => now)
    const asked = { ...request, preferredDate: "2026-12-29", arrivalWindow: "08:00-11:00" }
    expect(schema.safeParse(asked).success).toBe(true)
    now = Date.parse("2026-12-29T13:00:00Z")
    expect(messages(schema.safeParse(asked))).toEqual(["preferredDate: That day has passed: please choose a later one"])
  })

  it("finds a window by the value the form sends", () => {
    expect(arrivalWindow(rules, "14:00-17:00")?.label).toBe("2–5 pm")
    expect(arrivalWindow(rules, "2–5 pm")).toBeUndefined()
  })
})

describe("a stored day and window in words", () => {
  it("says a window as the shipped labels do, whatever the owner named it", () => {
    expect(rules.windows.map((w) => windowWords(windowValue(w)))).toEqual(rules.windows.map((w) => w.label))
    expect(windowWords("07:30-12:00")).toBe("7:30 am–12 pm")
    expect(windowWords("12:00-12:45")).toBe("12–12:45 pm")
  })

  it("says a day with its weekday and year, and keeps what is not a day as it is", () => {
    expect(dayWords("2026-12-01")).toBe("Tuesday 1 December 2026")
    expect(dayWords("2026-02-30")).toBe("2026-02-30")
  })

  it("gives a request's day and window as rows for the store's pages and e-mails, and a window only beside a day", () => {
    expect(dayRows("2026-12-01", "08:00-11:00")).toEqual([
      ["Preferred date", "Tuesday 1 December 2026"],
      ["Arrival window", "8–11 am"],
    ])
    expect(dayRows("2026-12-01", "")).toEqual([["Preferred date", "Tuesday 1 December 2026"]])
    expect(dayRows("", "08:00-11:00")).toEqual([])
    expect(dayRows(undefined, undefined)).toEqual([])
  })
})
