/**
 * A push service for the tests, playing FCM's or Apple's part (RFC 8030): a real HTTP server that checks each push's
 * VAPID header (RFC 8292) and decrypts its aes128gcm body (RFC 8291) with the subscription's keys, as the browser
 * would. Written from those RFCs with node:crypto rather than from the sender it tests (server/leads/web-push.ts).
 */
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
} from "node:crypto"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

const b64 = (encoded: string) => Buffer.from(encoded, "base64url")
/** A day: the longest a VAPID token may live (RFC 8292 section 2). */
const MAX_JWT_LIFETIME_S = 24 * 3600
/** What FCM and Apple take as a push's body; longer is refused with 413 (RFC 8030 section 7.2). */
const MAX_BODY = 4096

/** RFC 8291 appendix A: both key pairs, the auth secret, the salt, and the push the example's sender wrote. */
export const RFC8291 = {
  plaintext: "When I grow up, I want to be a watermelon",
  asPrivate: "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw",
  asPublic: "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8",
  uaPrivate: "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94",
  uaPublic: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
  auth: "BTBZMqHH6r4Tts7J_aSIgg",
  salt: "DGv6ra1nlYgDCS1FRnbzlw",
  body:
    "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_" +
    "yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
}

/**
 * A browser's reading of an aes128gcm push (RFC 8291 section 3.4, RFC 8188 section 2): one record, the sender's key
 * in the header's keyid, the plaintext before the last record's delimiter 2. Throws when any of it is wrong.
 */
export function decryptPush(body: Buffer, browser: ECDH, auth: Buffer) {
  if (body.length < 21) throw new Error("the body is shorter than the aes128gcm header")
  const [salt, recordSize, idLength] = [body.subarray(0, 16), body.readUInt32BE(16), body[20]!]
  const serverKey = body.subarray(21, 21 + idLength)
  const record = body.subarray(21 + idLength)
  if (idLength !== 65) throw new Error(`the keyid is ${idLength} bytes, not a P-256 point's 65`)
  if (record.length > recordSize) throw new Error("the body holds more than one record, and a push has one")
  if (record.length < 17) throw new Error("the record is shorter than its tag and delimiter")
  const info = Buffer.concat([Buffer.from("WebPush: info\0"), browser.getPublicKey(), serverKey])
  const secret = Buffer.from(hkdfSync("sha256", browser.computeSecret(serverKey), auth, info, 32))
  const key = Buffer.from(hkdfSync("sha256", secret, salt, "Content-Encoding: aes128gcm\0", 16))
  const nonce = Buffer.from(hkdfSync("sha256", secret, salt, "Content-Encoding: nonce\0", 12))
  const decipher = createDecipheriv("aes-128-gcm", key, nonce)
  decipher.setAuthTag(record.subarray(-16))
  const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()])
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (padded[end] !== 2) throw new Error("the record does not end with the last record's delimiter, 2")
  return padded.subarray(0, end).toString("utf8")
}

export type VapidClaims = { aud: string; exp: number; sub: string }
type VapidCheck = { claims?: VapidClaims; publicKey: string; status: number; problem: string }

/**
 * A push service's check of `Authorization: vapid t=<JWT>, k=<key>` at `now` (ms): an ES256 signature by `k`, `aud`
 * its own origin, `exp` ahead but within a day, a `mailto:` or `https:` subject. 401 when it fails; 403 when the
 * subscription was made for another key (RFC 8292 section 4.2).
 */
export function checkVapid(authorization: string, origin: string, now: number, subscribedKey?: string): VapidCheck {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization)
  if (!match) return { publicKey: "", status: 401, problem: "no vapid t=…, k=… Authorization header" }
  const [header, payload, signature, publicKey] = match.slice(1) as [string, string, string, string]
  const refuse = (problem: string, status = 401, claims?: VapidClaims) => ({ claims, publicKey, status, problem })
  const point = b64(publicKey)
  if (point.length !== 65 || point[0] !== 4) return refuse("k is not a 65-byte uncompressed P-256 point")
  const jwk = {
    kty: "EC",
    crv: "P-256",
    x: point.subarray(1, 33).toString("base64url"),
    y: point.subarray(33).toString("base64url"),
  }
  const key = createPublicKey({ key: jwk, format: "jwk" })
  const signed = Buffer.from(`${header}.${payload}`)
  if (JSON.parse(b64(header).toString()).alg !== "ES256") return refuse("the JWT is not ES256")
  if (!verify("sha256", signed, { key, dsaEncoding: "ieee-p1363" }, b64(signature)))
    return refuse("the JWT's signature does not verify with k")
  const claims = JSON.parse(b64(payload).toString()) as VapidClaims
  const seconds = Math.floor(now / 1000)
  if (claims.aud !== origin) return refuse(`aud is ${claims.aud}, not ${origin}`, 401, claims)
  if (!(claims.exp > seconds && claims.exp <= seconds + MAX_JWT_LIFETIME_S))
    return refuse(`exp is not within the next 24 hours`, 401, claims)
  if (!/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/.test(claims.sub ?? ""))
    return refuse("sub is neither a mailto: address nor an https: URL", 401, claims)
  if (subscribedKey && publicKey !== subscribedKey)
    return refuse("k is not the applicationServerKey the subscription was made with", 403, claims)
  return { claims, publicKey, status: 201, problem: "" }
}

/** One request to an endpoint, as the service took it. `status` 0: held unanswered, as the test asked. */
export type ReceivedPush = {
  endpoint: string
  status: number
  problem: string
  ttl: string
  urgency: string
  contentEncoding: string
  contentType: string
  /** The whole request on the wire but for the TCP and HTTP framing: its Authorization header and its body. */
  authorization: string
  bodyBytes: number
  claims?: VapidClaims
  publicKey: string
  plaintext?: string
}

type Subscription = { browser: ECDH; auth: Buffer; applicationServerKey?: string }

/**
 * The service on 127.0.0.1 (`port`, or any free one), judging `exp` by `now` (the test's clock). `subscribe` makes a
 * subscription as a browser does; `gone` makes an endpoint answer 410 from then on; `answers` are statuses (or "hold",
 * never answer) the next pushes get instead of their own, to play a busy or failing service.
 */
export async function startPushService(options: { port?: number; now?: () => number } = {}) {
  const now = options.now ?? (() => Date.now())
  const subscriptions = new Map<string, Subscription>()
  const goneEndpoints = new Set<string>()
  const answers: (number | "hold")[] = []
  const pushes: ReceivedPush[] = []
  const waiting: (() => void)[] = []
  let origin = ""

  function judge(request: IncomingMessage, body: Buffer): ReceivedPush {
    const endpoint = `${origin}${request.url}`
    const subscription = subscriptions.get(endpoint)
    const header = (name: string) => String(request.headers[name] ?? "")
    const vapid = checkVapid(header("authorization"), origin, now(), subscription?.applicationServerKey)
    const push: ReceivedPush = {
      endpoint,
      status: vapid.status,
      problem: vapid.problem,
      ttl: header("ttl"),
      urgency: header("urgency"),
      contentEncoding: header("content-encoding"),
      contentType: header("content-type"),
      authorization: header("authorization"),
      bodyBytes: body.length,
      claims: vapid.claims,
      publicKey: vapid.publicKey,
    }
    const refuse = (status: number, problem: string) => Object.assign(push, { status, problem })
    if (request.method !== "POST") return refuse(405, "a push is a POST")
    if (!subscription) return refuse(404, "no such subscription")
    if (goneEndpoints.has(endpoint)) return refuse(410, "the subscription has expired")
    if (vapid.problem) return push
    if (!/^\d+$/.test(push.ttl)) return refuse(400, "no TTL header (RFC 8030 section 5.2)")
    if (push.contentEncoding !== "aes128gcm") return refuse(400, "the Content-Encoding is not aes128gcm")
    if (body.length > MAX_BODY) return refuse(413, `the body is ${body.length} bytes, over ${MAX_BODY}`)
    try {
      push.plaintext = decryptPush(body, subscription.browser, subscription.auth)
    } catch (error) {
      // A real service passes it on and the browser drops it; refusing it here lets a test see it.
      return refuse(400, `the browser could not decrypt it: ${String(error)}`)
    }
    return push
  }

  function answer(push: ReceivedPush, response: ServerResponse) {
    const asked = answers.shift()
    if (asked === "hold") return Object.assign(push, { status: 0, problem: "held, unanswered, as the test asked" })
    if (asked !== undefined) Object.assign(push, { status: asked, problem: "answered as the test asked" })
    const location = push.status === 201 ? { Location: `${origin}/message/${randomUUID()}` } : {}
    response.writeHead(push.status, { "Content-Type": "text/plain", ...location }).end(push.problem)
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => {
      const push = judge(request, Buffer.concat(chunks))
      answer(push, response)
      pushes.push(push)
      waiting.splice(0).forEach((wake) => wake())
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    origin,
    pushes,
    answers,
    /** A subscription as `PushSubscription.toJSON()` gives it, with keys made as a browser makes them. */
    subscribe(applicationServerKey?: string) {
      const browser = createECDH("prime256v1")
      browser.generateKeys()
      const auth = randomBytes(16)
      const endpoint = `${origin}/push/${randomUUID()}`
      subscriptions.set(endpoint, { browser, auth, applicationServerKey })
      return {
        endpoint,
        keys: { p256dh: browser.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
      }
    },
    gone: (endpoint: string) => goneEndpoints.add(endpoint),
    /** Resolves once `count` requests have come in, however they were answered. */
    received: (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => (pushes.length >= count ? resolve() : waiting.push(check))
        check()
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type PushService = Awaited<ReturnType<typeof startPushService>>
