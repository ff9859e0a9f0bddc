/**
 * When a request will be answered, from the opening hours and the promise ("within one business hour"): 6:35 pm on a
 * Friday is answered by 10 am on Monday. Counted on the business's wall clock (common/wall-clock.ts).
 */
import { longDay, WEEKDAYS } from "../../common/booking.ts"
import type { OpeningHours } from "../../common/lead-facts.ts"
import { wallClock } from "../../common/wall-clock.ts"

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

/** "10 am", "3:35 pm". */
function clock(wall: number) {
  const date = new Date(wall)
  const hours = date.getUTCHours()
  const minutes = date.getUTCMinutes()
  return `${hours % 12 || 12}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""} ${hours < 12 ? "am" : "pm"}`
}

/** "today", "tomorrow" or "on Monday 30 November", as seen from `from`. */
function dayOf(wall: number, from: number) {
  const days = Math.floor(wall / DAY) - Math.floor(from / DAY)
  if (days === 0) return "today"
  if (days === 1) return "tomorrow"
  return `on ${longDay(Math.floor(wall / DAY))}`
}

/** A time of the business's day: "10 am" and "today", "tomorrow" or "on Monday 30 November". */
export type Moment = { time: string; day: string }

/** When the promise runs out (none for one not in business hours), and when a closed business opens again. */
export function replyBy(
  received: number,
  hours: OpeningHours,
  promise: string,
  timeZone: string,
): {
  by?: Moment
  opens?: Moment
} {
  const now = wallClock(received, timeZone)
  const opens = minutesOf(hours.opens)
  const closes = minutesOf(hours.closes)
  let left = (promisedHours(promise) ?? 0) * 60 * MINUTE
  let first: number | undefined
  for (let day = Math.floor(now / DAY) * DAY; day < now + 15 * DAY; day += DAY) {
    if (!hours.days.includes(WEEKDAYS[new Date(day).getUTCDay()]!)) continue
    const start = Math.max(now, day + opens)
    if (start >= day + closes) continue
    first ??= start
    const moment = (wall: number) => ({ time: clock(wall), day: dayOf(wall, now) })
    const result = { opens: first > now ? moment(first) : undefined }
    if (!promisedHours(promise)) return result
    if (left <= day + closes - start) return { ...result, by: moment(start + left) }
    left -= day + closes - start
  }
  return {}
}
