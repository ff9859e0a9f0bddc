import { afterEach, describe, expect, it } from "vitest"

import { pushSubscriptionSchema } from "../../common/lead-inbox.ts"
import { BUSINESS, NOW, testStore, VALID } from "../../tests/support/lead-store.ts"
import { startPushService, type PushService } from "../../tests/support/push-service.ts"
import { turnOnAlerts, usableKey } from "./alerts.ts"
import type { MailMessage } from "./mail.ts"
import { reminderDue } from "./opening-hours.ts"
import { claimAccount, startSession } from "./owner-session.ts"
import { sendLoop } from "./send-loop.ts"
import { query } from "./sql.ts"
import { changeState, storeLead, type NewLead } from "./store.ts"
import { makeVapidKey, vapidPublicKey } from "./web-push.ts"

const OWNER = { login: "riverleaf-owner", githubId: 7 }
const HOUR = 3_600_000
const SUBJECT = "mailto:leads@riverleaf.example"
const STOPPED =
  "Alerts stopped on the browser added Thursday, 26 November 2026 at 8:00 am: it no longer takes them. To have them again, open the inbox on it and turn alerts on."

let store: ReturnType<typeof testStore>
let push: PushService
const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  store?.cleanup()
})

/** A store, the tests' push service, the site's key, and the owner's device with alerts on, as the inbox turns them on. */
async function withAlerts() {
  store = testStore()
  push = await startPushService({ now: () => store.clock.now })
  cleanups.push(push.close)
  const privateKey = await makeVapidKey()
  const sent: MailMessage[] = []
  const loop = sendLoop({
    db: store.db,
    transport: { send: async (message) => (sent.push(message), { ok: true }) },
    mail: { business: BUSINESS, from: `"Riverleaf" <${SUBJECT.slice(7)}>` },
    owner: "tester",
    now: () => store.clock.now,
    log: () => {},
    vapid: async () => ({ privateKey, subject: SUBJECT }),
  })
  cleanups.push(loop.stop)
  const device = await aDevice(push.subscribe(vapidPublicKey(privateKey)))
  return { loop, sent, device }
}

async function aDevice(subscription: ReturnType<PushService["subscribe"]>, owner = OWNER) {
  await claimAccount(store.db, [OWNER.login, "someone-else"], owner, store.clock.now)
  await startSession(store.db, owner, store.clock.now)
  const [{ id } = {}] = await query(store.db, "SELECT max(id) AS id FROM owner_sessions")
  await turnOnAlerts(store.db, Number(id), subscription)
  return { id: Number(id), subscription }
}

let requests = 0
async function aLead(fields: Partial<NewLead> = {}, owners = [OWNER.login]) {
  const lead = {
    ...VALID,
    estimate: "",
    page: "/",
    sentAt: "",
    clientKey: "c",
    requestKey: `r${++requests}`,
    ...fields,
  }
  const alerts = { owners, remindAt: reminderDue(store.clock.now, BUSINESS) }
  const result = await storeLead(store.db, lead, { notifyTo: "owner@riverleaf.example", now: store.clock.now, alerts })
  if (result.outcome !== "stored") throw new Error(result.outcome)
  return result.reference
}

const outbox = async () =>
  (await query(store.db, "SELECT kind, status FROM outbox ORDER BY id")).map(({ kind, status }) => `${kind} ${status}`)

describe("a new lead's phone alert", () => {
  it("goes to each of the owners' devices with alerts on, encrypted, signed, and naming no phone or e-mail", async () => {
    const { loop, device } = await withAlerts()
    // Another login's device, another account's under the owner's login, and a device whose session has ended, get
    // nothing.
    await aDevice(push.subscribe(), { login: "someone-else", githubId: 8 })
    await aDevice(push.subscribe(), { login: OWNER.login, githubId: 9 })
    const ended = await aDevice(push.subscribe())
    await query(store.db, "UPDATE owner_sessions SET ends_at = ? WHERE id = ?", [store.clock.now, ended.id])
    const reference = await aLead({ preferredDate: "2026-11-27" })
    expect(await outbox()).toEqual([
      "alert pending",
      "acknowledgement pending",
      `push-${device.id} pending`,
      `push-reminder-${device.id} pending`,
      "reminder pending",
    ])
    await loop.runUntilEmpty()
    expect(push.pushes).toHaveLength(1)
    const [sent] = push.pushes
    expect(sent).toMatchObject({ endpoint: device.subscription.endpoint, status: 201, ttl: "86400", urgency: "high" })
    expect(sent!.claims).toMatchObject({ aud: push.origin, sub: SUBJECT })
    expect(JSON.parse(sent!.plaintext!)).toEqual({
      title: `New request: ${VALID.name}`,
      body: `${BUSINESS.services.deep}, ${VALID.suburb}, Friday 27 November 2026`,
      reference,
    })
    expect(sent!.plaintext).not.toContain(VALID.phone)
    expect(sent!.plaintext).not.toContain(VALID.email)
    const [row] = await query(store.db, "SELECT last_alert_at FROM owner_sessions WHERE id = ?", [device.id])
    expect(row?.last_alert_at).toBe(NOW)
  })

  it("is tried again when the push service is busy, and sent once", async () => {
    const { loop } = await withAlerts()
    push.answers.push(503)
    await aLead()
    await loop.runUntilEmpty()
    expect(push.pushes.map((one) => one.status)).toEqual([503])
    store.clock.now += 10_000
    await loop.runUntilEmpty()
    await loop.runUntilEmpty()
    expect(push.pushes.map((one) => one.status)).toEqual([503, 201])
  })

  it("stops for a device whose subscription is gone, and the owner's next alert e-mail says which, once", async () => {
    const { loop, sent, device } = await withAlerts()
    push.gone(device.subscription.endpoint)
    for (const _ of [1, 2, 3]) {
      await aLead()
      await loop.runUntilEmpty()
      store.clock.now += 60_000
    }
    // One push, refused; the row dropped, not failed: nothing for the owner to resend.
    expect(push.pushes.map((one) => one.status)).toEqual([410])
    expect((await outbox()).filter((one) => /^push-\d+ /.test(one) || one.endsWith("failed"))).toEqual([])
    const told = sent.filter((one) => one.kind === "alert").map((one) => one.text.includes(STOPPED))
    // The alert e-mail sent as it stopped or the one after says so; later ones do not.
    expect(told.filter(Boolean)).toHaveLength(1)
    expect(told[2]).toBe(false)
  })
})

describe("the reminder of a lead still new", () => {
  it("is due after the business's opening hours, counted on Sydney's clock", () => {
    const hours = { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "17:00" }
    const friday = Date.parse("2026-11-27T16:30:00+11:00")
    expect(reminderDue(friday, { ...BUSINESS, hours })).toBe(Date.parse("2026-11-30T10:30:00+11:00"))
    expect(reminderDue(friday, { ...BUSINESS, hours, reminderAfterHours: 8 })).toBe(
      Date.parse("2026-11-30T16:30:00+11:00"),
    )
    // Without opening hours, the clock's.
    expect(reminderDue(friday, BUSINESS)).toBe(friday + 2 * HOUR)
  })

  it("sends one push and one e-mail when due, naming the person, the service, the suburb and the wait", async () => {
    const { loop, sent } = await withAlerts()
    const reference = await aLead()
    await loop.runUntilEmpty()
    expect(sent.map((one) => one.kind)).toEqual(["alert", "acknowledgement"])
    store.clock.now += 2 * HOUR - 1
    await loop.runUntilEmpty()
    expect(push.pushes).toHaveLength(1)
    store.clock.now += 1
    await loop.runUntilEmpty()
    const reminder = sent.find((one) => one.kind === "reminder")!
    expect(reminder.subject).toBe(`Still waiting: ${VALID.name}, ${BUSINESS.services.deep}, ${VALID.suburb}, 2 h ago`)
    expect(reminder.to).toBe("owner@riverleaf.example")
    expect(JSON.parse(push.pushes[1]!.plaintext!)).toEqual({
      title: `Still waiting: ${VALID.name}`,
      body: `${BUSINESS.services.deep}, ${VALID.suburb}, 2 h ago`,
      reference,
    })
    store.clock.now += 24 * HOUR
    await loop.runUntilEmpty()
    expect(push.pushes).toHaveLength(2)
    expect(sent).toHaveLength(3)
  })

  it("goes with the owner's step on the lead: neither sent nor listed as waiting", async () => {
    const { loop, sent } = await withAlerts()
    const reference = await aLead()
    await loop.runUntilEmpty()
    await changeState(store.db, reference, { state: "contacted" }, { now: store.clock.now })
    expect(await outbox()).toEqual(["alert sent", "acknowledgement sent", expect.stringMatching(/^push-\d+ sent$/)])
    store.clock.now += 3 * HOUR
    await loop.runUntilEmpty()
    expect(push.pushes).toHaveLength(1)
    expect(sent.map((one) => one.kind)).toEqual(["alert", "acknowledgement"])
    expect(await outbox()).toEqual(["alert sent", "acknowledgement sent", expect.stringMatching(/^push-\d+ sent$/)])
  })
})

describe("a subscription the page sends", () => {
  const good = (): ReturnType<PushService["subscribe"]> => push.subscribe()

  it("is a push service's https address (http on this computer), a 65-byte P-256 key and a 16-byte secret", async () => {
    push = await startPushService()
    cleanups.push(push.close)
    const subscription = good()
    expect(pushSubscriptionSchema.safeParse(subscription).success).toBe(true)
    expect(await usableKey(subscription)).toBe(true)
    const https = { ...subscription, endpoint: "https://fcm.googleapis.com/fcm/send/abc" }
    expect(pushSubscriptionSchema.safeParse(https).success).toBe(true)
    const refused = [
      { ...subscription, endpoint: "http://push.example/abc" },
      { ...subscription, endpoint: "javascript:alert(1)" },
      { ...subscription, keys: { ...subscription.keys, p256dh: subscription.keys.p256dh.slice(1) } },
      { ...subscription, keys: { ...subscription.keys, auth: `${subscription.keys.auth}AA` } },
      { endpoint: subscription.endpoint },
    ]
    for (const body of refused) expect(pushSubscriptionSchema.safeParse(body).success).toBe(false)
    // The right length, but no point on the curve.
    const offCurve = { ...subscription, keys: { ...subscription.keys, p256dh: `B${"A".repeat(86)}` } }
    expect(await usableKey(offCurve)).toBe(false)
  })
})
