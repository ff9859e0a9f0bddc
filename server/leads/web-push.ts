/**
 * Web Push with Web Crypto alone (decision 051), so one sender runs on Node and in a Cloudflare Pages Function: VAPID
 * (RFC 8292) says which site sends, and aes128gcm (RFC 8291 over RFC 8188) keeps what it says from the push service.
 */
import { base64url, fromBase64url } from "../signing.ts"
import type { SendResult } from "./queue.ts"

/** What the page's `PushSubscription.toJSON()` gives: where to send, the browser's P-256 key and its auth secret. */
export type PushSubscriptionJson = { endpoint: string; keys: { p256dh: string; auth: string } }

/** The site's VAPID key (makeVapidKey's text) and its contact, `mailto:` and an address: Apple refuses any other. */
export type Vapid = { privateKey: string; subject: string }

/** `gone`: the push service will never take this subscription again (404, 410), so it is to be deleted. */
export type PushResult = SendResult | { ok: false; retry: false; gone: true; reason: string }

type Bytes = Uint8Array<ArrayBuffer>

const ECDSA = { name: "ECDSA", namedCurve: "P-256" } as const
const ECDH = { name: "ECDH", namedCurve: "P-256" } as const
/** RFC 8292 allows a day; half of it leaves room for a push service whose clock runs ahead. */
const JWT_LIFETIME_S = 12 * 3600
/** A push service takes 4096 bytes of body: the header (86), the tag (16) and the delimiter (1) leave this much. */
export const MAX_PUSH_PAYLOAD = 3993
const RECORD_SIZE = 4096
/** A push service answers in well under a second; well inside the outbox's lease (queue.ts LEASE_MS) too. */
const PUSH_TIMEOUT_MS = 10_000
/** A day: an alert the phone gets the next morning still tells of a lead; after that the e-mail has said it. */
const TTL_S = 24 * 3600

const text = new TextEncoder()

const concat = (...parts: Uint8Array[]): Bytes => new Uint8Array(parts.flatMap((part) => [...part]))

/** A new VAPID key: the private JWK as text, for the store's settings (its public half is in it too). */
export async function makeVapidKey() {
  const pair = await crypto.subtle.generateKey(ECDSA, true, ["sign", "verify"])
  return JSON.stringify(await crypto.subtle.exportKey("jwk", pair.privateKey))
}

/** The key's public half as the 65-byte uncompressed point in base64url: the page's `applicationServerKey`. */
export function vapidPublicKey(privateKey: string) {
  const jwk = JSON.parse(privateKey) as JsonWebKey
  return base64url(concat(Uint8Array.of(4), fromBase64url(jwk.x ?? ""), fromBase64url(jwk.y ?? "")))
}

/** The Authorization header for one push at `now` (ms): an ES256 JWT for the endpoint's origin, and the public key. */
export async function vapidAuthorization(endpoint: string, vapid: Vapid, now: number) {
  const key = await crypto.subtle.importKey("jwk", JSON.parse(vapid.privateKey) as JsonWebKey, ECDSA, false, ["sign"])
  const part = (value: object) => base64url(text.encode(JSON.stringify(value)))
  const claims = { aud: new URL(endpoint).origin, exp: Math.floor(now / 1000) + JWT_LIFETIME_S, sub: vapid.subject }
  const unsigned = `${part({ typ: "JWT", alg: "ES256" })}.${part(claims)}`
  // Web Crypto's ECDSA signature is r || s, 64 bytes, the form a JWS wants (not DER).
  const signature = await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, key, text.encode(unsigned))
  return `vapid t=${unsigned}.${base64url(new Uint8Array(signature))}, k=${vapidPublicKey(vapid.privateKey)}`
}

async function hkdf(salt: Bytes, secret: BufferSource, info: Bytes, bytes: number): Promise<Bytes> {
  const key = await crypto.subtle.importKey("raw", secret, "HKDF", false, ["deriveBits"])
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, bytes * 8))
}

/**
 * The payload as one aes128gcm record for the subscription's browser alone: ECDH between a fresh key pair and the
 * browser's key, mixed with its auth secret. `fixed` sets the salt and key pair, as RFC 8291's example does.
 */
export async function encryptPush(
  payload: Bytes,
  keys: PushSubscriptionJson["keys"],
  fixed?: { salt: Bytes; pair: CryptoKeyPair },
) {
  const browserKey = fromBase64url(keys.p256dh)
  const salt = fixed?.salt ?? crypto.getRandomValues(new Uint8Array(16))
  const pair = fixed?.pair ?? (await crypto.subtle.generateKey(ECDH, false, ["deriveBits"]))
  const serverKey = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey))
  const browser = await crypto.subtle.importKey("raw", browserKey, ECDH, false, [])
  const shared = await crypto.subtle.deriveBits({ name: "ECDH", public: browser }, pair.privateKey, 256)
  const info = concat(text.encode("WebPush: info\0"), browserKey, serverKey)
  const secret = await hkdf(fromBase64url(keys.auth), shared, info, 32)
  const cek = await hkdf(salt, secret, text.encode("Content-Encoding: aes128gcm\0"), 16)
  const nonce = await hkdf(salt, secret, text.encode("Content-Encoding: nonce\0"), 12)
  const aes = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["encrypt"])
  // 2: the last (and only) record's padding delimiter.
  const record = await crypto.subtle.encrypt({ name: "AES-GCM", iv: nonce }, aes, concat(payload, Uint8Array.of(2)))
  const header = new Uint8Array(21)
  header.set(salt)
  new DataView(header.buffer).setUint32(16, RECORD_SIZE)
  header[20] = serverKey.length
  return concat(header, serverKey, new Uint8Array(record))
}

/**
 * One push, answered as the outbox's transports answer. 429 and 5xx may pass, as may a service that cannot be reached
 * or took longer than `signal` allows (10 s unless given); any other refusal will not.
 */
export async function sendPush(
  subscription: PushSubscriptionJson,
  payload: string,
  vapid: Vapid,
  options: { now: number; signal?: AbortSignal },
): Promise<PushResult> {
  const bytes = text.encode(payload)
  if (bytes.length > MAX_PUSH_PAYLOAD)
    return { ok: false, retry: false, reason: `The alert is ${bytes.length} bytes; a push holds ${MAX_PUSH_PAYLOAD}` }
  let request: RequestInit
  try {
    request = {
      method: "POST",
      headers: {
        Authorization: await vapidAuthorization(subscription.endpoint, vapid, options.now),
        TTL: String(TTL_S),
        Urgency: "high",
        "Content-Encoding": "aes128gcm",
        "Content-Type": "application/octet-stream",
      },
      body: await encryptPush(bytes, subscription.keys),
      signal: options.signal ?? AbortSignal.timeout(PUSH_TIMEOUT_MS),
      redirect: "manual",
    }
  } catch (error) {
    return { ok: false, retry: false, reason: `The alert could not be signed or encrypted: ${String(error)}` }
  }
  let response: Response
  try {
    response = await fetch(subscription.endpoint, request)
  } catch (error) {
    return { ok: false, retry: true, reason: `The push service could not be reached: ${String(error)}`.slice(0, 500) }
  }
  if (response.ok) {
    await response.body?.cancel()
    return { ok: true }
  }
  const detail = (await response.text().catch(() => "")).replace(/\s+/g, " ").slice(0, 300)
  const reason = `The push service answered ${response.status}${detail ? `: ${detail}` : ""}`
  if (response.status === 404 || response.status === 410) return { ok: false, retry: false, gone: true, reason }
  return { ok: false, retry: response.status === 429 || response.status >= 500, reason }
}
