/**
 * The webhook to the owner's job tools, through the outbox, signed as Standard Webhooks says with WebCrypto (decision
 * 046). The id is the event's, the same on every retry; the timestamp the attempt's: receivers refuse an old one.
 */
import { BOOKING_TIME_ZONE, dayNumber, dayWords, windowWords } from "../../common/booking.ts"
import { serviceName, type Business } from "../../common/lead-facts.ts"
import { offsetAt } from "../../common/wall-clock.ts"
import { base64 } from "../signing.ts"
import type { QueuedRow, SendResult } from "./queue.ts"
import type { LeadRow, OutboxPayload } from "./store.ts"

const PREFIX = "whsec_"
/** A receiver that takes longer is tried again later (the outbox's retries); the webhook's lanes wait no longer. */
const WEBHOOK_TIMEOUT_MS = 10_000
/** The spec's bounds for a key: shorter is guessable, and every library it lists accepts these. */
const [MIN_BYTES, MAX_BYTES] = [24, 64]

/** LEADS_WEBHOOK_SECRET's key (`whsec_` and base64); a wrong one is refused in words that never repeat it (logs). */
export function webhookKey(secret: string) {
  const named = "LEADS_WEBHOOK_SECRET"
  const text = secret.trim()
  if (!text.startsWith(PREFIX))
    throw new Error(`${named} must start with ${PREFIX}, then the key in base64, as the receiving tool gives it`)
  const encoded = text.slice(PREFIX.length)
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded))
    throw new Error(
      `${named}: after ${PREFIX} must come base64 (letters, digits, + and /, and = at the end); docs/owner-guide.md, "Sending requests to your job tool", step 2, makes one`,
    )
  const again = "paste it again, whole, as the receiving tool gives it"
  let bytes: Uint8Array<ArrayBuffer>
  try {
    bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0))
  } catch {
    // Base64's letters in a length it never has: the end of a key, lost mid-paste.
    throw new Error(`${named} looks cut short: ${again}`)
  }
  if (bytes.length < MIN_BYTES || bytes.length > MAX_BYTES)
    throw new Error(`${named}'s key must be ${MIN_BYTES} to ${MAX_BYTES} bytes long, not ${bytes.length}: ${again}`)
  return bytes
}

/** The three headers of one attempt at `now` (ms): the signature is `v1,` and the base64 HMAC of `id.timestamp.body`. */
export async function webhookHeaders(secret: string, id: string, body: string, now: number) {
  const timestamp = Math.floor(now / 1000)
  const key = await crypto.subtle.importKey("raw", webhookKey(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ])
  const signed = new TextEncoder().encode(`${id}.${timestamp}.${body}`)
  const mac = await crypto.subtle.sign("HMAC", key, signed)
  return {
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": `v1,${base64(mac)}`,
  }
}

/** One signed POST of event `id` at `now` to `url`, as a delivery and the owner's test send it; throws when none answers. */
export async function postEvent(url: string, secret: string, id: string, body: string, now: number) {
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(await webhookHeaders(secret, id, body, now)) },
    body,
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    redirect: "manual",
  })
}

const iso = (ms: number) => new Date(ms).toISOString()
const words = (day: string, window: string) => ({ day: day && dayWords(day), window: window && windowWords(window) })
const twoDigits = (n: number) => String(n).padStart(2, "0")

/** A day's time on the business's clock as ISO 8601 with that day's offset: 2026-12-01T08:00:00+11:00. */
export function zonedIso(day: string, time: string) {
  const n = dayNumber(day)
  if (n === undefined || !time) return ""
  const [hours = 0, minutes = 0] = time.split(":").map(Number)
  const offset = offsetAt(n * 86_400_000 + (hours * 60 + minutes) * 60_000, BOOKING_TIME_ZONE)
  const sign = offset < 0 ? "-" : "+"
  return `${day}T${time}:00${sign}${twoDigits(Math.floor(Math.abs(offset) / 60))}:${twoDigits(Math.abs(offset) % 60)}`
}

/**
 * The event as Standard Webhooks shapes it; the days both as stored (for a tool) and in words (for a person). A
 * deleted lead's event carries its reference alone: the lead is gone.
 */
export function webhookBody(reference: string, lead: LeadRow | undefined, step: OutboxPayload, business: Business) {
  const type = `lead.${step.state === "new" ? "created" : step.state}`
  if (!lead) return JSON.stringify({ type, timestamp: iso(step.at), data: { reference } })
  const asked = words(lead.preferred_date ?? "", lead.arrival_window ?? "")
  const confirmed = words(step.date, step.window)
  const [start = "", end = ""] = step.window.split("-")
  return JSON.stringify({
    type,
    timestamp: iso(step.at),
    data: {
      reference: lead.reference,
      receivedAt: iso(lead.created_at),
      state: step.state,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      suburb: lead.suburb,
      service: serviceName(business, lead.service_type),
      message: lead.message,
      estimate: lead.estimate,
      preferredDate: lead.preferred_date ?? "",
      arrivalWindow: lead.arrival_window ?? "",
      preferredDay: asked.day,
      preferredWindow: asked.window,
      confirmedDate: step.date,
      confirmedWindow: step.window,
      confirmedDay: confirmed.day,
      confirmedWindowWords: confirmed.window,
      start: zonedIso(step.date, start),
      end: zonedIso(step.date, end),
      sequence: step.sequence,
      declineMessage: step.message,
      inbox: business.siteUrl ? `${business.siteUrl}/admin/leads#${lead.reference}` : "",
    },
  })
}

/** Why a POST got no answer: a tool that takes over the timeout was reached, and is slow, not gone. */
export function unanswered(error: unknown) {
  if (error instanceof Error && error.name === "TimeoutError")
    return `did not answer within ${WEBHOOK_TIMEOUT_MS / 1000} seconds`
  const { cause } = error as { cause?: { code?: string; message?: string } }
  return `could not be reached (${cause?.code ?? cause?.message ?? String(error)})`
}

/** One signed delivery to the row's URL. 400, 410 and 422 say the tool will never take this one; the rest retry. */
export async function deliverWebhook(
  row: QueuedRow,
  lead: LeadRow | undefined,
  business: Business,
  secret: string | undefined,
  now: number,
): Promise<SendResult> {
  if (!secret) return { ok: false, retry: true, reason: "LEADS_WEBHOOK_SECRET is not set" }
  const body = webhookBody(row.reference, lead, JSON.parse(row.payload) as OutboxPayload, business)
  let response: Response
  try {
    response = await postEvent(row.recipient, secret, `msg_${row.reference}_${row.kind}`, body, now)
  } catch (error) {
    return { ok: false, retry: true, reason: `The webhook ${unanswered(error)}`.slice(0, 500) }
  }
  await response.body?.cancel()
  if (response.ok) return { ok: true }
  const reason = `The webhook answered ${response.status}`
  return { ok: false, retry: ![400, 410, 422].includes(response.status), reason }
}
