/**
 * A time as the business's own wall clock reads it, kept as a UTC millisecond count whose UTC fields are the local
 * date and time, so no arithmetic on it meets a daylight-saving change. The server's reply-by promise and export and
 * the booking rules the form and the server share (booking.ts) all count in it; here, in common/, both sides reach it.
 */
export function wallClock(ms: number, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    })
      .formatToParts(new Date(ms))
      .map(({ type, value }) => [type, Number(value)]),
  )
  return Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute)
}
