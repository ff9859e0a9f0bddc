/**
 * A time as the business's own wall clock reads it, kept as a UTC millisecond count whose UTC fields are the local
 * date and time, so no arithmetic on it meets a daylight-saving change. The server's reply-by promise and export and
 * the booking rules the form and the server share (booking.ts) all count in it; here, in common/, both sides reach it.
 */
const zones = new Map<string, { format: Intl.DateTimeFormat; ms: number; wall: number }>()

/**
 * One formatter per time zone for the life of the process, and its last answer: each `Intl.DateTimeFormat` holds ICU
 * memory outside the JavaScript heap, and one per call took an inbox list of 2,000 leads (each asks for today, the same
 * instant) to 430 ms and its server past a gigabyte.
 */
function zone(timeZone: string) {
  let made = zones.get(timeZone)
  if (!made) {
    const format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    })
    made = { format, ms: NaN, wall: NaN }
    zones.set(timeZone, made)
  }
  return made
}

export function wallClock(ms: number, timeZone: string) {
  const last = zone(timeZone)
  if (ms === last.ms) return last.wall
  const parts = Object.fromEntries(last.format.formatToParts(ms).map(({ type, value }) => [type, Number(value)]))
  last.wall = Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute)
  last.ms = ms
  return last.wall
}

/**
 * The instant of a wall-clock time (`wall`, as wallClock gives it) in `timeZone`, and its offset from UTC in minutes:
 * the offset of the instant first guessed, checked once more for a time that falls on the other side of a change.
 */
export function instantOf(wall: number, timeZone: string) {
  let offset = (wallClock(wall, timeZone) - wall) / 60_000
  offset = (wallClock(wall - offset * 60_000, timeZone) - (wall - offset * 60_000)) / 60_000
  return { ms: wall - offset * 60_000, offset }
}
