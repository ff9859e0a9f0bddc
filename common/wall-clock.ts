/**
 * A time as the business's own wall clock reads it, kept as a UTC millisecond count whose UTC fields are the local
 * date and time, so no arithmetic on it meets a daylight-saving change. The server's reply-by promise and export and
 * the booking rules the form and the server share (booking.ts) all count in it; here, in common/, both sides reach it.
 */
const zones = new Map<string, { format: Intl.DateTimeFormat; ms: number; wall: number }>()
const FIELDS = { year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric" } as const

/**
 * One formatter per time zone for the life of the process, and its last answer: each `Intl.DateTimeFormat` holds ICU
 * memory outside the JavaScript heap, and one per call took an inbox list of 2,000 leads (each asks for today, the same
 * instant) to 430 ms and its server past a gigabyte.
 */
export function wallClock(ms: number, timeZone: string) {
  let zone = zones.get(timeZone)
  if (!zone) {
    zone = { format: new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", ...FIELDS }), ms: NaN, wall: NaN }
    zones.set(timeZone, zone)
  }
  if (ms !== zone.ms) {
    const parts = Object.fromEntries(zone.format.formatToParts(ms).map(({ type, value }) => [type, Number(value)]))
    Object.assign(zone, { ms, wall: Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute) })
  }
  return zone.wall
}

/**
 * The offset from UTC, in minutes, of a wall-clock time (`wall`, as wallClock gives it) in `timeZone`: the offset at
 * the instant first guessed, then at the instant that one gives, right on either side of a daylight-saving change.
 */
export function offsetAt(wall: number, timeZone: string) {
  const guess = wall - (wallClock(wall, timeZone) - wall)
  return (wallClock(guess, timeZone) - guess) / 60_000
}
