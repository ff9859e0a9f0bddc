// What the content files' schemas share (schemas.ts, business-schema.ts, runtime-schemas.ts): the editor's words for a
// field and the shapes of a plain string or number.
import * as z from "zod/mini"

/**
 * The editor's label and hint of a field (scripts/admin/cms-fields.ts reads them), where its name would not do. Not on
 * runtime-schemas.ts's, which the islands bundle: the editor's words would ship to every visitor.
 */
export const says = (title: string | undefined, description?: string) => z.meta({ title, description })

/** What a photo's description is for, said beside each one the editor asks for. */
export const ALT_HINT = "Describe the photo in one sentence for people who cannot see it (required)."

/** A string matching `pattern`, refused in the owner's words otherwise. */
export const matching = (pattern: RegExp, message: string) => z.string().check(z.regex(pattern, message))

/** A number, refused in these words when the value is another; a missing one is the content check's "is missing". */
export const numberSaying = (message: string) =>
  z.number({ error: (issue) => (issue.input === undefined ? undefined : message) })

/** A whole number of at least `min`, refused in these words otherwise. */
export const wholeNumber = (message: string, min: number, minMessage = `must be at least ${min}`) =>
  z.number().check(z.int(message), z.gte(min, minMessage))

/**
 * Whole dollars, as every price is written ("from $160"): a price the editor or a hand edit gives with cents is refused
 * in these words rather than rounded or cut; "$250" in quotes is the usual hand-written slip.
 */
export const wholeDollars = (example: number) =>
  numberSaying(`must be a price in dollars, such as ${example}, without quotes or $`).check(
    z.int(`must be whole dollars, such as ${example} (no cents)`),
  )

/** A page's description for search results, which cut longer text. */
export const searchDescription = (value: z.ZodMiniString) =>
  value.check(z.maxLength(170, "must be at most 170 characters (search results cut longer text)"))
