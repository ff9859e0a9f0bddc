/**
 * The webhook's signature (issue 67), as Standard Webhooks defines it, so the receiving tool (Zapier, Make, a job
 * tool's own endpoint) checks it with any of that spec's libraries: `webhook-id`, `webhook-timestamp` (Unix seconds)
 * and `webhook-signature`, `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` keyed with the secret's bytes.
 * WebCrypto only, like ../signing.ts, so the Node server and a Pages Function sign alike. The id is the event's, the
 * same on every retry (receivers drop a repeat by it); the timestamp is the attempt's, since receivers refuse a
 * signature more than a few minutes old.
 */
const PREFIX = "whsec_"
/** The spec's bounds for a key: shorter is guessable, and every library it lists accepts these. */
const [MIN_BYTES, MAX_BYTES] = [24, 64]

/**
 * LEADS_WEBHOOK_SECRET's key: `whsec_` and the key in base64, as the receiving tool shows it. A wrong one is refused
 * in words that never repeat it: the message may reach a log.
 */
export function webhookKey(secret: string) {
  const named = "LEADS_WEBHOOK_SECRET"
  const text = secret.trim()
  if (!text.startsWith(PREFIX))
    throw new Error(`${named} must start with ${PREFIX}, then the key in base64, as the receiving tool gives it`)
  const encoded = text.slice(PREFIX.length)
  let bytes: Uint8Array<ArrayBuffer> | undefined
  try {
    if (/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0))
  } catch {
    // A length atob cannot read: refused below like any other text that is not base64.
  }
  if (!bytes) throw new Error(`${named}: after ${PREFIX} must come base64 (letters, digits, + and /, and = at the end)`)
  if (bytes.length < MIN_BYTES || bytes.length > MAX_BYTES)
    throw new Error(`${named}'s key must be ${MIN_BYTES} to ${MAX_BYTES} bytes long, not ${bytes.length}`)
  return bytes
}

const keys = new Map<string, Promise<CryptoKey>>()
const hmacKey = (secret: string) => {
  if (!keys.has(secret))
    keys.set(
      secret,
      crypto.subtle.importKey("raw", webhookKey(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]),
    )
  return keys.get(secret)!
}

/** `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`, the body as the UTF-8 bytes sent. */
export async function signWebhook(secret: string, id: string, timestamp: number, body: string) {
  const signed = new TextEncoder().encode(`${id}.${timestamp}.${body}`)
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(secret), signed))
  return `v1,${btoa(String.fromCharCode(...mac))}`
}

/** The three headers of one delivery attempt at `now` (milliseconds). */
export async function webhookHeaders(secret: string, id: string, body: string, now: number) {
  const timestamp = Math.floor(now / 1000)
  return {
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": await signWebhook(secret, id, timestamp, body),
  }
}
