/**
 * A lead's reply promise and reminder, counted in the business's opening hours on its wall clock
 * (common/wall-clock.ts): 6:35 pm on a Friday is answered "within one business hour" by 10 am on Monday.
 */
import { BOOKING_TIME_ZONE, clockWords, longDay, WEEKDAYS } from "../../common/booking.ts"
import type { Business, OpeningHours } from "../../common/lead-facts.ts"
import { offsetAt, wallClock } from "../../common/wall-clock.ts"

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, eight: 8 }

/** The business hours a promise such as "within one business hour" or "within 2 business hours" gives. */
function promisedHours(promise: string) {
  const words = /within (\w+) business hours?\b/i.exec(promise)?.[1]?.toLowerCase()
  const hours = words === undefined ? NaN : (NUMBERS[words] ?? Number(words))
  return Number.isInteger(hours) && hours > 0 ? hours : undefined
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number)
  return (hours! * 60 + (minutes ?? 0)) * MINUTE
}

/** "today", "tomorrow" or "on Monday 30 November", as seen from `from`. */
function dayOf(wall: number, from: number) {
  const days = Math.floor(wall / DAY) - Math.floor(from / DAY)
  return ["today", "tomorrow"][days] ?? `on ${longDay(Math.floor(wall / DAY))}`
}

export type Moment = { time: string; day: string }
type ReplyBy = { by?: Moment; opens?: Moment }

/**
 * On the business's wall clock (common/wall-clock.ts): when it first opens from `wall` on, and when `ms` of its opening
 * hours have passed since; neither when that is more than a fortnight away.
 */
function openingHoursAfter(wall: number, hours: OpeningHours, ms: number) {
  const [opens, closes] = [minutesOf(hours.opens), minutesOf(hours.closes)]
  let left = ms
  let first: number | undefined
  for (let day = Math.floor(wall / DAY) * DAY; day < wall + 15 * DAY; day += DAY) {
    if (!hours.days.includes(WEEKDAYS[new Date(day).getUTCDay()]!)) continue
    const start = Math.max(wall, day + opens)
    if (start >= day + closes) continue
    first ??= start
    if (left <= day + closes - start) return { first, end: start + left }
    left -= day + closes - start
  }
  return {}
}

/** When the promise runs out (none for one not in business hours), and when a closed business opens again. */
export function replyBy(received: number, hours: OpeningHours, promise: string, timeZone: string): ReplyBy {
  const now = wallClock(received, timeZone)
  const promised = promisedHours(promise)
  const { first, end } = openingHoursAfter(now, hours, (promised ?? 0) * 60 * MINUTE)
  const moment = (wall: number) => ({
    time: clockWords(new Date(wall).toISOString().slice(11, 16)),
    day: dayOf(wall, now),
  })
  return {
    opens: first !== undefined && first > now ? moment(first) : undefined,
    by: promised && end !== undefined ? moment(end) : undefined,
  }
}

/**
 * When a lead received at `received` and still new gets its reminder: after the business's `reminderAfterHours`
 * (content/replies.json) of its opening hours, or of the clock's without them.
 */
export function reminderDue(received: number, business: Business) {
  const hours = (business.reminderAfterHours ?? 2) * 60 * MINUTE
  const { end } = business.hours ? openingHoursAfter(wallClock(received, BOOKING_TIME_ZONE), business.hours, hours) : {}
  return end === undefined ? received + hours : end - offsetAt(end, BOOKING_TIME_ZONE) * MINUTE
}
