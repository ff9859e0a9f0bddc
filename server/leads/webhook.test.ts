import { readFileSync } from "node:fs"

import { describe, expect, it } from "vitest"

import { BUSINESS, NOW } from "../../tests/support/lead-store.ts"
import { verifyWebhook as verify } from "../../tests/support/webhook-receiver.ts"
import type { LeadRow, OutboxPayload } from "./store.ts"
import { unanswered, webhookBody, webhookHeaders, webhookKey, zonedIso } from "./webhook.ts"

// The example the Standard Webhooks specification publishes with its libraries' tests.
const SPEC = {
  secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
  id: "msg_p5jXN8AQM9LWM0D4loKWxJek",
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
}

const SECRET = `whsec_${Buffer.alloc(32, 7).toString("base64")}`

describe("the webhook's signature", () => {
  it("is the Standard Webhooks example's", async () => {
    const headers = {
      "webhook-id": SPEC.id,
      "webhook-timestamp": String(SPEC.timestamp),
      "webhook-signature": SPEC.signature,
    }
    expect(await webhookHeaders(SPEC.secret, SPEC.id, SPEC.body, SPEC.timestamp * 1000)).toEqual(headers)
    expect(verify(SPEC.secret, headers, SPEC.body, SPEC.timestamp)).toBe(true)
  })

  it("gives the three headers of an attempt, in Unix seconds, that a receiver verifies", async () => {
    const body = JSON.stringify({ type: "lead.confirmed", data: { reference: "RL-7K2Q9", suburb: "Wāhroonga" } })
    const now = Date.parse("2027-01-14T21:00:00.999Z")
    const headers = await webhookHeaders(SECRET, "rl-7k2q9.confirmed", body, now)
    expect(Object.keys(headers)).toEqual(["webhook-id", "webhook-timestamp", "webhook-signature"])
    expect(headers["webhook-id"]).toBe("rl-7k2q9.confirmed")
    expect(headers["webhook-timestamp"]).toBe("1799960400")
    expect(headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/)
    expect(verify(SECRET, headers, body, 1799960400 + 299)).toBe(true)
    // A changed body, another secret, another id, or a stale attempt fail the receiver's check.
    expect(verify(SECRET, headers, body.replace("RL-7K2Q9", "RL-7K2Q8"), 1799960400)).toBe(false)
    expect(verify(SPEC.secret, headers, body, 1799960400)).toBe(false)
    expect(verify(SECRET, { ...headers, "webhook-id": "rl-7k2q9.declined" }, body, 1799960400)).toBe(false)
    expect(verify(SECRET, headers, body, 1799960400 + 301)).toBe(false)
  })

  it("signs a retry with the same id and the attempt's own time", async () => {
    const first = await webhookHeaders(SECRET, "rl-7k2q9.new", "{}", 1_800_000_000_000)
    const retry = await webhookHeaders(SECRET, "rl-7k2q9.new", "{}", 1_800_000_060_000)
    expect([first["webhook-id"], retry["webhook-id"]]).toEqual(["rl-7k2q9.new", "rl-7k2q9.new"])
    expect(retry["webhook-signature"]).not.toBe(first["webhook-signature"])
    expect(verify(SECRET, retry, "{}", 1_800_000_060)).toBe(true)
  })

  it.each([
    ["", "LEADS_WEBHOOK_SECRET must start with whsec_, then the key in base64, as the receiving tool gives it"],
    [
      "MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
      "LEADS_WEBHOOK_SECRET must start with whsec_, then the key in base64, as the receiving tool gives it",
    ],
    [
      "whsec_…",
      'LEADS_WEBHOOK_SECRET: after whsec_ must come base64 (letters, digits, + and /, and = at the end); docs/owner-guide.md, "Sending requests to your job tool", step 2, makes one',
    ],
    ["whsec_", "LEADS_WEBHOOK_SECRET: after whsec_ must come base64 (letters, digits, + and /, and = at the end)"],
    [
      "whsec_MfKQ9r8GKYqrTwjUPD8I-LPZIo2LaLaSw",
      "LEADS_WEBHOOK_SECRET: after whsec_ must come base64 (letters, digits, + and /, and = at the end)",
    ],
    [
      "whsec_MfKQ9r8GKYqrTwjUPD8IL",
      "LEADS_WEBHOOK_SECRET looks cut short: paste it again, whole, as the receiving tool",
    ],
    [
      `whsec_${Buffer.alloc(16).toString("base64")}`,
      "LEADS_WEBHOOK_SECRET's key must be 24 to 64 bytes long, not 16: paste it again, whole,",
    ],
    [`whsec_${Buffer.alloc(65).toString("base64")}`, "LEADS_WEBHOOK_SECRET's key must be 24 to 64 bytes long, not 65"],
  ])("refuses the secret %j in plain words that do not repeat it", async (secret, message) => {
    expect(() => webhookKey(secret)).toThrow(message)
    await expect(webhookHeaders(secret, "id", "{}", 1000)).rejects.toThrow(message)
  })

  it("takes the secret as the tool shows it, spaces around it trimmed", () => {
    expect(webhookKey(` ${SPEC.secret}\n`)).toHaveLength(24)
  })
})

const LEAD: LeadRow = {
  reference: "Q-7K3M-Q9XD",
  created_at: NOW,
  name: "Sam Nguyen",
  suburb: "Thurgoona",
  email: "sam@example.com",
  phone: "0491 570 156",
  service_type: "deep",
  message: "Three bedrooms.",
  estimate: "",
  page: "/",
  sent_at: "",
  preferred_date: "2026-12-01",
  arrival_window: "08:00-11:00",
}
const STEP: OutboxPayload = {
  state: "confirmed",
  date: "2026-12-02",
  window: "11:00-14:00",
  sequence: 1,
  message: "",
  at: NOW,
}
const body = (step: Partial<OutboxPayload>, lead: LeadRow | null = LEAD) =>
  JSON.parse(webhookBody(LEAD.reference, lead ?? undefined, { ...STEP, ...step }, BUSINESS)) as {
    type: string
    timestamp: string
    data: Record<string, unknown>
  }

describe("the webhook's events", () => {
  it("give a confirmed visit's start and end with Sydney's offset on that day, and the invitation's sequence", () => {
    expect(body({}).data).toMatchObject({
      confirmedDate: "2026-12-02",
      confirmedWindow: "11:00-14:00",
      start: "2026-12-02T11:00:00+11:00",
      end: "2026-12-02T14:00:00+11:00",
      sequence: 1,
    })
    expect(body({}).type).toBe("lead.confirmed")
    // Standard time from the first Sunday of April, daylight time again from the first Sunday of October.
    expect(zonedIso("2027-04-03", "08:00")).toBe("2027-04-03T08:00:00+11:00")
    expect(zonedIso("2027-04-05", "08:00")).toBe("2027-04-05T08:00:00+10:00")
    expect(zonedIso("2027-10-04", "17:30")).toBe("2027-10-04T17:30:00+11:00")
    expect(body({ state: "new", date: "", window: "", sequence: 0 }).data).toMatchObject({ start: "", end: "" })
  })

  it("carry the owner's words with a decline", () => {
    const declined = body({ state: "declined", sequence: 2, message: "Our van is off the road." })
    expect(declined.type).toBe("lead.declined")
    expect(declined.data).toMatchObject({ declineMessage: "Our van is off the road.", sequence: 2 })
  })

  it("say of a deleted lead its reference and nothing else", () => {
    expect(body({ state: "deleted", date: "", window: "", sequence: 0 }, null)).toEqual({
      type: "lead.deleted",
      timestamp: new Date(NOW).toISOString(),
      data: { reference: LEAD.reference },
    })
  })

  it("have exactly the fields the owner's guide lists", () => {
    const guide = readFileSync(new URL("../../docs/owner-guide.md", import.meta.url), "utf8")
    const start = guide.indexOf("#### Sending requests to your job tool")
    const section = guide.slice(start, guide.indexOf("\n### ", start))
    const listed = [...section.matchAll(/^\| (`[^|]+`) +\|/gm)].flatMap(([, cell]) =>
      [...cell!.matchAll(/`(\w+)`/g)].map(([, name]) => name),
    )
    expect(listed.sort()).toEqual(Object.keys(body({}).data).sort())
  })
})

describe("a webhook that did not answer", () => {
  it("is said to be slow when it was reached but took over 10 seconds, unreachable when nothing answered", () => {
    expect(unanswered(new DOMException("The operation was aborted due to timeout", "TimeoutError"))).toBe(
      "did not answer within 10 seconds",
    )
    const refused = new TypeError("fetch failed", {
      cause: Object.assign(new Error("connect"), { code: "ECONNREFUSED" }),
    })
    expect(unanswered(refused)).toBe("could not be reached (ECONNREFUSED)")
  })
})
