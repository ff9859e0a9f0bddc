/**
 * Asking for a day (issue 67): content/booking.json's schema, with refusals in the owner's words, and the day rules the
 * form and the lead store both apply, so a day refused beside the field in the browser is refused by the server with
 * the same words. Days are the business's: Australia/Sydney's calendar, daylight saving included, counted on the wall
 * clock (wall-clock.ts) so no rule meets a daylight-saving change. In common/, which imports only zod (decision 044).
 */
import * as z from "zod/mini"

import { quoteFormSchema } from "./quote-schema.ts"
import { wallClock } from "./wall-clock.ts"

export const BOOKING_TIME_ZONE = "Australia/Sydney"
/** In Date's getUTCDay order, as business.json's opening hours name them. */
export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const

const DAY = 86_400_000
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A YYYY-MM-DD day as a count of days since 1970, or none for what is not a day on the calendar ("2026-02-30"). */
export function dayNumber(day: string) {
  const [, year, month, date] = (ISO_DATE.exec(day) ?? []).map(Number)
  if (year === undefined) return undefined
  const ms = Date.UTC(year, month! - 1, date)
  return new Date(ms).getUTCDate() === date && new Date(ms).getUTCMonth() === month! - 1 ? ms / DAY : undefined
}

const isoDay = (n: number) => new Date(n * DAY).toISOString().slice(0, 10)
const MONTHS = "January February March April May June July August September October November December".split(" ")
/**
 * "Friday 25 December", as the form and the e-mails say a day: in English words written here, not an Intl formatter,
 * which costs microseconds and memory outside the heap each (an inbox list of 2,000 leads says 4,000 days).
 */
export const longDay = (n: number) => {
  const date = new Date(n * DAY)
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
// The schemas below are marked pure: a bundle that uses only the day rules (the quote form's island) leaves them out.
const clockTime = /* @__PURE__ */ z
  .string()
  .check(z.regex(TIME, "must be a time on the 24-hour clock, such as 08:00 or 14:30"))
const date = /* @__PURE__ */ z.string().check(
  z.regex(ISO_DATE, "must be a date written YYYY-MM-DD, such as 2026-12-25"),
  z.refine((day) => !ISO_DATE.test(day) || dayNumber(day) !== undefined, "is not a day on the calendar"),
)
const days = (message: string) => z.number({ error: (i) => (i.input === undefined ? undefined : message) })
/** One refusal for each value after its first (a day listed twice, a window offered twice). */
const once = <T>(key: (item: T) => string, message: (item: T) => string) =>
  z.superRefine<T[]>((items, ctx) => {
    const seen = new Set<string>()
    items.forEach((item, index) => {
      if (seen.has(key(item))) ctx.issues.push({ code: "custom", message: message(item), input: item, path: [index] })
      seen.add(key(item))
    })
  })

const windowSchema = /* @__PURE__ */ z
  .strictObject({
    label: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, "must say the window, such as 8–11 am"),
        z.maxLength(40, "must be at most 40 characters"),
        z.meta({ title: "Shown as", description: "What the form's Arrival window list says, such as 8–11 am." }),
      ),
    start: clockTime.check(z.meta({ title: "Starts", description: "On the 24-hour clock, such as 08:00." })),
    end: clockTime.check(z.meta({ title: "Ends", description: "On the 24-hour clock, such as 11:00." })),
  })
  // Two times written HH:MM are in the day's order as text; a time written otherwise is refused above, once.
  .check(
    z.refine((w) => !TIME.test(w.start) || !TIME.test(w.end) || w.end > w.start, {
      error: (issue) => `must be after the start, ${(issue.input as { start: string }).start}`,
      path: ["end"],
    }),
  )

export type ArrivalWindow = z.infer<typeof windowSchema>
/** What the form sends for a window: its times, so a stored request keeps them whatever the owner renames. */
export const windowValue = (w: ArrivalWindow) => `${w.start}-${w.end}`

/**
 * What the form's sent notice, the store's page and the acknowledgement say of a day asked for: a request, not a
 * booking.
 */
export const NOTHING_BOOKED = "Nothing is booked yet: we'll confirm your day by phone or e-mail."

/** The two fields' labels, as the form, the no-script page, the e-mails and the export name them. */
export const BOOKING_LABELS = { preferredDate: "Preferred date", arrivalWindow: "Arrival window" } as const

/** "8 am", "2:30 pm": a time of the business's clock as the e-mails say it. */
export const clockWords = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number) as [number, number]
  return `${hours % 12 || 12}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""} ${hours < 12 ? "am" : "pm"}`
}

/** A stored window ("08:00-11:00") in words, "8–11 am" or "11 am–2 pm", as the shipped labels write it. */
export function windowWords(value: string) {
  const [start, end] = value.split("-").map(clockWords) as [string, string]
  const [from, to] = [start.split(" "), end.split(" ")]
  return from[1] === to[1] ? `${from[0]}–${end}` : `${start}–${end}`
}

/** A stored day ("2026-12-01") in words with its year, "Tuesday 1 December 2026"; as stored if it is not a day. */
export const dayWords = (day: string) => {
  const n = dayNumber(day)
  return n === undefined ? day : `${longDay(n)} ${day.slice(0, 4)}`
}

/**
 * A request's day and window as rows in words, for the store's pages and e-mails: none without a day, and a window
 * only beside one (a release built before decision 047 may keep a window alone, which says nothing).
 */
export function dayRows(day: unknown, window: unknown) {
  if (typeof day !== "string" || !day) return []
  const rows: [string, string][] = [[BOOKING_LABELS.preferredDate, dayWords(day)]]
  if (typeof window === "string" && window) rows.push([BOOKING_LABELS.arrivalWindow, windowWords(window)])
  return rows
}

export const bookingFileSchema = /* @__PURE__ */ z
  .strictObject({
    /** Off as shipped: the form is exactly its six fields until the owner turns it on. */
    enabled: z.boolean().check(
      z.meta({
        title: "Let customers ask for a day",
        description:
          "On: the quote forms ask for a preferred date and an arrival window. Nothing is booked until you confirm.",
      }),
    ),
    windows: z.array(windowSchema).check(
      z.minLength(1, "must offer at least one arrival window"),
      once(windowValue, (w) => `offers ${w.start} to ${w.end} twice`),
      z.meta({ title: "Arrival windows", description: "Times on the 24-hour clock, such as 08:00 to 11:00." }),
    ),
    daysOpen: z.array(z.enum(WEEKDAYS, "must be a day of the week written in full, such as Monday")).check(
      z.minLength(1, "must list at least one day open, or customers could ask for no day"),
      once(String, (day) => `lists ${day} twice`),
      z.meta({ title: "Days open", description: "The days of the week you clean: a customer can ask only for these." }),
    ),
    leadDays: days("must be a number of days, such as 1").check(
      z.int("must be a whole number of days"),
      z.gte(0, "cannot be negative: 0 lets a customer ask for today"),
      z.meta({ title: "Days' notice", description: "1: tomorrow at the earliest." }),
    ),
    maxDaysAhead: days("must be a number of days, such as 60").check(
      z.int("must be a whole number of days"),
      z.gte(0, "cannot be negative"),
      z.lte(365, "must be at most 365: a year ahead is as far as a calendar of closed dates can go"),
      z.meta({ title: "Furthest day ahead", description: "How many days ahead a customer may ask for." }),
    ),
    closedDates: z
      .array(
        z.strictObject({
          date: date.check(z.meta({ title: "Date", description: "Written YYYY-MM-DD, such as 2026-12-25." })),
          name: z.string().check(
            z.trim(),
            z.maxLength(60, "must be at most 60 characters"),
            z.meta({
              title: "What it is",
              description: "Such as Christmas Day; may be empty. The form names it when it refuses the day.",
            }),
          ),
        }),
      )
      .check(
        once(
          (closed) => closed.date,
          (closed) => `lists ${closed.date} twice`,
        ),
        z.meta({
          title: "Closed dates",
          description: "Public holidays and your leave: no customer can ask for these.",
        }),
      ),
  })
  .check(
    z.refine((file) => file.maxDaysAhead >= file.leadDays, {
      message: "must be at least the days' notice, or no day could be asked for",
      path: ["maxDaysAhead"],
    }),
  )

export type BookingRules = z.infer<typeof bookingFileSchema>

export type DayRefusal = "not a day" | "past" | "too soon" | "too far" | "closed weekday" | "closed date"
export type DayCheck = { ok: true } | { ok: false; reason: DayRefusal; message: string }

const notice = (days: number) => (days === 1 ? "a day's" : `${days} days'`)

/** Today's day number on the business's calendar at the instant `now`. */
export const today = (now: number) => Math.floor(wallClock(now, BOOKING_TIME_ZONE) / DAY)

/** Why the business takes no clean on day `n`, a closed weekday or a closed date, in the customer's words. */
function closedOn(rules: BookingRules, n: number): [DayRefusal, string] | undefined {
  const weekday = WEEKDAYS[new Date(n * DAY).getUTCDay()]!
  if (!rules.daysOpen.includes(weekday)) return ["closed weekday", `We don't clean on ${weekday}s`]
  const closed = rules.closedDates.find(({ date }) => date === isoDay(n))
  // A name the owner wrote in brackets, "(Christmas Day)", is bracketed once.
  const name = closed?.name.replace(/^\(([^()]*)\)$/, "$1")
  if (closed) return ["closed date", `We're closed on ${longDay(n)}${name ? ` (${name})` : ""}`]
}

/** The first and last open day within the notice and the reach, counted from the business's day `from`. */
function reach(rules: BookingRules, from: number) {
  let [first, last] = [from + rules.leadDays, from + rules.maxDaysAhead]
  while (first <= last && closedOn(rules, first)) first++
  while (last >= first && closedOn(rules, last)) last--
  return first <= last ? { first, last } : undefined
}

/**
 * The first and last day a customer may ask for at `now` (the date input's `min` and `max`), each a day the rules
 * allow, or none when every day in reach is closed.
 */
export function bookableDays(rules: BookingRules, now: number) {
  const days = reach(rules, today(now))
  return days && { first: isoDay(days.first), last: isoDay(days.last) }
}

/**
 * Whether `day` (YYYY-MM-DD) may be asked for at `now`, and if not, why, in the customer's words: a day too soon or too
 * far names the first or last day they can choose.
 */
export function checkDay(rules: BookingRules, day: string, now: number): DayCheck {
  const n = dayNumber(day)
  const refuse = (reason: DayRefusal, message: string): DayCheck => ({ ok: false, reason, message })
  if (n === undefined) return refuse("not a day", "Please choose a preferred date")
  const from = today(now)
  const days = reach(rules, from)
  if (n < from) return refuse("past", "That day has passed: please choose a later one")
  if (n < from + rules.leadDays)
    return refuse(
      "too soon",
      `We need ${notice(rules.leadDays)} notice${days ? `: the earliest day you can choose is ${longDay(days.first)}` : ""}`,
    )
  if (n > from + rules.maxDaysAhead)
    return refuse(
      "too far",
      `We take requests up to ${rules.maxDaysAhead} days ahead${days ? `: the latest day you can choose is ${longDay(days.last)}` : ""}`,
    )
  const closed = closedOn(rules, n)
  return closed ? refuse(closed[0], `${closed[1]}: please choose another day`) : { ok: true }
}

/** The days the owner may confirm at `now` (the inbox's picker): today on the business's calendar to the end of the year after next. */
export function ownerDays(now: number) {
  const first = isoDay(today(now))
  return { first, last: `${Number(first.slice(0, 4)) + 2}-12-31` }
}

/**
 * Whether the owner may confirm `day` at `now`. A day that is no day, or outside ownerDays, is refused; a day the
 * customer could not ask for (a closed weekday or date, past the furthest day) is refused with `anyway`: the owner may
 * take it with a second, explicit step. The days' notice is the customer's rule alone.
 */
export function checkOwnerDay(rules: BookingRules | undefined, day: string, now: number) {
  const n = dayNumber(day)
  const from = today(now)
  const { last } = ownerDays(now)
  const refuse = (message: string, anyway = false) => ({ ok: false, message, anyway }) as const
  if (n === undefined) return refuse("Please choose a day on the calendar.")
  if (n < from) return refuse("That day has passed: please choose today or a later day.")
  if (day > last) return refuse(`Please choose a day before the end of ${last.slice(0, 4)}.`)
  const closed = rules && closedOn(rules, n)
  if (closed) return refuse(closed[1], true)
  if (rules && n > from + rules.maxDaysAhead)
    return refuse(`That is further ahead than customers may ask for (${rules.maxDaysAhead} days)`, true)
  return { ok: true } as const
}

/** Whether `day` is today on the business's clock and window `w` of it has ended at `now`. */
export function windowEnded(day: string, w: ArrivalWindow, now: number) {
  const wall = wallClock(now, BOOKING_TIME_ZONE)
  const [hours = 0, minutes = 0] = w.end.split(":").map(Number)
  return dayNumber(day) === Math.floor(wall / DAY) && wall % DAY >= (hours * 60 + minutes) * 60_000
}

/** The window a form's value names, or none for one the rules do not offer. */
export const arrivalWindow = (rules: BookingRules, value: string) => rules.windows.find((w) => windowValue(w) === value)

/**
 * The quote form's schema, with the preferred date and the arrival window when booking is on: one schema for the
 * browser and the server. `now` is asked at each check, so a page left open past midnight judges by the new day.
 */
export function quoteSchemaWithBooking(rules: BookingRules, now: () => number = Date.now) {
  if (!rules.enabled) return quoteFormSchema
  return z.extend(quoteFormSchema, {
    preferredDate: z.string().check(
      z.trim(),
      z.superRefine((day, ctx) => {
        const check = checkDay(rules, day, now())
        if (!check.ok) ctx.issues.push({ code: "custom", message: check.message, input: day })
      }),
    ),
    arrivalWindow: z.string().check(
      z.trim(),
      z.refine((value) => arrivalWindow(rules, value) !== undefined, "Please choose an arrival window"),
    ),
  })
}
