/**
 * The quote form's contract (decision 047): the build writes what its form posts, where, and with which booking rules
 * into the release (scripts/integration/form-contract.ts), and the lead store checks each request against the live
 * release's, never against content it has not built. Web APIs and zod only: the Pages Function reads it too.
 */
import * as z from "zod/mini"

import { bookingFileSchema, dayNumber, quoteSchemaWithBooking, type BookingRules } from "../common/booking.ts"
import { LEADS_PATH } from "../common/lead-paths.ts"
import { quoteFormSchema } from "../common/quote-schema.ts"

/** A name no page has: the release's root, beside robots.txt. Public: it holds nothing the home page does not show. */
export const CONTRACT_PATH = "/quote-form.json"

export const formContractSchema = z.object({
  /** Where the form posts (QUOTE_FORM_ENDPOINT as built), "" when it posts nowhere. */
  endpoint: z.string(),
  /** The fields it sends, the six and, with booking on, preferredDate and arrivalWindow. */
  fields: z.array(z.string()),
  /** content/booking.json as built, on or off. */
  booking: bookingFileSchema,
  /** scripts/lib/build-inputs.ts: what `npm start` compares to build again. */
  fingerprint: z.object({ content: z.string(), settings: z.string() }),
})

export type FormContract = z.infer<typeof formContractSchema>

/** A site that does not use its store: said so, so no one looks for requests in a file that never gets them. */
export const FORM_ELSEWHERE = `The live build's quote form does not post to this server's lead store (${LEADS_PATH}), so no request is stored here; docs/owner-guide.md, "Receiving quote requests", says how to receive them.`

export const FORM_NOT_CONNECTED = `The lead store is set up, but the live build's quote form does not post to ${LEADS_PATH}: set QUOTE_FORM_ENDPOINT=${LEADS_PATH} in .env and run npm run build.`

/** The contract a build writes: its fields are the keys of the very schema the store will check them with. */
export const formContract = (endpoint: string, booking: BookingRules, fingerprint: FormContract["fingerprint"]) => ({
  endpoint,
  fields: Object.keys(quoteSchemaWithBooking(booking).shape),
  booking,
  fingerprint,
})

/** The file's text as a contract, or why it is none (a release is kept as published: only a hand can spoil it). */
export function parseContract(text: string) {
  try {
    const parsed = formContractSchema.safeParse(JSON.parse(text))
    if (parsed.success) return { contract: parsed.data }
    const issue = parsed.error.issues[0]!
    return { problem: `${issue.path.join(".")}: ${issue.message}` }
  } catch {
    return { problem: "it is not JSON" }
  }
}

const WINDOW = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/

/**
 * A release built before the contract (decision 047): the six fields as the spec has them, and a day and a window
 * kept only when sent and well-formed, refused for no rule of content it was not built with.
 */
/** A value kept when `wellFormed`, else dropped: never a refusal. */
const keptIf = (wellFormed: (value: string) => boolean) =>
  z.pipe(
    z.string(),
    z.transform((value) => (wellFormed(value.trim()) ? value.trim() : undefined)),
  )

export const OLD_RELEASE_SCHEMA = z.extend(quoteFormSchema, {
  preferredDate: keptIf((day) => dayNumber(day) !== undefined),
  arrivalWindow: keptIf((window) => WINDOW.test(window)),
})

/** The schema a request to the live release is checked with; `now` is asked at each check (booking.ts). */
export const requestSchema = (contract: FormContract | undefined, now: () => number) =>
  contract ? quoteSchemaWithBooking(contract.booking, now) : OLD_RELEASE_SCHEMA

/** The start log's line about the booking, as the live release has it. */
export function bookingLine(contract: FormContract | undefined) {
  if (!contract)
    return "Booking: the live build predates the form's contract, so a day and a window are kept only when well-formed: build again (npm start, or npm run build)."
  const { enabled, daysOpen, windows } = contract.booking
  return enabled
    ? `Booking: on in the live build (${daysOpen.join(", ")}; ${windows.map((w) => w.label).join(", ")}).`
    : "Booking: off in the live build."
}
