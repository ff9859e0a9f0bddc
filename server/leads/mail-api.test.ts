// The HTTP mail transport against a stand-in of the API on loopback: real requests, real answers.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { startMailApiStandIn } from "../../tests/mail-api-stand-in.ts"
import { mailApiTransport } from "./mail-api.ts"
import type { MailMessage } from "./mail.ts"

let api: Awaited<ReturnType<typeof startMailApiStandIn>>

beforeAll(async () => {
  api = await startMailApiStandIn()
})
afterAll(() => api.close())
beforeEach(() => {
  api.received.length = 0
  api.answerWith(200)
})

const message = (reference: string, overrides: Partial<MailMessage> = {}): MailMessage => ({
  kind: "alert",
  reference,
  messageId: `<${reference.toLowerCase()}.alert@riverleaf.example>`,
  from: '"Riverleaf Eco Cleaning" <hello@riverleaf.example>',
  sender: "hello@riverleaf.example",
  to: "owner@riverleaf.example",
  replyTo: { name: 'Sam "the" Visitor', address: "sam@example.com" },
  subject: `New quote request ${reference}`,
  text: "Message: <script>alert(1)</script>",
  html: "<p>Message: &lt;script&gt;alert(1)&lt;/script&gt;</p>",
  ...overrides,
})

describe("mailApiTransport", () => {
  it("posts the message as JSON with the key, the visitor as Reply-To and the reference as Idempotency-Key", async () => {
    expect(await mailApiTransport({ key: "re_test_key", url: api.url }).send(message("RL-7K2M9Q"))).toEqual({
      ok: true,
    })
    expect(api.received).toHaveLength(1)
    const [mail] = api.received
    expect(mail!.headers.authorization).toBe("Bearer re_test_key")
    expect(mail!.headers["content-type"]).toBe("application/json")
    expect(mail!.headers["idempotency-key"]).toBe("RL-7K2M9Q/alert")
    expect(mail!.body).toEqual({
      from: '"Riverleaf Eco Cleaning" <hello@riverleaf.example>',
      to: ["owner@riverleaf.example"],
      reply_to: '"Sam the Visitor" <sam@example.com>',
      subject: "New quote request RL-7K2M9Q",
      text: "Message: <script>alert(1)</script>",
      html: "<p>Message: &lt;script&gt;alert(1)&lt;/script&gt;</p>",
      headers: { "X-Lead-Reference": "RL-7K2M9Q", "Auto-Submitted": "auto-generated" },
    })
  })

  it("sends a repeat with the same key, so the API delivers it once", async () => {
    const transport = mailApiTransport({ key: "k", url: api.url })
    await transport.send(message("RL-REPEAT"))
    await transport.send(message("RL-REPEAT"))
    await transport.send(message("RL-REPEAT", { kind: "acknowledgement", to: "sam@example.com" }))
    expect(api.received.map((mail) => mail.headers["idempotency-key"])).toEqual([
      "RL-REPEAT/alert",
      "RL-REPEAT/acknowledgement",
    ])
  })

  it("fails a refused message for good, and keeps any other failure for a retry", async () => {
    const transport = mailApiTransport({ key: "k", url: api.url })
    for (const [status, retry] of [
      [422, false],
      [400, false],
      [401, true],
      [403, true],
      [429, true],
      [500, true],
      [503, true],
    ] as const) {
      api.answerWith(status)
      expect(await transport.send(message(`RL-${status}`)), String(status)).toEqual({
        ok: false,
        retry,
        reason: `The mail API answered ${status}: {"message":"stand-in ${status}"}`,
      })
    }
    expect(api.received).toEqual([])
  })

  it("keeps a message for a retry when the API cannot be reached", async () => {
    const answer = await mailApiTransport({ key: "k", url: "http://127.0.0.1:9/emails" }).send(message("RL-DOWN"))
    expect(answer).toMatchObject({ ok: false, retry: true, reason: expect.stringContaining("could not be reached") })
  })
})
