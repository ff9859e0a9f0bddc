// The lead store as the Pages Function runs it, over a real D1 (wrangler's local one, migrated as serve:cloudflare
// migrates it) and a stand-in of the HTTP mail API on loopback; the clock is the test's.
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest"

import { bookableDays, bookingFileSchema } from "../../common/booking.ts"
import { LEADS_PATH, LEADS_TOKEN_PATH } from "../../common/quote-schema.ts"
import { applyLocalMigrations } from "../../scripts/deploy/wrangler.ts"
import shipped from "../../tests/fixtures/content/booking.json" with { type: "json" }
import { startMailApiStandIn } from "../../tests/mail-api-stand-in.ts"
import { BUSINESS, NOW, SITE, VALID } from "../../tests/support/lead-store.ts"
import { formContract } from "../form-contract.ts"
import { cloudflareLeads, type CloudflareEnv } from "./cloudflare.ts"
import type { D1Binding } from "./d1.ts"
import { openLocalD1 } from "./local-d1.ts"
import { mailApiTransport } from "./mail-api.ts"
import { sendLoop } from "./send-loop.ts"
import { query, type SqlDatabase } from "./sql.ts"
import { storeLead } from "./store.ts"

const { ndis, ...packageNames } = BUSINESS.services
const CONTENT = {
  business: {
    name: BUSINESS.name,
    phone: { display: BUSINESS.phone },
    email: BUSINESS.email,
    claims: { replyHome: BUSINESS.replyTime },
  },
  packages: { packages: Object.entries(packageNames).map(([id, name]) => ({ id, name })) },
  home: { closing: { ndisService: ndis! } },
}
const OWNER = "owner@riverleaf.example"
const BOOKING_ON = { ...bookingFileSchema.parse(shipped), enabled: true }
const PRINT = { content: "", settings: "" }

const state = mkdtempSync(join(tmpdir(), "cloudflare-test-"))
let local: Awaited<ReturnType<typeof openLocalD1>>
let d1: D1Binding
let db: SqlDatabase
let api: Awaited<ReturnType<typeof startMailApiStandIn>>
const clock = { now: NOW }
const lines: string[] = []

beforeAll(async () => {
  applyLocalMigrations(state)
  local = await openLocalD1(state)
  db = local.db
  // The binding itself, for cloudflareLeads, which wraps it as the function does.
  d1 = local.binding
  api = await startMailApiStandIn()
  // wrangler's migrations and workerd's start: over 60 s once on a machine starved to a third of its speed, and over
  // 120 s on a fresh one (nothing of node_modules read yet) starved to a sixth.
}, 300_000)

afterAll(async () => {
  await api?.close()
  await local?.dispose()
  rmSync(state, { recursive: true, force: true })
})

beforeEach(async () => {
  clock.now += 24 * 60 * 60_000
  lines.length = 0
  api.received.length = 0
  api.answerWith(200)
  await db.batch([{ sql: "DELETE FROM outbox" }, { sql: "DELETE FROM leads" }])
})
afterEach(() => api.answerWith(200))

let leads = 0
async function aLead(email = VALID.email, at = clock.now) {
  leads++
  const result = await storeLead(
    db,
    {
      ...VALID,
      email,
      estimate: "",
      page: "/",
      sentAt: "",
      clientKey: `client-${leads}`,
      requestKey: `request-${leads}`,
    },
    { notifyTo: OWNER, now: at },
  )
  if (result.outcome !== "stored") throw new Error(result.outcome)
  return result.reference
}

const outbox = async (reference: string) =>
  Object.fromEntries(
    (await query(db, "SELECT kind, status, attempts FROM outbox WHERE reference = ?", [reference])).map((row) => [
      row.kind,
      `${row.status}/${row.attempts}`,
    ]),
  )

/** The bounded pass a request's waitUntil runs (cloudflare.ts): a loop of its own, as each request has. */
const drain = () =>
  sendLoop({
    db,
    transport: mailApiTransport({ key: "k", url: api.url }),
    mail: { business: BUSINESS, from: `"Riverleaf" <leads@riverleaf.example>` },
    owner: `cloudflare:${crypto.randomUUID()}`,
    now: () => clock.now,
    log: (line) => lines.push(line),
  }).runUntilEmpty({ messages: 20, ms: 20_000 })

describe("the send loop bounded, the pass after each request", () => {
  it("sends each due message once through the mail API", async () => {
    const reference = await aLead()
    expect(await drain()).toEqual({ sent: 2, retried: 0, failed: 0 })
    expect(await outbox(reference)).toEqual({ alert: "sent/1", acknowledgement: "sent/1" })
    expect(api.received.map((mail) => mail.body.to[0])).toEqual([OWNER, VALID.email])
    expect(await drain()).toEqual({ sent: 0, retried: 0, failed: 0 })
  })

  it("stops at the first failure the service may get over, and sends the backlog at once when it works again", async () => {
    const first = await aLead()
    const second = await aLead("kim@example.com")
    api.answerWith(503)
    expect(await drain()).toEqual({ sent: 0, retried: 1, failed: 0 })
    // One attempt, then the pass ends: the other three keep their own schedule.
    expect(await outbox(first)).toEqual({ alert: "pending/1", acknowledgement: "pending/0" })
    expect(await outbox(second)).toEqual({ alert: "pending/0", acknowledgement: "pending/0" })
    // The owner's alerts first: the second lead's alert comes before the first one's acknowledgement.
    expect(await drain()).toEqual({ sent: 0, retried: 1, failed: 0 })
    expect(await outbox(first)).toEqual({ alert: "pending/1", acknowledgement: "pending/0" })
    expect(await outbox(second)).toEqual({ alert: "pending/1", acknowledgement: "pending/0" })

    api.answerWith(200)
    // Both first attempts failed moments ago, so their retries are not due; the first message sent wakes them.
    expect(await drain()).toEqual({ sent: 4, retried: 0, failed: 0 })
    expect(await outbox(first)).toEqual({ alert: "sent/2", acknowledgement: "sent/1" })
    expect(await outbox(second)).toEqual({ alert: "sent/2", acknowledgement: "sent/1" })
    // The one message due went first; then the waiting alerts, before the last acknowledgement.
    expect(api.received.map((mail) => mail.body.to[0])).toEqual([VALID.email, OWNER, OWNER, "kim@example.com"])
  })

  it("fails a message the service refuses for good, and goes on to the next", async () => {
    const reference = await aLead()
    api.answerWith(422)
    expect(await drain()).toEqual({ sent: 0, retried: 0, failed: 2 })
    expect(await outbox(reference)).toEqual({ alert: "failed/1", acknowledgement: "failed/1" })
    expect(lines.filter((line) => line.includes("FAILED"))).toHaveLength(2)
  })
})

/** The deployed build's files as Pages binds them (ASSETS): the contract at /quote-form.json, or none; each read kept. */
function deployed(contract?: object) {
  const reads: string[] = []
  return {
    reads,
    fetch: async (request: Request) => {
      reads.push(new URL(request.url).pathname)
      return contract && new URL(request.url).pathname === "/quote-form.json"
        ? Response.json(contract)
        : new Response("404 Page Not Found", { status: 404 })
    },
  }
}

describe("cloudflareLeads, the function's store", () => {
  const env = (overrides: Partial<CloudflareEnv> = {}): CloudflareEnv => ({
    LEADS_D1: d1,
    ASSETS: deployed(formContract("/api/leads", { ...BOOKING_ON, enabled: false }, PRINT)),
    LEADS_SECRET: "cloudflare-test-secret",
    LEADS_NOTIFY_TO: OWNER,
    MAIL_API_KEY: "k",
    MAIL_API_URL: api.url,
    LEADS_RATE_LIMIT: "5",
    ...overrides,
  })
  const store = (overrides: Partial<CloudflareEnv> = {}) =>
    cloudflareLeads(env(overrides), CONTENT, { now: () => clock.now, log: (line) => lines.push(line) })

  async function post(leadsStore: ReturnType<typeof store>, address: string, fields: Record<string, string> = {}) {
    const { token } = (await (await leadsStore.handle(new Request(`${SITE}${LEADS_TOKEN_PATH}`))).json()) as {
      token: string
    }
    clock.now += 5000
    return leadsStore.handle(
      new Request(`${SITE}${LEADS_PATH}`, {
        method: "POST",
        body: new URLSearchParams({ ...VALID, ...fields, token }),
        headers: { Accept: "application/json", "CF-Connecting-IP": address },
      }),
    )
  }

  it("stores a request, answers 2xx, and sends its e-mails afterwards", async () => {
    const leadsStore = store()
    const answer = await post(leadsStore, "203.0.113.9")
    expect(answer.status).toBe(200)
    const { reference } = (await answer.json()) as { reference: string }
    expect(await outbox(reference)).toEqual({ alert: "pending/0", acknowledgement: "pending/0" })
    await leadsStore.afterwards()
    expect(await outbox(reference)).toEqual({ alert: "sent/1", acknowledgement: "sent/1" })
    // The service as the bundled packages.json names it (VALID asks for "deep").
    const alert = api.received.find((mail) => mail.body.to[0] === OWNER)!
    expect(alert.body.subject).toContain(`: ${CONTENT.packages.packages.find((p) => p.id === "deep")!.name}, `)
  })

  it("with booking on in the deployed build's contract, keeps a day the rules allow in D1 and refuses a past one", async () => {
    const assets = deployed(formContract("/api/leads", BOOKING_ON, PRINT))
    const leadsStore = store({ ASSETS: assets })
    const past = await post(leadsStore, "203.0.113.10", { preferredDate: "2020-01-06", arrivalWindow: "08:00-11:00" })
    expect(past.status).toBe(400)
    expect(await past.json()).toMatchObject({
      errors: { preferredDate: "That day has passed: please choose a later one" },
    })
    const day = bookableDays(BOOKING_ON, clock.now)!.first
    const answer = await post(leadsStore, "203.0.113.10", { preferredDate: day, arrivalWindow: "08:00-11:00" })
    expect(answer.status).toBe(200)
    expect(await query(db, "SELECT preferred_date, arrival_window FROM leads")).toEqual([
      { preferred_date: day, arrival_window: "08:00-11:00" },
    ])
    // Read once in the isolate, and said once in its log, however many requests and stores it serves.
    expect(assets.reads).toEqual(["/quote-form.json"])
    expect(lines.filter((line) => line.startsWith("Booking:"))).toEqual([
      "Booking: on in the live build (Monday, Tuesday, Wednesday, Thursday, Friday, Saturday; 8–11 am, 11 am–2 pm, 2–5 pm).",
    ])
  })

  it("with a build that predates the contract, takes a well-formed day and window unchecked, and says so", async () => {
    const leadsStore = store({ ASSETS: deployed() })
    const sunday = await post(leadsStore, "203.0.113.12", { preferredDate: "2026-12-27", arrivalWindow: "06:00-07:00" })
    expect(sunday.status).toBe(200)
    expect(await query(db, "SELECT preferred_date, arrival_window FROM leads")).toEqual([
      { preferred_date: "2026-12-27", arrival_window: "06:00-07:00" },
    ])
    expect(lines).toContain(
      "Booking: the live build predates the form's contract, so a day and a window are kept only when well-formed: build again (npm start, or npm run build).",
    )
  })

  it("says when the deployed form does not post to the store, and turns off only a webhook set wrongly", async () => {
    const leadsStore = store({
      ASSETS: deployed(formContract("https://formspree.io/f/abc", BOOKING_ON, PRINT)),
      LEADS_WEBHOOK_URL: "https://hooks.example.com/leads",
    })
    const health = await leadsStore.handle(new Request(`${SITE}/api/leads/health`))
    expect(await health.json()).toEqual({ ok: true, form: "not connected" })
    // Checked by the deployed contract: booking on, so a day left empty is refused.
    const noDay = { preferredDate: "", arrivalWindow: "" }
    expect((await post(leadsStore, "203.0.113.13", noDay)).status).toBe(400)
    expect(lines).toContain(
      "Webhook: OFF, quote requests are still stored and e-mailed: LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET go together: LEADS_WEBHOOK_SECRET is not set. Set both (the address and the secret the receiving tool gives), or neither.",
    )
  })

  it("says each kind of refusal once a minute, though Pages makes a handler for every request", async () => {
    const log = (line: string) => lines.push(line)
    const forged = () =>
      cloudflareLeads(env(), CONTENT, { now: () => clock.now, log }).handle(
        new Request(`${SITE}${LEADS_PATH}`, { method: "POST", headers: { Origin: "https://evil.example" } }),
      )
    for (let i = 0; i < 3; i++) expect((await forged()).status).toBe(403)
    clock.now += 60_000
    await forged()
    expect(lines.filter((line) => line.startsWith("Lead refused"))).toEqual([
      expect.stringMatching(/^Lead refused: posted from a page on another site \("https:\/\/evil\.example"\)/),
      expect.stringMatching(/\(and 2 more like it in the last minute\)$/),
    ])
  })

  it("limits each visitor by the address Cloudflare gives (CF-Connecting-IP)", async () => {
    const leadsStore = store()
    for (let i = 0; i < 5; i++) expect((await post(leadsStore, "198.51.100.1")).status).toBe(200)
    expect((await post(leadsStore, "198.51.100.1")).status).toBe(429)
    expect((await post(leadsStore, "198.51.100.2")).status).toBe(200)
  })

  it("answers 503 when its settings cannot be used, and says why in the log", async () => {
    for (const [overrides, problem] of [
      [{ LEADS_NOTIFY_TO: "not an address" }, 'LEADS_NOTIFY_TO must be one e-mail address, not "not an address"'],
      [{ SITE_URL: "www.riverleaf.com.au" }, "SITE_URL must be the site's full address, starting with https://"],
      [{ LEADS_D1: undefined as unknown as D1Binding }, "the project has no D1 binding LEADS_D1"],
    ] as const) {
      lines.length = 0
      const answer = await store(overrides).handle(new Request(`${SITE}${LEADS_TOKEN_PATH}`))
      expect(answer.status).toBe(503)
      expect(await answer.json()).toEqual({ ok: false, error: "unavailable" })
      expect(lines.join("\n")).toContain(problem)
    }
  })

  it("keeps the e-mails in the outbox while MAIL_API_KEY is not set", async () => {
    const leadsStore = store({ MAIL_API_KEY: undefined })
    const { reference } = (await (await post(leadsStore, "203.0.113.10")).json()) as { reference: string }
    await leadsStore.afterwards()
    expect(await outbox(reference)).toEqual({ alert: "pending/0", acknowledgement: "pending/0" })
    expect(api.received).toEqual([])
  })

  it("purges the leads older than LEADS_RETENTION_DAYS, with their e-mails", async () => {
    const old = await aLead(VALID.email, clock.now - 31 * 24 * 60 * 60_000)
    const recent = await aLead(VALID.email, clock.now - 29 * 24 * 60 * 60_000)
    await store({ LEADS_RETENTION_DAYS: "30", MAIL_API_KEY: undefined }).afterwards()
    expect(await outbox(old)).toEqual({})
    expect(await outbox(recent)).toEqual({ alert: "pending/0", acknowledgement: "pending/0" })
    const left = await query(db, "SELECT reference FROM leads")
    expect(left).toEqual([{ reference: recent }])
    expect(lines).toContain("Removed 1 quote request older than 30 days (LEADS_RETENTION_DAYS).")
  })
})
