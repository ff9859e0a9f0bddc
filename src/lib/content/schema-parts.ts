// What the content files' schemas share: the editor's words for a field and the shapes of a plain string or number.
import * as z from "zod/mini"

/** The editor's label and hint of a field; not in runtime-schemas.ts, which would ship them to every visitor. */
export const says = (title: string | undefined, description?: string) => z.meta({ title, description })

export const ALT_HINT = "Describe the photo in one sentence for people who cannot see it (required)."

export const matching = (pattern: RegExp, message: string) => z.string().check(z.regex(pattern, message))

/** A number, refused in these words when the value is another; a missing one is the content check's "is missing". */
export const numberSaying = (message: string) =>
  z.number({ error: (issue) => (issue.input === undefined ? undefined : message) })

export const wholeNumber = (message: string, min: number, minMessage = `must be at least ${min}`) =>
  z.number().check(z.int(message), z.gte(min, minMessage))

/** Whole dollars, as every price is written: cents are refused rather than rounded; "$250" in quotes is the usual slip. */
export const wholeDollars = (example: number) =>
  numberSaying(`must be a price in dollars, such as ${example}, without quotes or $`).check(
    z.int(`must be whole dollars, such as ${example} (no cents)`),
  )

export const searchDescription = (value: z.ZodMiniString) =>
  value.check(z.maxLength(170, "must be at most 170 characters (search results cut longer text)"))
