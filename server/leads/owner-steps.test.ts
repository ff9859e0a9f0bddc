import ICAL from "ical.js"
import { afterEach, describe, expect, it } from "vitest"

import { mailReceiver } from "../../tests/mail-receiver.ts"
import { readCsv } from "../../tests/read-csv.ts"
import { BUSINESS, NOW, testStore, VALID } from "../../tests/support/lead-store.ts"
import { webhookReceiver } from "../../tests/support/webhook-receiver.ts"
import { writeCsv } from "./csv.ts"
import { mailApiTransport } from "./mail-api.ts"
import { buildMessage, type MailMessage } from "./mail.ts"
import { claimNext } from "./queue.ts"
import { sendLoop, type MailTransport } from "./send-loop.ts"
import { smtpTransport } from "./smtp.ts"
import { query } from "./sql.ts"
import { storeSettingsFromEnv } from "./store-settings.ts"
import { changeState, deleteLead, readLead, storeLead, type NewLead, type StateChange } from "./store.ts"

let store: ReturnType<typeof testStore>
const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  store?.cleanup()
})

const MAIL = { business: BUSINESS, from: '"Riverleaf" <leads@riverleaf.example>' }
const SECRET = `whsec_${Buffer.alloc(32, 9).toString("base64")}`
const HOOK = "https://hooks.example/catch/1"
/** NOW is Thursday 26 November 2026, 8 am in Sydney. */
const FRIDAY = "2026-11-27"

async function stored(webhookUrl?: string, fields: Partial<NewLead> = {}) {
  const lead = { ...VALID, estimate: "", page: "", sentAt: "", clientKey: "c", requestKey: "r", ...fields }
  const result = await storeLead(store.db, lead, { notifyTo: "owner@riverleaf.example", now: NOW, webhookUrl })
  if (result.outcome !== "stored") throw new Error(result.outcome)
  return result.reference
}

const outbox = async () =>
  (await query(store.db, "SELECT kind, recipient, payload FROM outbox ORDER BY id")).map((row) => ({
    kind: row.kind,
    recipient: row.recipient,
    ...(row.payload ? (JSON.parse(String(row.payload)) as object) : {}),
  }))

/** The message an outbox row of `kind` becomes, built as the send loop builds it. */
async function message(reference: string, kind: string) {
  const [row] = await query(store.db, "SELECT * FROM outbox WHERE reference = ? AND kind = ?", [reference, kind])
  const lead = (await readLead(store.db, reference))!
  return buildMessage(row as { kind: string; recipient: string; payload: string }, lead, MAIL, { now: NOW })
}

const event = (file: string) => new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent("vevent")!

describe("the owner's steps through the outbox", () => {
  it("queue the customer's answer and the webhook's event in the step's own transaction, each once", async () => {
    store = testStore()
    const reference = await stored(HOOK, { preferredDate: FRIDAY, arrivalWindow: "08:00-11:00" })
    const step = (change: StateChange) => changeState(store.db, reference, change, { now: NOW, webhookUrl: HOOK })
    await step({ state: "contacted" })
    await step({ state: "contacted" })
    await step({ state: "confirmed", date: FRIDAY, window: "08:00-11:00" })
    // A second click on the same confirmation is no step: nothing more is sent.
    expect(await step({ state: "confirmed", date: FRIDAY, window: "08:00-11:00" })).toBeUndefined()
    await step({ state: "confirmed", date: "2026-11-28", window: "14:00-17:00" })
    await step({ state: "declined", message: "Our van is off the road." })
    expect(await step({ state: "declined", message: "again" })).toBeUndefined()
    const answer = { recipient: "sam@example.com", message: "", at: NOW }
    const hook = { recipient: HOOK, message: "", at: NOW }
    expect(await outbox()).toEqual([
      { kind: "alert", recipient: "owner@riverleaf.example" },
      { kind: "acknowledgement", recipient: "sam@example.com" },
      { kind: "webhook-created", ...hook, state: "new", date: "", window: "", sequence: 0 },
      { kind: "webhook-contacted", ...hook, state: "contacted", date: "", window: "", sequence: 0 },
      { kind: "answer-0", ...answer, state: "confirmed", date: FRIDAY, window: "08:00-11:00", sequence: 0 },
      { kind: "webhook-confirmed-0", ...hook, state: "confirmed", date: FRIDAY, window: "08:00-11:00", sequence: 0 },
      { kind: "answer-1", ...answer, state: "confirmed", date: "2026-11-28", window: "14:00-17:00", sequence: 1 },
      {
        kind: "webhook-confirmed-1",
        ...hook,
        state: "confirmed",
        date: "2026-11-28",
        window: "14:00-17:00",
        sequence: 1,
      },
      {
        kind: "answer-2",
        ...answer,
        message: "Our van is off the road.",
        state: "declined",
        date: "2026-11-28",
        window: "14:00-17:00",
        sequence: 2,
      },
      {
        kind: "webhook-declined-2",
        ...hook,
        message: "Our van is off the road.",
        state: "declined",
        date: "2026-11-28",
        window: "14:00-17:00",
        sequence: 2,
      },
    ])
    expect((await readLead(store.db, reference))?.decline_message).toBe("Our van is off the road.")
    // Deleting the lead takes its e-mails and its webhook deliveries with it, and queues the webhook's word of it.
    expect(await deleteLead(store.db, reference, { now: NOW + 1, webhookUrl: HOOK })).toBe(true)
    expect(await outbox()).toEqual([{ kind: "webhook-deleted", recipient: HOOK, state: "deleted", at: NOW + 1 }])
    expect(await deleteLead(store.db, reference, { now: NOW + 2, webhookUrl: HOOK })).toBe(false)
    expect(await outbox()).toHaveLength(1)
  })

  it("queue no webhook event without LEADS_WEBHOOK_URL, and no answer for a lead marked contacted", async () => {
    store = testStore()
    const reference = await stored()
    await changeState(store.db, reference, { state: "contacted" }, { now: NOW })
    expect((await outbox()).map((row) => row.kind)).toEqual(["alert", "acknowledgement"])
  })

  it("confirm with a calendar invitation, and cancel the same event with a decline", async () => {
    store = testStore()
    const reference = await stored(undefined, { preferredDate: FRIDAY, arrivalWindow: "08:00-11:00" })
    await changeState(store.db, reference, { state: "confirmed", date: FRIDAY, window: "08:00-11:00" }, { now: NOW })
    await changeState(store.db, reference, { state: "declined", message: "Sorry, Sam.\n\nCall us." }, { now: NOW })

    const confirmation = await message(reference, "answer-0")
    expect(confirmation.to).toBe("sam@example.com")
    expect(confirmation.subject).toBe(
      "Your Deep Home Clean is confirmed for Friday 27 November 2026 – Riverleaf Eco Cleaning",
    )
    expect(confirmation.text).toContain(
      "We've confirmed your Deep Home Clean in Thurgoona: Friday 27 November 2026, arriving 8–11 am.",
    )
    expect(confirmation.calendar?.method).toBe("REQUEST")
    const invited = event(confirmation.calendar!.content)
    expect(invited.getFirstPropertyValue("sequence")).toBe(0)
    const start = invited.getFirstProperty("dtstart")!
    expect(start.getParameter("tzid")).toBe("Australia/Sydney")
    expect(String(start.getFirstValue())).toBe("2026-11-27T08:00:00")
    expect(String(invited.getFirstPropertyValue("dtend"))).toBe("2026-11-27T11:00:00")
    expect(invited.getFirstPropertyValue("location")).toBe("Thurgoona")

    const cancel = await message(reference, "answer-1")
    expect(cancel.calendar?.method).toBe("CANCEL")
    expect(event(cancel.calendar!.content).getFirstPropertyValue("uid")).toBe(invited.getFirstPropertyValue("uid"))
    expect(event(cancel.calendar!.content).getFirstPropertyValue("sequence")).toBe(1)
    expect(cancel.text).toContain("We're sorry: we can no longer come on Friday 27 November 2026, 8–11 am.")
    expect(cancel.text).toContain("Sorry, Sam.\n\nCall us.")
    expect(cancel.html).toContain(">Sorry, Sam.</p>")
  })

  it("confirm a declined lead after all: a new invitation, one SEQUENCE past the decline", async () => {
    store = testStore()
    const reference = await stored(HOOK)
    await changeState(store.db, reference, { state: "declined" }, { now: NOW, webhookUrl: HOOK })
    const after = { state: "confirmed", date: FRIDAY, window: "08:00-11:00" } as const
    expect(await changeState(store.db, reference, after, { now: NOW, webhookUrl: HOOK })).toMatchObject({
      state: "confirmed",
      confirmed_date: FRIDAY,
      calendar_sequence: 1,
    })
    const invitation = await message(reference, "answer-1")
    expect(invitation.calendar?.method).toBe("REQUEST")
    expect(event(invitation.calendar!.content).getFirstPropertyValue("sequence")).toBe(1)
    // Moved to another day later: the same event, one more SEQUENCE; contacted no longer applies.
    await changeState(store.db, reference, { ...after, date: "2026-11-28" }, { now: NOW, webhookUrl: HOOK })
    expect(event((await message(reference, "answer-2")).calendar!.content).getFirstPropertyValue("sequence")).toBe(2)
    expect(await changeState(store.db, reference, { state: "contacted" }, { now: NOW })).toBeUndefined()
    // Declined again: the job tool hears each decline, as it hears each confirmation.
    await changeState(store.db, reference, { state: "declined", message: "Sorry" }, { now: NOW, webhookUrl: HOOK })
    const events = (await query(store.db, "SELECT kind FROM outbox WHERE kind LIKE 'webhook-%' ORDER BY id")).map(
      (row) => row.kind,
    )
    expect(events).toEqual([
      "webhook-created",
      "webhook-declined-0",
      "webhook-confirmed-1",
      "webhook-confirmed-2",
      "webhook-declined-3",
    ])
  })

  it("stand in the export: each lead's state, the day and window confirmed, and the words of a decline", async () => {
    store = testStore()
    const moved = await stored(undefined, { preferredDate: FRIDAY, arrivalWindow: "08:00-11:00", requestKey: "a" })
    await changeState(store.db, moved, { state: "confirmed", date: "2026-11-28", window: "14:00-17:00" }, { now: NOW })
    const declined = await stored(undefined, { requestKey: "b" })
    await changeState(store.db, declined, { state: "declined", message: "Fully booked, sorry." }, { now: NOW })
    const waiting = await stored(undefined, { requestKey: "c" })
    let csv = ""
    await writeCsv(store.db, BUSINESS, (text) => (csv += text), NOW)
    const rows = new Map(readCsv(csv).map((row) => [row.Reference, row]))
    const columns = ["State", "Day confirmed", "Window confirmed (Sydney time)", "Decline message"]
    const shown = (reference: string) => columns.map((column) => rows.get(reference)?.[column])
    expect(shown(moved)).toEqual(["Confirmed", "2026-11-28", "2–5 pm", ""])
    expect(shown(declined)).toEqual(["Declined", "", "", "Fully booked, sorry."])
    expect(shown(waiting)).toEqual(["New", "", "", ""])
  })

  it("decline a request never confirmed without a calendar file, the owner's words shown as text", async () => {
    store = testStore()
    const reference = await stored()
    await changeState(store.db, reference, { state: "declined", message: "<b>Fully booked</b>" }, { now: NOW })
    const decline = await message(reference, "answer-0")
    expect(decline.calendar).toBeUndefined()
    expect(decline.subject).toBe(`Your quote request ${reference} – Riverleaf Eco Cleaning`)
    expect(decline.html).toContain("&lt;b&gt;Fully booked&lt;/b&gt;")
    expect(decline.html).not.toContain("<b>Fully")
  })
})

describe("sending the owner's steps", () => {
  const confirmed = async (webhookUrl?: string) => {
    const reference = await stored(webhookUrl, { preferredDate: FRIDAY, arrivalWindow: "11:00-14:00" })
    const change = { state: "confirmed", date: FRIDAY, window: "11:00-14:00" } as const
    await changeState(store.db, reference, change, { now: NOW, webhookUrl })
    return reference
  }

  it("sends the confirmation over SMTP with its text/calendar part, METHOD:REQUEST", async () => {
    store = testStore()
    const receiver = mailReceiver()
    await receiver.start()
    cleanups.push(() => receiver.stop())
    await confirmed()
    const transport = smtpTransport(receiver.url)
    const loop = sendLoop({ db: store.db, transport, mail: MAIL, owner: "t", now: () => NOW, log: () => {} })
    expect(await loop.runUntilEmpty()).toEqual({ sent: 3, retried: 0, failed: 0 })
    const invitation = receiver.mails.find((mail) => mail.calendar)!
    expect(invitation.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i)
    expect(invitation.calendar).toContain("METHOD:REQUEST")
    expect(String(event(invitation.calendar).getFirstPropertyValue("dtstart"))).toBe("2026-11-27T11:00:00")
  })

  it("hands the mail API the invitation as a text/calendar attachment", async () => {
    store = testStore()
    const bodies: { attachments?: { filename: string; content: string; content_type: string }[] }[] = []
    const transport = mailApiTransport({
      key: "re_test",
      fetch: async (_url, init) => {
        bodies.push(JSON.parse(String(init?.body)) as (typeof bodies)[number])
        return new Response("{}", { status: 200 })
      },
    })
    await confirmed()
    const loop = sendLoop({ db: store.db, transport, mail: MAIL, owner: "t", now: () => NOW, log: () => {} })
    await loop.runUntilEmpty()
    const [attachment] = bodies.flatMap((body) => body.attachments ?? [])
    expect(attachment?.content_type).toBe("text/calendar; charset=utf-8; method=REQUEST")
    expect(Buffer.from(attachment!.content, "base64").toString("utf8")).toContain("SUMMARY:Deep Home Clean")
  })

  it("delivers each event to the webhook signed, once, retrying a receiver that fails", async () => {
    store = testStore()
    // The store's clock, not the machine's: a lead made at NOW is a day old by the machine's clock a day later.
    const clock = { now: NOW }
    const hook = await webhookReceiver(SECRET, () => clock.now)
    cleanups.push(hook.close)
    hook.answers.push(503)
    const reference = await confirmed(hook.url)
    const sent: MailMessage[] = []
    const transport: MailTransport = { send: async (mail) => (sent.push(mail), { ok: true }) }
    const options = { db: store.db, transport, mail: MAIL, owner: "t", now: () => clock.now, log: () => {} }
    const loop = sendLoop({ ...options, webhookSecret: SECRET })
    // A receiver that fails holds up no e-mail: the pass goes on.
    expect(await loop.runUntilEmpty()).toEqual({ sent: 3, retried: 1, failed: 0 })
    clock.now += 60_000
    expect(await loop.runUntilEmpty()).toEqual({ sent: 2, retried: 0, failed: 0 })
    expect(await claimNext(store.db, "t", clock.now + 10 * 60_000)).toBeUndefined()
    // In the order they were made (decision 062): the 503 to the first holds the lead's next until it is delivered.
    const created = [`msg_${reference}_webhook-created`, true, "lead.created"]
    expect(hook.deliveries.map(({ id, verified, body }) => [id, verified, body.type])).toEqual([
      created,
      created,
      [`msg_${reference}_webhook-confirmed-0`, true, "lead.confirmed"],
    ])
    expect(hook.deliveries.find(({ body }) => body.type === "lead.confirmed")!.body.data).toMatchObject({
      reference,
      name: "Sam Nguyen",
      service: "Deep Home Clean",
      preferredDate: FRIDAY,
      confirmedDate: FRIDAY,
      confirmedWindow: "11:00-14:00",
      confirmedDay: "Friday 27 November 2026",
      inbox: `${BUSINESS.siteUrl}/admin/leads#${reference}`,
    })
    expect(sent.map((mail) => mail.kind)).toEqual(["alert", "acknowledgement", "answer-0"])
  })
  it("tells the webhook of a deleted lead by its reference alone, after the lead and its other messages are gone", async () => {
    store = testStore()
    const hook = await webhookReceiver(SECRET, () => NOW)
    cleanups.push(hook.close)
    const reference = await stored(hook.url)
    const options = { now: NOW, webhookUrl: hook.url }
    await changeState(store.db, reference, { state: "declined", message: "Fully booked." }, options)
    await deleteLead(store.db, reference, options)
    const transport: MailTransport = { send: async () => ({ ok: true }) }
    const loop = sendLoop({ db: store.db, transport, mail: MAIL, owner: "t", now: () => NOW, webhookSecret: SECRET })
    expect(await loop.runUntilEmpty()).toEqual({ sent: 1, retried: 0, failed: 0 })
    expect(hook.deliveries).toEqual([
      {
        id: `msg_${reference}_webhook-deleted`,
        verified: true,
        body: { type: "lead.deleted", timestamp: new Date(NOW).toISOString(), data: { reference } },
      },
    ])
  })
})

describe("the webhook's settings", () => {
  const facts = { ...BUSINESS }
  const settings = (env: Record<string, string>) => {
    const { webhook, webhookOff } = storeSettingsFromEnv(env, facts)
    return webhookOff ?? webhook
  }

  it("are both or neither; a wrong one turns only the webhook off, named without repeating the secret", () => {
    expect(settings({})).toBeUndefined()
    expect(settings({ LEADS_WEBHOOK_URL: HOOK, LEADS_WEBHOOK_SECRET: SECRET })).toEqual({ url: HOOK, secret: SECRET })
    expect(settings({ LEADS_WEBHOOK_URL: HOOK })).toBe(
      "LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET go together: LEADS_WEBHOOK_SECRET is not set. Set both (the address and the secret the receiving tool gives), or neither.",
    )
    expect(settings({ LEADS_WEBHOOK_SECRET: SECRET })).toMatch(/: LEADS_WEBHOOK_URL is not set\./)
    const wrong = "must be a web address starting with https:// (http:// only for localhost), not"
    expect(settings({ LEADS_WEBHOOK_URL: "hooks.zapier.com/x", LEADS_WEBHOOK_SECRET: SECRET })).toBe(
      `LEADS_WEBHOOK_URL ${wrong} "hooks.zapier.com/x"`,
    )
    expect(settings({ LEADS_WEBHOOK_URL: "http://hooks.zapier.com/x", LEADS_WEBHOOK_SECRET: SECRET })).toBe(
      `LEADS_WEBHOOK_URL ${wrong} "http://hooks.zapier.com/x"`,
    )
    for (const local of ["http://localhost:8080/hook", "http://127.0.0.1:9000/hook"])
      expect(settings({ LEADS_WEBHOOK_URL: local, LEADS_WEBHOOK_SECRET: SECRET })).toEqual({
        url: local,
        secret: SECRET,
      })
    const secret = settings({ LEADS_WEBHOOK_URL: HOOK, LEADS_WEBHOOK_SECRET: "hunter2" })
    expect(secret).toMatch(/^LEADS_WEBHOOK_SECRET must start with whsec_/)
    expect(secret).not.toContain("hunter2")
  })
})
