/**
 * The confirmation's iCalendar file (RFC 5545; iMIP, RFC 6047; iTIP, RFC 5546): METHOD:REQUEST to add or move the
 * visit, CANCEL to remove it; one UID per lead, so the higher SEQUENCE wins (decision 046).
 */
import { BOOKING_TIME_ZONE, dayNumber, windowWords } from "../../common/booking.ts"
import type { OutboxPayload } from "./store.ts"

/** The lead's side of the visit, its names already one line each (mail.ts). */
export type Visit = { reference: string; service: string; suburb: string; customer: { name: string; address: string } }

/** Sydney's rules since 2008 (DTSTART is their first onset), for the right hour on either side of a change. */
const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${BOOKING_TIME_ZONE}`,
  "BEGIN:STANDARD",
  "DTSTART:20080406T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU",
  "TZOFFSETFROM:+1100",
  "TZOFFSETTO:+1000",
  "TZNAME:AEST",
  "END:STANDARD",
  "BEGIN:DAYLIGHT",
  "DTSTART:20081005T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=1SU",
  "TZOFFSETFROM:+1000",
  "TZOFFSETTO:+1100",
  "TZNAME:AEDT",
  "END:DAYLIGHT",
  "END:VTIMEZONE",
]

/**
 * What ends a line anywhere (CR, LF, VT, FF, NEL, U+2028, U+2029), each run one space: a value is one line, whatever a
 * calendar program counts as a break. Then the other control characters, C1's included, which no value needs.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what these find.
const [LINE_BREAKS, CONTROLS] = [/[\n\v\f\r\u0085\u2028\u2029]+/g, /[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/g]
const oneLine = (text: string) => text.replace(LINE_BREAKS, " ").replace(CONTROLS, "")

/** A TEXT value (3.3.11), on one line. */
export const escapeText = (text: string) => oneLine(text).replace(/[\\;,]/g, (c) => `\\${c}`)

/** A quoted parameter value such as CN (3.2): it cannot hold a double quote or a control character at all. */
const paramText = (text: string) => `"${oneLine(text).replaceAll('"', "").trim()}"`

/** A CAL-ADDRESS is a URI, so nothing in an address can end the line or the value. */
const mailto = (address: string) => `mailto:${encodeURI(address.trim())}`

const octets = (char: string) => new TextEncoder().encode(char).length

/** A content line folded at 75 octets (3.1), between characters, never inside one's UTF-8 bytes. */
export function foldLine(line: string) {
  const parts = [""]
  let size = 0
  for (const char of line) {
    if (size + octets(char) > 75) {
      parts.push(" ")
      size = 1
    }
    parts[parts.length - 1] += char
    size += octets(char)
  }
  return parts.join("\r\n")
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/

/** DATE-TIME on the business's clock, read through the VTIMEZONE: "20270115T080000". */
function localTime(day: string, time: string) {
  if (dayNumber(day) === undefined || !TIME.test(time)) throw new Error(`Not a day and time: ${day} ${time}`)
  return `${day.replaceAll("-", "")}T${time.replace(":", "")}00`
}

/** DATE-TIME in UTC, "20261201T080000Z": the ISO form without its separators and milliseconds. */
const utcStamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]|\.\d+/g, "")

/**
 * The file of an owner's step on a day (CANCEL unless it confirms) and its Content-Type. The organizer is the mailbox
 * it is sent from (MAIL_FROM), the UID's domain its domain.
 */
export function calendarInvitation(
  { state, date, window, sequence, at }: OutboxPayload,
  business: { name: string; phone: string },
  organizer: { name: string; address: string },
  visit: Visit,
) {
  const cancelled = state !== "confirmed"
  const method = cancelled ? "CANCEL" : "REQUEST"
  const [start = "", end = ""] = window.split("-")
  if (!Number.isInteger(sequence) || sequence < 0) throw new Error(`SEQUENCE must be a whole number: ${sequence}`)
  if (end <= start) throw new Error(`The window must end after it starts: ${start}-${end}`)
  const call = `call ${business.phone} or reply to this e-mail`
  const description = cancelled
    ? `Your ${visit.service} on this day is cancelled. Reference ${visit.reference}. Questions: ${call}.`
    : `${business.name} arrives between ${windowWords(window)}. Reference ${visit.reference}. To change the day, ${call}.`
  const lines = [
    "BEGIN:VCALENDAR",
    `PRODID:-//${escapeText(business.name)}//Quote requests//EN`,
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    ...VTIMEZONE,
    "BEGIN:VEVENT",
    `UID:${visit.reference.toLowerCase()}.visit@${organizer.address.split("@")[1]!.toLowerCase()}`,
    `SEQUENCE:${sequence}`,
    `DTSTAMP:${utcStamp(at)}`,
    `DTSTART;TZID=${BOOKING_TIME_ZONE}:${localTime(date, start)}`,
    `DTEND;TZID=${BOOKING_TIME_ZONE}:${localTime(date, end)}`,
    `SUMMARY:${escapeText(`${visit.service}: ${business.name}`)}`,
    `LOCATION:${escapeText(visit.suburb)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `ORGANIZER;CN=${paramText(organizer.name || business.name)}:${mailto(organizer.address)}`,
    `ATTENDEE;CN=${paramText(visit.customer.name)};ROLE=REQ-PARTICIPANT;RSVP=FALSE:${mailto(visit.customer.address)}`,
    `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ]
  return {
    method,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: `${lines.map(foldLine).join("\r\n")}\r\n`,
  }
}
