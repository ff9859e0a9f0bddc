import { createECDH, randomBytes } from "node:crypto"

import * as ece from "http_ece"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { encryptPush, makeVapidKey, vapidAuthorization } from "../../server/leads/web-push"
import { decryptPush, RFC8291, startPushService, type PushService } from "./push-service"

const b64 = (encoded: string) => Buffer.from(encoded, "base64url")

describe("the test push service's decryption, as a browser's", () => {
  it("reads RFC 8291's example push with the example browser's keys", () => {
    const browser = createECDH("prime256v1")
    browser.setPrivateKey(b64(RFC8291.uaPrivate))
    expect(browser.getPublicKey().toString("base64url")).toBe(RFC8291.uaPublic)
    expect(decryptPush(b64(RFC8291.body), browser, b64(RFC8291.auth))).toBe(RFC8291.plaintext)
  })

  it("reads what another implementation (http_ece) encrypts", () => {
    const browser = createECDH("prime256v1")
    browser.generateKeys()
    const sender = createECDH("prime256v1")
    sender.generateKeys()
    const auth = randomBytes(16)
    const body = ece.encrypt(Buffer.from("Sam Nguyen, Deep Home Clean, Thurgoona"), {
      version: "aes128gcm",
      privateKey: sender,
      dh: browser.getPublicKey(),
      authSecret: auth,
    })
    expect(decryptPush(body, browser, auth)).toBe("Sam Nguyen, Deep Home Clean, Thurgoona")
  })

  it("refuses a push changed on the way, or read with another browser's secret", () => {
    const browser = createECDH("prime256v1")
    browser.setPrivateKey(b64(RFC8291.uaPrivate))
    const changed = b64(RFC8291.body)
    changed[changed.length - 20]! ^= 1
    expect(() => decryptPush(changed, browser, b64(RFC8291.auth))).toThrow(
      "Unsupported state or unable to authenticate data",
    )
    expect(() => decryptPush(b64(RFC8291.body), browser, randomBytes(16))).toThrow(
      "Unsupported state or unable to authenticate data",
    )
    expect(() => decryptPush(b64(RFC8291.body).subarray(0, 20), browser, b64(RFC8291.auth))).toThrow(
      "the body is shorter than the aes128gcm header",
    )
  })
})

describe("the test push service's refusals", () => {
  const now = Date.UTC(2026, 10, 25, 21, 0, 0)
  let service: PushService
  beforeAll(async () => (service = await startPushService({ now: () => now })))
  afterAll(() => service.close())

  it("refuses, as RFC 8030 says, a push without a TTL or in another content coding", async () => {
    const subscription = service.subscribe()
    const vapid = { privateKey: await makeVapidKey(), subject: "mailto:leads@riverleaf.example" }
    const body = await encryptPush(new TextEncoder().encode("Sam Nguyen"), subscription.keys)
    const authorization = await vapidAuthorization(subscription.endpoint, vapid, now)
    const post = async (headers: Record<string, string>) => {
      const response = await fetch(subscription.endpoint, {
        method: "POST",
        headers: { Authorization: authorization, ...headers },
        body,
      })
      return [response.status, await response.text()]
    }
    expect(await post({ "Content-Encoding": "aes128gcm" })).toEqual([400, "no TTL header (RFC 8030 section 5.2)"])
    expect(await post({ TTL: "60", "Content-Encoding": "aesgcm" })).toEqual([
      400,
      "the Content-Encoding is not aes128gcm",
    ])
    expect(await post({ TTL: "60", "Content-Encoding": "aes128gcm" })).toEqual([201, ""])
    expect(service.pushes.map((push) => [push.status, push.plaintext])).toEqual([
      [400, undefined],
      [400, undefined],
      [201, "Sam Nguyen"],
    ])
  })
})
