/**
 * The form's time token (decision 030): signed and stamped, believed between MIN_TOKEN_AGE_MS and MAX_TOKEN_AGE_MS
 * old; its nonce, with what was sent, is the request's key, so a retried request is one lead. Web Crypto only, for a
 * Pages Function.
 */
import { base64url, sign, verify } from "../signing.ts"

/** Nobody types a name, suburb, e-mail, phone and a ten-character message faster than this (the form's MIN_FILL_MS). */
export const MIN_TOKEN_AGE_MS = 3000
/** A tab left open over a night still sends; the form fetches a new token after TOKEN_REFRESH_MS. */
const MAX_TOKEN_AGE_MS = 24 * 60 * 60 * 1000
const PURPOSE = "lead-token:"

/** `issuedMs.nonce.signature`. */
export async function issueToken(
  secret: string,
  nowMs: number,
  nonce = base64url(crypto.getRandomValues(new Uint8Array(16))),
) {
  const payload = `${Math.floor(nowMs)}.${nonce}`
  return `${payload}.${await sign(secret, PURPOSE + payload)}`
}

/**
 * The check page's token: its nonce is the request's own (its fields and the day), so the page posted again, as Back
 * and the browser's "Confirm Form Resubmission" do, sends the lead already stored, not a second one.
 */
export async function issuePageToken(secret: string, nowMs: number, fields: Record<string, string>) {
  const day = new Date(nowMs).toISOString().slice(0, 10)
  const request = JSON.stringify(Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : 1)))
  return issueToken(secret, nowMs, (await sign(secret, `${PURPOSE}page:${day}:${request}`)).slice(0, 22))
}

/** The no-script check-and-send page (pages.ts) is a step bots rarely take: a person reads it and presses Send. */
export const PAGE_MIN_TOKEN_AGE_MS = 1000

/** The token's nonce when this store signed it between MAX_TOKEN_AGE_MS and `minAgeMs` ago; else not ok, and `stale` when
 * this store signed it longer ago: a page left open (a device asleep) past a day, which a new token lets through;
 * `young` when it signed it less than `minAgeMs` ago. */
export async function checkToken(
  token: string | undefined,
  secret: string,
  nowMs: number,
  minAgeMs = MIN_TOKEN_AGE_MS,
): Promise<{ ok: true; nonce: string } | { ok: false; stale?: boolean; young?: boolean }> {
  const [, payload = "", issued = "", nonce = "", signature = ""] =
    /^((\d{1,15})\.([\w-]{22}))\.([\w-]{43})$/.exec(token ?? "") ?? []
  if (!payload || !(await verify(secret, PURPOSE + payload, signature))) return { ok: false }
  // A token from the future (another clock) is too young too.
  const age = nowMs - Number(issued)
  if (age > MAX_TOKEN_AGE_MS) return { ok: false, stale: true }
  return age >= minAgeMs ? { ok: true, nonce } : { ok: false, young: true }
}
