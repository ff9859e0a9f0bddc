/**
 * The owner's ready-written replies (content/replies.json, issue 76): the inbox's Text and E-mail links start from
 * them. Besides the site's {placeholders}, filled at build, a line names the request's own with these; a line whose
 * request has no such value (no estimate, no day asked) is left out, so every reply reads whole.
 */
import * as z from "zod/mini"

import { copy } from "./runtime-schemas.ts"
import { numberSaying, says } from "./schema-parts.ts"

/** What a reply may name of the request, filled in the inbox. */
export const REPLY_PLACEHOLDERS = ["firstName", "service", "day", "estimate"] as const
export type ReplyValues = Record<(typeof REPLY_PLACEHOLDERS)[number], string>

const line = copy(1, REPLY_PLACEHOLDERS)

export const repliesFileSchema = z.strictObject({
  message: z
    .array(line)
    .check(
      z.minLength(1, "must have at least one line"),
      says(
        "Reply",
        "The words of a Text or E-mail reply, a line each. {firstName}, {service}, {day} and {estimate} are the request's: a line naming one the request lacks is left out.",
      ),
    ),
  emailSubject: line.check(says("E-mail subject")),
  reminderAfterHours: numberSaying("must be a number of hours, such as 2").check(
    z.int("must be a whole number of hours"),
    z.gte(1, "must be at least 1"),
    z.lte(40, "must be at most 40 (a working week)"),
    says(
      "Remind me after (working hours)",
      "A request still New after this many of your opening hours sends you one reminder.",
    ),
  ),
})

export type Replies = z.infer<typeof repliesFileSchema>

const NAMED = /\{(firstName|service|day|estimate)\}/g

/** The first word of a name as typed, "Sam" of "Sam Taylor". */
export const firstName = (name: string) => name.trim().split(/\s+/, 1)[0] ?? ""

/** The lines with the request's values; a line that names a value the request lacks is left out. */
export function fillReply(lines: readonly string[], values: ReplyValues) {
  return lines
    .filter((text) => [...text.matchAll(NAMED)].every(([, name]) => values[name as keyof ReplyValues].trim()))
    .map((text) => text.replace(NAMED, (_, name: keyof ReplyValues) => values[name].trim()))
    .join(" ")
}
