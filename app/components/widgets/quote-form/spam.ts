/**
 * Two cheap bot checks for the quote form when it delivers requests (QUOTE_FORM_ENDPOINT set).
 * A request that fails either is dropped without a word: the sender sees the usual success toast,
 * so a bot learns nothing from the answer.
 */

/**
 * The honeypot's name. Formspree and Getform themselves ignore a submission whose `_gotcha` is
 * filled, so the form posted without JavaScript is screened by the backend too.
 */
export const HONEYPOT_FIELD = "_gotcha"

/** Nobody types a name, suburb, e-mail, phone and a ten-character message faster than this. */
export const MIN_FILL_MS = 3000

export type SpamSignals = {
  /** The honeypot's value: people never see it, form-filling scripts fill it. */
  honeypot: string
  /** When filling could begin, and when the form was sent (same clock, milliseconds). */
  startedAt: number
  sentAt: number
}

export function looksAutomated({ honeypot, startedAt, sentAt }: SpamSignals): boolean {
  return honeypot.trim() !== "" || sentAt - startedAt < MIN_FILL_MS
}
