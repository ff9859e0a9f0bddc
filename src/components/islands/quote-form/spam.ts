// Two cheap bot checks (the trap is common/quote-schema.ts's HONEYPOT_FIELD): a request that fails either is dropped,
// but the sender sees the usual success toast, so a bot learns nothing.

/** Nobody types a name, suburb, e-mail, phone and a ten-character message faster than this. */
export const MIN_FILL_MS = 3000

type Signals = { honeypot: string; startedAt: number; sentAt: number }

/** `startedAt`: when filling could begin; `sentAt`: when it was sent (same clock, ms). */
export function looksAutomated({ honeypot, startedAt, sentAt }: Signals) {
  return honeypot.trim() !== "" || sentAt - startedAt < MIN_FILL_MS
}
