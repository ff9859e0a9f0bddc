import { createECDH, createPublicKey } from "node:crypto"
import { readFileSync } from "node:fs"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"

import * as ece from "http_ece"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { checkVapid, RFC8291, startPushService, type PushService } from "../../tests/support/push-service"
import { fromBase64url } from "../signing.ts"
import {
  encryptPush,
  makeVapidKey,
  MAX_PUSH_PAYLOAD,
  sendPush,
  vapidAuthorization,
  vapidPublicKey,
  type Vapid,
} from "./web-push.ts"

const NOW = Date.UTC(2026, 10, 25, 21, 0, 0)
const SUBJECT = "mailto:leads@riverleaf.example"
const ALERT = JSON.stringify({
  title: "New request: Sam Nguyen",
  body: "Deep Home Clean, Thurgoona, Friday 4 December",
})
const b64 = (encoded: string) => Buffer.from(encoded, "base64url")
const jwtPart = (authorization: string, index: number) =>
  JSON.parse(b64(/t=([^,]+)/.exec(authorization)![1]!.split(".")[index]!).toString()) as Record<string, unknown>

/** RFC 8291's example sender: its key pair as Web Crypto keys, from the example's private scalar and public point. */
async function exampleSender(): Promise<CryptoKeyPair> {
  const point = b64(RFC8291.asPublic)
  const [x, y] = [point.subarray(1, 33).toString("base64url"), point.subarray(33).toString("base64url")]
  const jwk = { kty: "EC", crv: "P-256", d: RFC8291.asPrivate, x, y }
  const ecdh = { name: "ECDH", namedCurve: "P-256" }
  return {
    privateKey: await crypto.subtle.importKey("jwk", jwk, ecdh, false, ["deriveBits"]),
    publicKey: await crypto.subtle.importKey("raw", point, ecdh, true, []),
  }
}

describe("encryptPush", () => {
  it("writes RFC 8291's example push byte for byte, given the example's sender keys and salt", async () => {
    const body = await encryptPush(
      new TextEncoder().encode(RFC8291.plaintext),
      { p256dh: RFC8291.uaPublic, auth: RFC8291.auth },
      { salt: fromBase64url(RFC8291.salt), pair: await exampleSender() },
    )
    expect(Buffer.from(body).toString("base64url")).toBe(RFC8291.body)
  })

  it("writes what another implementation (http_ece) decrypts, with a fresh salt and key each time", async () => {
    const browser = createECDH("prime256v1")
    browser.generateKeys()
    const auth = Buffer.from(crypto.getRandomValues(new Uint8Array(16)))
    const keys = { p256dh: browser.getPublicKey().toString("base64url"), auth: auth.toString("base64url") }
    const [first, second] = await Promise.all([1, 2].map(() => encryptPush(new TextEncoder().encode(ALERT), keys)))
    for (const body of [first!, second!]) {
      const plaintext = ece.decrypt(Buffer.from(body), { version: "aes128gcm", privateKey: browser, authSecret: auth })
      expect(plaintext.toString()).toBe(ALERT)
      // salt (16), record size 4096, key id length 65, the sender's key, then the one record.
      expect(Buffer.from(body.subarray(16, 21)).toString("hex")).toBe("0000100041")
      expect(body.length).toBe(86 + Buffer.byteLength(ALERT) + 1 + 16)
    }
    expect(first!.subarray(0, 16)).not.toEqual(second!.subarray(0, 16))
    expect(first!.subarray(21, 86)).not.toEqual(second!.subarray(21, 86))
  })
})

describe("the VAPID key and header", () => {
  it("makes a P-256 key whose public half is the 65-byte uncompressed point a page subscribes with", async () => {
    const privateKey = await makeVapidKey()
    const jwk = JSON.parse(privateKey) as JsonWebKey
    expect([jwk.kty, jwk.crv, typeof jwk.d]).toEqual(["EC", "P-256", "string"])
    const point = b64(vapidPublicKey(privateKey))
    expect([point.length, point[0]]).toEqual([65, 4])
    const publicJwk = createPublicKey({ key: { kty: "EC", crv: "P-256", x: jwk.x, y: jwk.y }, format: "jwk" })
    expect(Buffer.from(publicJwk.export({ format: "der", type: "spki" })).subarray(-65)).toEqual(point)
  })

  it("signs an ES256 token a push service verifies: for the endpoint's origin, for 12 hours, with the subject", async () => {
    const vapid: Vapid = { privateKey: await makeVapidKey(), subject: SUBJECT }
    const endpoint = "https://web.push.apple.com/QGuQyavXutnMH/abc"
    const authorization = await vapidAuthorization(endpoint, vapid, NOW)
    expect(jwtPart(authorization, 0)).toEqual({ typ: "JWT", alg: "ES256" })
    expect(checkVapid(authorization, "https://web.push.apple.com", NOW)).toEqual({
      claims: { aud: "https://web.push.apple.com", exp: NOW / 1000 + 12 * 3600, sub: SUBJECT },
      publicKey: vapidPublicKey(vapid.privateKey),
      status: 201,
      problem: "",
    })
    const other = await makeVapidKey()
    const forged = authorization.replace(/k=.*/, `k=${vapidPublicKey(other)}`)
    expect(checkVapid(forged, "https://web.push.apple.com", NOW).problem).toBe(
      "the JWT's signature does not verify with k",
    )
    expect(checkVapid(authorization, "https://fcm.googleapis.com", NOW).problem).toBe(
      "aud is https://web.push.apple.com, not https://fcm.googleapis.com",
    )
    expect(checkVapid(authorization, "https://web.push.apple.com", NOW + 12 * 3600_000).problem).toBe(
      "exp is not within the next 24 hours",
    )
    const bare = await vapidAuthorization(endpoint, { ...vapid, subject: "leads@riverleaf.example" }, NOW)
    expect(checkVapid(bare, "https://web.push.apple.com", NOW).problem).toBe(
      "sub is neither a mailto: address nor an https: URL",
    )
  })
})

describe("sendPush to a push service", () => {
  let service: PushService
  let vapid: Vapid
  const send = (subscription: ReturnType<PushService["subscribe"]>, payload = ALERT, signal?: AbortSignal) =>
    sendPush(subscription, payload, vapid, { now: NOW, signal })

  beforeAll(async () => {
    service = await startPushService({ now: () => NOW })
    vapid = { privateKey: await makeVapidKey(), subject: SUBJECT }
  })
  afterAll(() => service.close())

  it("delivers the alert signed and encrypted, with a TTL and high urgency", async () => {
    const subscription = service.subscribe(vapidPublicKey(vapid.privateKey))
    expect(await send(subscription)).toEqual({ ok: true })
    const push = service.pushes.at(-1)!
    expect(push).toMatchObject({
      endpoint: subscription.endpoint,
      status: 201,
      problem: "",
      ttl: "86400",
      urgency: "high",
      contentEncoding: "aes128gcm",
      contentType: "application/octet-stream",
      claims: { aud: service.origin, exp: NOW / 1000 + 12 * 3600, sub: SUBJECT },
      publicKey: vapidPublicKey(vapid.privateKey),
      plaintext: ALERT,
      bodyBytes: 86 + Buffer.byteLength(ALERT) + 17,
    })
  })

  it("tells a subscription the service has let go (410) or never knew (404) as gone", async () => {
    const subscription = service.subscribe()
    service.gone(subscription.endpoint)
    expect(await send(subscription)).toEqual({
      ok: false,
      retry: false,
      gone: true,
      reason: "The push service answered 410: the subscription has expired",
    })
    const unknown = { ...subscription, endpoint: `${service.origin}/push/never-made` }
    expect(await send(unknown)).toEqual({
      ok: false,
      retry: false,
      gone: true,
      reason: "The push service answered 404: no such subscription",
    })
  })

  it("retries a busy or failing service (429, 5xx), and not a refusal", async () => {
    const subscription = service.subscribe()
    service.answers.push(429, 503, 400)
    const reason = (status: number) => `The push service answered ${status}: answered as the test asked`
    expect(await send(subscription)).toEqual({ ok: false, retry: true, reason: reason(429) })
    expect(await send(subscription)).toEqual({ ok: false, retry: true, reason: reason(503) })
    expect(await send(subscription)).toEqual({ ok: false, retry: false, reason: reason(400) })
    expect(await send(subscription)).toEqual({ ok: true })
  })

  it("is refused (403), and not retried, for a subscription made with another key", async () => {
    const subscription = service.subscribe(vapidPublicKey(await makeVapidKey()))
    expect(await send(subscription)).toEqual({
      ok: false,
      retry: false,
      reason: "The push service answered 403: k is not the applicationServerKey the subscription was made with",
    })
  })

  it("retries when the service cannot be reached, or does not answer before the signal ends the wait", async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const subscription = service.subscribe()
    expect(await send({ ...subscription, endpoint: `http://127.0.0.1:${port}/push/1` })).toEqual({
      ok: false,
      retry: true,
      reason: "The push service could not be reached: TypeError: fetch failed",
    })
    service.answers.push("hold")
    const controller = new AbortController()
    const sending = send(subscription, ALERT, controller.signal)
    await service.received(service.pushes.length + 1)
    controller.abort()
    expect(await sending).toEqual({
      ok: false,
      retry: true,
      reason: "The push service could not be reached: AbortError: This operation was aborted",
    })
  })

  it("sends an alert as long as a push holds, and refuses a longer one without retrying", async () => {
    const subscription = service.subscribe()
    expect(await send(subscription, "x".repeat(MAX_PUSH_PAYLOAD))).toEqual({ ok: true })
    expect(service.pushes.at(-1)).toMatchObject({ status: 201, bodyBytes: 4096 })
    expect(await send(subscription, "é".repeat(2000))).toEqual({
      ok: false,
      retry: false,
      reason: "The alert is 4000 bytes; a push holds 3993",
    })
  })

  it("does not retry keys that are not a P-256 point and an auth secret", async () => {
    const subscription = { ...service.subscribe(), keys: { p256dh: "BCVx", auth: RFC8291.auth } }
    expect(await send(subscription)).toEqual({
      ok: false,
      retry: false,
      reason: "The alert could not be signed or encrypted: DataError: Invalid keyData",
    })
  })
})

describe("where the sender runs", () => {
  it("loads nothing but the server's base64url and the outbox's types: Web APIs alone, as on Node so in a Cloudflare Pages Function", () => {
    const imports = readFileSync("server/leads/web-push.ts", "utf8").match(/^(?:import|export) .* from .*$/gm)
    expect(imports).toEqual([
      'import { base64url, fromBase64url } from "../signing.ts"',
      'import type { SendResult } from "./queue.ts"',
    ])
    expect(readFileSync("server/signing.ts", "utf8")).not.toMatch(/^import /m)
  })
})
