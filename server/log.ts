/**
 * The server's log lines about requests (issue 73): what a request carries is quoted, so it can never write a line of
 * its own, and a refusal anyone can cause is said at most once a minute per kind, so a flood cannot fill the disk.
 * Web APIs only: the Pages Function logs through it too.
 */
export type Log = (line: string) => void

const MAX_QUOTED = 120

/** Text from a request, as one JSON string of at most MAX_QUOTED characters: its line breaks stay `\n`. */
export const quoted = (text: string) =>
  JSON.stringify(text.length > MAX_QUOTED ? `${text.slice(0, MAX_QUOTED)}…` : text)

/**
 * A log that says each kind of line at most once per `windowMs`, with how many like it it did not say. Per process (or
 * per isolate on Pages): enough to keep one flood out of the log.
 */
export function throttledLog(log: Log, now: () => number = Date.now, windowMs = 60_000) {
  const kinds = new Map<string, { at: number; held: number }>()
  return (kind: string, line: string) => {
    const last = kinds.get(kind)
    if (last && now() - last.at < windowMs) {
      last.held++
      return
    }
    const held = last?.held ? ` (and ${last.held} more like it in the last minute)` : ""
    kinds.set(kind, { at: now(), held: 0 })
    log(`${line}${held}`)
  }
}
