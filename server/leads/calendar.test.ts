import ICAL from "ical.js"
import { describe, expect, it } from "vitest"

import type { Business } from "../../common/lead-facts"
import { calendarInvitation, escapeText, foldLine, type Visit } from "./calendar"
import type { OutboxPayload } from "./store"

const business: Business = {
  name: "Riverleaf Eco Cleaning",
  phone: "0491 570 156",
  email: "hello@riverleafclean.com.au",
  replyTime: "within one business hour",
  services: { deep: "Deep Clean" },
}

/** The file of a confirmation (or of the `step` given), sent from bookings@riverleafclean.com.au (MAIL_FROM). */
const invitation = (step: Partial<OutboxPayload> = {}, visit: Partial<Visit> = {}) =>
  calendarInvitation(
    {
      state: "confirmed",
      date: "2027-01-15",
      window: "08:00-11:00",
      sequence: 0,
      message: "",
      at: Date.parse("2026-12-01T02:03:04.567Z"),
      ...step,
    },
    business,
    { name: "Riverleaf Bookings", address: "bookings@riverleafclean.com.au" },
    {
      reference: "RL-7K2Q9",
      service: "Deep Clean",
      suburb: "Newtown",
      customer: { name: "Jo Citizen", address: "jo@example.com" },
      ...visit,
    },
  )

/** The file as a calendar program reads it: ical.js, with the file's own VTIMEZONE registered, as a mail client does. */
function parse(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content))
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(new ICAL.Timezone(zone))
  const vevent = calendar.getFirstSubcomponent("vevent")!
  const event = new ICAL.Event(vevent)
  const utc = (time: ICAL.Time) => time.toJSDate().toISOString()
  return { calendar, vevent, event, start: utc(event.startDate), end: utc(event.endDate) }
}

describe("the calendar invitation", () => {
  it("puts a summer window in AEDT (UTC+11) and a winter one in AEST (UTC+10)", () => {
    const summer = parse(invitation().content)
    expect([summer.start, summer.end]).toEqual(["2027-01-14T21:00:00.000Z", "2027-01-15T00:00:00.000Z"])
    const winter = parse(invitation({ date: "2027-07-15", window: "14:00-17:00" }).content)
    expect([winter.start, winter.end]).toEqual(["2027-07-15T04:00:00.000Z", "2027-07-15T07:00:00.000Z"])
    expect([summer.event.startDate.zone?.tzid, summer.event.endDate.zone?.tzid]).toEqual([
      "Australia/Sydney",
      "Australia/Sydney",
    ])
  })

  it("changes the offset on the first Sundays of April and October, as Sydney does", () => {
    const at = (day: string) => parse(invitation({ date: day }).content).start
    // Daylight saving ends at 3 am on Sunday 4 April 2027 and starts at 2 am on Sunday 3 October 2027.
    expect(at("2027-04-03")).toBe("2027-04-02T21:00:00.000Z")
    expect(at("2027-04-05")).toBe("2027-04-04T22:00:00.000Z")
    expect(at("2027-10-02")).toBe("2027-10-01T22:00:00.000Z")
    expect(at("2027-10-04")).toBe("2027-10-03T21:00:00.000Z")
  })

  it("asks the customer's calendar to add a confirmed event from the mailbox it comes from, at the suburb", () => {
    const file = invitation()
    expect(file.method).toBe("REQUEST")
    expect(file.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST")
    const { calendar, vevent, event } = parse(file.content)
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST")
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0")
    expect(event.uid).toBe("rl-7k2q9.visit@riverleafclean.com.au")
    expect(event.sequence).toBe(0)
    expect(event.summary).toBe("Deep Clean: Riverleaf Eco Cleaning")
    expect(event.location).toBe("Newtown")
    expect(event.description).toBe(
      "Riverleaf Eco Cleaning arrives between 8–11 am. Reference RL-7K2Q9. To change the day, call 0491 570 156 or reply to this e-mail.",
    )
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED")
    expect(vevent.getFirstPropertyValue("dtstamp")!.toString()).toBe("2026-12-01T02:03:04Z")
    const organizer = vevent.getFirstProperty("organizer")!
    expect([organizer.getFirstValue(), organizer.getParameter("cn")]).toEqual([
      "mailto:bookings@riverleafclean.com.au",
      "Riverleaf Bookings",
    ])
    const attendee = vevent.getFirstProperty("attendee")!
    expect([attendee.getFirstValue(), attendee.getParameter("cn")]).toEqual(["mailto:jo@example.com", "Jo Citizen"])
  })

  it("moves or cancels the same event: one UID per lead, a higher SEQUENCE for each change", () => {
    const moved = parse(invitation({ sequence: 1, date: "2027-01-16" }).content)
    const cancel = invitation({ state: "declined", sequence: 2, date: "2027-01-16" })
    const cancelled = parse(cancel.content)
    expect(cancel.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL")
    expect(cancelled.calendar.getFirstPropertyValue("method")).toBe("CANCEL")
    expect(cancelled.vevent.getFirstPropertyValue("status")).toBe("CANCELLED")
    expect([moved.event.uid, cancelled.event.uid]).toEqual(["rl-7k2q9.visit@riverleafclean.com.au", moved.event.uid])
    expect([moved.event.sequence, cancelled.event.sequence]).toEqual([1, 2])
    expect(cancelled.start).toBe("2027-01-15T21:00:00.000Z")
    expect(() => invitation({ sequence: -1 })).toThrow("SEQUENCE must be a whole number: -1")
  })

  it("ends every line with CRLF and folds each at 75 octets, never inside a character", () => {
    const suburb = `${"Ngunnawal ".repeat(6)}Ōtāhuhu—Wāhine ${"é".repeat(40)}`
    const { content } = invitation({}, { suburb })
    expect(content.endsWith("END:VCALENDAR\r\n")).toBe(true)
    expect(content.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/)
    const lines = content.split("\r\n").slice(0, -1)
    for (const line of lines) expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75)
    expect(lines.filter((line) => line.startsWith(" ")).length).toBeGreaterThan(2)
    expect(parse(content).event.location).toBe(suburb)
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75))
    expect(foldLine(`${"x".repeat(74)}é`)).toBe(`${"x".repeat(74)}\r\n é`)
  })

  it("escapes what the customer typed, so it stays text in one property", () => {
    const suburb = "Newtown; Erskineville, NSW\\2042\nDTSTART:19700101T000000Z"
    const name = 'Jo "JC" Citizen;\r\nATTENDEE:mailto:x@example.com'
    const { content } = invitation({}, { suburb, customer: { name, address: "jo@example.com" } })
    expect(content).toContain("LOCATION:Newtown\\; Erskineville\\, NSW\\\\2042 DTSTART:19700101T000000Z\r\n")
    expect(escapeText("a,b;c\\d\r\ne\u0007\tf")).toBe("a\\,b\\;c\\\\d e\tf")
    const { vevent } = parse(content)
    expect(vevent.getFirstPropertyValue("location")).toBe(suburb.replace("\n", " "))
    expect(vevent.getAllProperties("attendee").map((p) => p.getParameter("cn"))).toEqual([
      "Jo JC Citizen; ATTENDEE:mailto:x@example.com",
    ])
    expect(vevent.getAllProperties("dtstart")).toHaveLength(1)
  })

  it("keeps every value on one line, whatever a program counts as a line's end", () => {
    const breaks = ["\r\n", "\r", "\n", "\v", "\f", "\u0085", "\u2028", "\u2029"]
    const suburb = breaks.map((end, i) => `Part ${i}${end}`).join("") + "\u009bEnd"
    const name = `Jo${breaks.join("")}Citizen`
    const { content } = invitation({}, { suburb, customer: { name, address: "jo@example.com" } })
    expect(content.replaceAll("\r\n", "")).not.toMatch(/[\n\v\f\r\u0085\u2028\u2029\u009b]/)
    const { vevent } = parse(content)
    expect(vevent.getFirstPropertyValue("location")).toBe("Part 0 Part 1 Part 2 Part 3 Part 4 Part 5 Part 6 Part 7 End")
    expect(vevent.getFirstProperty("attendee")!.getParameter("cn")).toBe("Jo Citizen")
  })
})
