import { spawn } from "node:child_process"

import { afterEach, describe, expect, it } from "vitest"

import { decodeHeader, mailReceiver } from "../../tests/mail-receiver.ts"
import { BUSINESS, testStore, VALID } from "../../tests/support/lead-store.ts"
import { webhookReceiver } from "../../tests/support/webhook-receiver.ts"
import type { MailMessage } from "./mail.ts"
import { claimNext, LEASE_MS, nextDue, type SendResult } from "./queue.ts"
import {
  GIVE_UP_AFTER_MS,
  RETRY_DELAYS_MS,
  retryDelay,
  sendLoop,
  type MailTransport,
  type SendLoopOptions,
} from "./send-loop.ts"
import { smtpTransport } from "./smtp.ts"
import { query } from "./sql.ts"
import { deleteLead, storeLead } from "./store.ts"

const MAIL = { business: BUSINESS, from: '"Riverleaf Eco Cleaning" <leads@riverleaf.example>' }

let store: ReturnType<typeof testStore>
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  store?.cleanup()
})

async function storedLead(fields: Record<string, string> = {}) {
  const response = await store.post({ ...VALID, ...fields, token: await store.token() })
  return ((await response.json()) as { reference: string }).reference
}

/** A lead written straight to the store, as the handler writes it (no token, no rate limit: a flood's worth). */
async function aLead(index: number, email = `flood${index}@example.com`, webhookUrl?: string) {
  const lead = { ...VALID, email, name: `Lead ${index}`, estimate: "", page: "", sentAt: "" }
  const limits = { perClient: 1e9, windowMs: 1, acknowledgementsPerDay: 1e9, acknowledgementsPerHour: 1e9 }
  const options = { notifyTo: "owner@riverleaf.example", now: store.clock.now, limits, webhookUrl }
  const result = await storeLead(store.db, { ...lead, clientKey: `c${index}`, requestKey: `r${index}` }, options)
  if (result.outcome !== "stored") throw new Error(result.outcome)
  return result.reference
}

const statuses = async () =>
  (await query(store.db, "SELECT kind, status, attempts FROM outbox ORDER BY kind")).map((row) => ({ ...row }))

/** A transport that answers `failure` `failures` times (or always), then hands messages to `sent`. */
function flakyTransport(
  failures = Infinity,
  failure: SendResult = { ok: false, retry: true, reason: "connect ECONNREFUSED" },
) {
  const sent: MailMessage[] = []
  let left = failures
  const transport: MailTransport = {
    async send(message) {
      if (left-- > 0) return failure
      sent.push(message)
      return { ok: true }
    },
  }
  return { sent, transport }
}

const loopOf = (transport: MailTransport, lines: string[] = [], options: Partial<SendLoopOptions> = {}) => {
  const loop = sendLoop({
    db: store.db,
    transport,
    mail: MAIL,
    owner: "tester",
    now: () => store.clock.now,
    log: (line) => lines.push(line),
    ...options,
  })
  cleanups.push(loop.stop)
  return loop
}

describe("the backoff", () => {
  it("retries first within a minute, then less often, up to two hours", () => {
    expect(retryDelay(1)).toBeLessThanOrEqual(60_000)
    expect(retryDelay(2)).toBeLessThanOrEqual(60_000)
    for (let i = 1; i < RETRY_DELAYS_MS.length; i++)
      expect(RETRY_DELAYS_MS[i]!).toBeGreaterThan(RETRY_DELAYS_MS[i - 1]!)
    expect(retryDelay(50)).toBe(2 * 60 * 60_000)
  })

  it("keeps a message for at least a day of failures, then marks it failed and says how to send it again", async () => {
    store = testStore()
    const reference = await storedLead()
    const lines: string[] = []
    const loop = loopOf(flakyTransport().transport, lines)
    const start = store.clock.now
    for (let guard = 0; guard < 200; guard++) {
      const counts = await loop.runUntilEmpty()
      if (counts.failed) expect(store.clock.now - start).toBeGreaterThanOrEqual(GIVE_UP_AFTER_MS)
      const due = await nextDue(store.db)
      if (due === undefined) break
      store.clock.now = Math.max(due, store.clock.now)
    }
    const rows = await statuses()
    expect(rows.map((row) => row.status)).toEqual(["failed", "failed"])
    // Within a day at the schedule's pace: about twenty tries, not thousands.
    expect(Number(rows[0]!.attempts)).toBeGreaterThan(10)
    expect(Number(rows[0]!.attempts)).toBeLessThan(30)
    const failed = lines.filter((line) => line.includes("FAILED"))
    expect(failed).toHaveLength(2)
    expect(failed[0]).toContain(`npm run leads -- resend ${reference}`)
    // The log outlives a deleted lead: it names the customer's message by its reference, never their address.
    expect(lines.join("\n")).not.toContain("sam@example.com")
    // The server's start (its upkeep) lists them by reference.
    lines.length = 0
    await loop.upkeep(365)
    expect(lines).toEqual([
      "Lead messages: 0 waiting, 2 failed.",
      `Lead messages that FAILED: ${reference} (alert to owner@riverleaf.example), ${reference} (acknowledgement to the customer). Once the mail (or the tool) works, send them again with npm run leads -- resend --failed.`,
    ])
  })
})

describe("what a real SMTP server answers", () => {
  /** The answer smtp.ts gives for a message the receiver treats as `set` says. */
  async function answerTo(set: (receiver: ReturnType<typeof mailReceiver>) => void) {
    const receiver = mailReceiver()
    await receiver.start()
    cleanups.push(receiver.stop)
    set(receiver)
    const message: MailMessage = {
      kind: "alert",
      reference: "Q-TEST-0001",
      messageId: "<q-test-0001.alert@riverleaf.example>",
      from: "leads@riverleaf.example",
      sender: "leads@riverleaf.example",
      to: "owner@riverleaf.example",
      replyTo: "sam@example.com",
      subject: "Test",
      text: "Test",
      html: "<p>Test</p>",
    }
    return smtpTransport(receiver.url).send(message)
  }

  it.each([
    ["a daily quota (550 5.4.5)", "refuse", "550 5.4.5 Daily sending quota exceeded"],
    ["a full mailbox (452 4.2.2)", "refuse", "452 4.2.2 Mailbox full"],
    ["try again later (421)", "refuse", "421 4.7.0 Try again later, closing connection"],
    ["a rate limit (450 4.7.1)", "refuse", "450 4.7.1 Too many messages, slow down"],
    ["a policy refusal that names no recipient (554 5.7.1)", "refuse", "554 5.7.1 Message refused"],
    ["a recipient deferred (450 4.2.1)", "refuseRecipient", "450 4.2.1 Mailbox busy"],
  ] as const)("retries %s", async (_name, where, reply) => {
    const answer = await answerTo((receiver) => (receiver.control[where] = reply))
    expect(answer).toMatchObject({ ok: false, retry: true })
    expect(answer.ok || answer.reason).toContain(reply.slice(4))
  })

  it("retries a refused login (535): a setting to mend, not a message to drop", async () => {
    const answer = await answerTo((receiver) => (receiver.control.password = "the new app password"))
    expect(answer).toMatchObject({ ok: false, retry: true, reason: expect.stringContaining("535") })
  })

  it.each([
    ["no such mailbox (550 5.1.1)", "550 5.1.1 No such user"],
    ["a disabled mailbox (550 5.2.1)", "550 5.2.1 Mailbox disabled"],
    ["a recipient refused without an enhanced code (550)", "550 No such user here"],
  ])("fails at once %s", async (_name, reply) => {
    const answer = await answerTo((receiver) => (receiver.control.refuseRecipient = reply))
    expect(answer).toMatchObject({ ok: false, retry: false, reason: expect.stringContaining(reply) })
  })
})

describe("the queue's order", () => {
  it("sends the owner's alerts before any acknowledgement, whatever came in first", async () => {
    store = testStore()
    for (let i = 0; i < 3; i++) await aLead(i)
    const { transport, sent } = flakyTransport(0)
    await loopOf(transport).runUntilEmpty()
    expect(sent.map((message) => message.kind)).toEqual([
      "alert",
      "alert",
      "alert",
      "acknowledgement",
      "acknowledgement",
      "acknowledgement",
    ])
  })

  it("after 60 flood leads, a real lead's alert arrives within 30 s from a mail server that takes 250 ms a message", async () => {
    store = testStore()
    const receiver = mailReceiver()
    await receiver.start()
    cleanups.push(receiver.stop)
    receiver.control.delayMs = 250
    for (let i = 0; i < 60; i++) await aLead(i)
    const real = await aLead(60, "sam@example.com")
    const loop = loopOf(smtpTransport(receiver.url), [], { lanes: 3, now: Date.now })
    const started = Date.now()
    void loop.runUntilEmpty()
    const alertOf = (reference: string) =>
      receiver.mails.find(
        (mail) =>
          mail.to.includes("owner@riverleaf.example") && decodeHeader(mail.headers.subject!).includes(reference),
      )
    await expect.poll(() => alertOf(real), { timeout: 30_000, interval: 100 }).toBeDefined()
    const took = Date.now() - started
    console.log(`The real lead's alert after 60 flood leads: ${took} ms`)
    expect(took).toBeLessThan(30_000)
    // No acknowledgement was claimed before it: at most the two the other lanes took while it was being sent may have
    // arrived first (without the priority, the flood's sixty would have).
    const before = receiver.mails.slice(0, receiver.mails.indexOf(alertOf(real)!))
    expect(before.filter((mail) => mail.to[0] !== "owner@riverleaf.example").length).toBeLessThanOrEqual(2)
  }, 60_000)
})

describe("a lead's webhook messages", () => {
  it("go in the order they were made: a later one waits while an earlier one waits for its retry", async () => {
    store = testStore()
    await aLead(0, "sam@example.com", "https://jobs.example/hook")
    const [created] = await query(store.db, "SELECT id FROM outbox WHERE kind = 'webhook-created'")
    // The owner's step, queued behind it: the same lead's next message.
    await query(store.db, "CREATE TEMP TABLE step AS SELECT * FROM outbox WHERE id = ?", [created!.id!])
    await query(store.db, "UPDATE step SET id = NULL, kind = 'webhook-contacted'")
    const columns = (await query(store.db, "PRAGMA table_info(outbox)")).map((column) => column.name).join(", ")
    await query(store.db, `INSERT INTO outbox (${columns}) SELECT ${columns} FROM step`)
    const retry = store.clock.now + 60_000
    await query(store.db, "UPDATE outbox SET next_attempt_at = ? WHERE id = ?", [retry, created!.id!])
    expect(await claimNext(store.db, "lane", store.clock.now, ["webhook"])).toBeUndefined()
    expect(await nextDue(store.db, ["webhook"])).toBe(retry)
    expect(await claimNext(store.db, "lane", retry, ["webhook"])).toMatchObject({ kind: "webhook-created" })
    await query(store.db, "UPDATE outbox SET status = 'sent' WHERE id = ?", [created!.id!])
    expect(await claimNext(store.db, "lane", retry, ["webhook"])).toMatchObject({ kind: "webhook-contacted" })
  })
})

describe("the channels", () => {
  it("names the job tool by its host in the log: its full address is a key to it", async () => {
    store = testStore()
    const secret = `whsec_${Buffer.alloc(32, 6).toString("base64")}`
    const hook = await webhookReceiver(secret)
    cleanups.push(hook.close)
    hook.answers.push(500)
    const url = `${hook.url}hooks/catch/123/abc/`
    const reference = await aLead(1, "lead1@example.com", url)
    const lines: string[] = []
    await loopOf(flakyTransport(0).transport, lines, { webhookSecret: secret, webhookUrl: url }).runUntilEmpty()
    expect(lines.find((line) => line.includes("not sent yet"))).toMatch(
      `Lead webhook message not sent yet: the webhook-created for ${reference} to ${new URL(url).host} (attempt 1)`,
    )
    expect(lines.join("\n")).not.toContain("/hooks/catch/")
  })

  it("a webhook receiver that takes each delivery and never answers holds up no alert or acknowledgement", async () => {
    store = testStore()
    const receiver = mailReceiver()
    await receiver.start()
    cleanups.push(receiver.stop)
    const secret = `whsec_${Buffer.alloc(32, 5).toString("base64")}`
    const hook = await webhookReceiver(secret)
    cleanups.push(hook.close)
    hook.control.hang = true
    // More events than the mail has lanes: on one set of lanes they would all be taken by the receiver.
    for (let i = 0; i < 5; i++) await aLead(i, `lead${i}@example.com`, hook.url)
    const loop = loopOf(smtpTransport(receiver.url), [], { lanes: 3, webhookSecret: secret })
    loop.wake()
    await expect.poll(() => receiver.mails.length, { timeout: 5_000 }).toBe(10)
    // Sent while the webhook's two lanes still wait on the receiver; its other events wait their turn.
    await expect.poll(() => hook.hanging()).toBe(2)
    const sent = { status: "sent", attempts: 1 }
    await expect
      .poll(statuses)
      .toEqual([
        ...Array.from({ length: 5 }, () => ({ kind: "acknowledgement", ...sent })),
        ...Array.from({ length: 5 }, () => ({ kind: "alert", ...sent })),
        ...[1, 1, 0, 0, 0].map((attempts) => ({ kind: "webhook-created", status: "pending", attempts })),
      ])
  })
})

describe("the lease", () => {
  it("keeps a message claimed by a sender that died until the lease runs out, then sends it once", async () => {
    store = testStore()
    await storedLead()
    const crashed = await claimNext(store.db, "dead-sender", store.clock.now)
    expect(crashed?.kind).toBe("alert")
    const { transport, sent } = flakyTransport(0)
    const loop = loopOf(transport, [], { owner: "second" })
    await loop.runUntilEmpty()
    expect(sent.map((message) => message.kind)).toEqual(["acknowledgement"])
    store.clock.now += LEASE_MS - 1
    await loop.runUntilEmpty()
    expect(sent).toHaveLength(1)
    store.clock.now += 1
    await loop.runUntilEmpty()
    expect(sent.map((message) => message.kind)).toEqual(["acknowledgement", "alert"])
    expect(await statuses()).toEqual([
      { kind: "acknowledgement", status: "sent", attempts: 1 },
      { kind: "alert", status: "sent", attempts: 2 },
    ])
  })

  it("drops the e-mails of a lead deleted while they waited", async () => {
    store = testStore()
    const reference = await storedLead()
    await deleteLead(store.db, reference)
    expect(await claimNext(store.db, "tester", store.clock.now)).toBeUndefined()
  })
})

/** Another process holds the store's write lock (BEGIN IMMEDIATE on the real file) for `ms`; resolves once it does. */
function lockStoreFor(path: string, ms: number) {
  const script = `const { DatabaseSync } = require("node:sqlite")
    const db = new DatabaseSync(process.argv[1]); db.exec("BEGIN IMMEDIATE"); console.log("locked")
    setTimeout(() => { db.exec("ROLLBACK"); db.close() }, ${ms})`
  const child = spawn(process.execPath, ["-e", script, path], { stdio: ["ignore", "pipe", "inherit"] })
  const done = new Promise((resolve) => child.once("exit", resolve))
  return new Promise<{ done: Promise<unknown> }>((resolve) => child.stdout.once("data", () => resolve({ done })))
}

describe("exactly once, even under a lock", () => {
  it("records sent after another process held the store's write lock for 3 s, and never sends it again", async () => {
    store = testStore()
    await storedLead()
    const sent: MailMessage[] = []
    let locker: Promise<unknown> | undefined
    const transport: MailTransport = {
      async send(message) {
        sent.push(message)
        // The mail server has it; as it answers, another process takes the write lock for 3 s.
        if (!locker) locker = (await lockStoreFor(store.path, 3000)).done
        return { ok: true }
      },
    }
    const lines: string[] = []
    const loop = loopOf(transport, lines)
    await loop.runUntilEmpty()
    await locker
    expect(lines.join("\n")).toContain("Lead e-mail sent, but the store could not record it yet")
    expect(await statuses()).toEqual([
      { kind: "acknowledgement", status: "sent", attempts: 1 },
      { kind: "alert", status: "sent", attempts: 1 },
    ])
    // Long after any lease: nothing is due, nothing goes again.
    store.clock.now += 2 * LEASE_MS
    await loop.runUntilEmpty()
    expect(sent.map((message) => message.kind)).toEqual(["alert", "acknowledgement"])
  }, 20_000)
})

describe("the loop, with a real SMTP server", () => {
  it("sends the alert and the acknowledgement once each, with the reference, Reply-To and a stable Message-ID", async () => {
    const receiver = mailReceiver()
    await receiver.start()
    cleanups.push(receiver.stop)
    store = testStore()
    const reference = await storedLead({ message: "<b>Three</b> bedrooms & a <script>x</script> dog" })
    const loop = loopOf(smtpTransport(receiver.url), [], { pollMs: 200, owner: "worker-1" })
    loop.start(365)
    loop.wake()
    await expect.poll(() => receiver.mails.length, { timeout: 10_000 }).toBe(2)
    await loop.runUntilEmpty()
    expect(receiver.mails).toHaveLength(2)
    const alert = receiver.mails.find((mail) => mail.to.includes("owner@riverleaf.example"))!
    const ack = receiver.mails.find((mail) => mail.to.includes("sam@example.com"))!
    expect(alert.headers["reply-to"]).toContain("sam@example.com")
    expect(decodeHeader(alert.headers.subject!)).toContain(reference)
    expect(alert.headers["message-id"]).toBe(`<${reference.toLowerCase()}.alert@riverleaf.example>`)
    expect(alert.text).toContain("<b>Three</b> bedrooms & a <script>x</script> dog")
    expect(alert.html).toContain("&lt;b&gt;Three&lt;/b&gt; bedrooms &amp; a &lt;script&gt;x&lt;/script&gt; dog")
    expect(alert.html).not.toMatch(/<b>|<script>/)
    expect(decodeHeader(ack.headers.subject!)).toContain(reference)
    expect(ack.text).toContain("0491 570 156")
    expect(ack.headers["message-id"]).toBe(`<${reference.toLowerCase()}.acknowledgement@riverleaf.example>`)
    expect(await statuses()).toEqual([
      { kind: "acknowledgement", status: "sent", attempts: 1 },
      { kind: "alert", status: "sent", attempts: 1 },
    ])
  })

  it("keeps the e-mails while the mail server is down, and sends each once within seconds of its return", async () => {
    const receiver = mailReceiver()
    await receiver.start()
    await receiver.stop()
    cleanups.push(receiver.stop)
    store = testStore()
    const lines: string[] = []
    const loop = loopOf(smtpTransport(receiver.url), lines, { pollMs: 300, owner: "worker-1" })
    loop.start(365)
    await storedLead()
    await loop.runUntilEmpty()
    expect(lines.join("\n")).toMatch(/not sent yet.*next try in 10 s/)
    expect((await statuses()).map((row) => row.status)).toEqual(["pending", "pending"])
    await receiver.start()
    // Well before the ten-second retry (the loop's clock stands still here): the mail check sees it is back. The wall's
    // 15 s are for a loaded machine: run 109's, with the browser tests beside it, took more than 5.
    await expect.poll(() => receiver.mails.length, { timeout: 15_000 }).toBe(2)
    expect(lines.join("\n")).toContain("Mail works: 1 waiting lead e-mail(s) go out now.")
    await loop.runUntilEmpty()
    expect(receiver.mails).toHaveLength(2)
    // The log that said one had not gone says when it did.
    expect(
      lines.filter((line) => /^Lead e-mail sent now: the \w+ for Q-\w{4}-\w{4}, at try 2\.$/.test(line)),
    ).toHaveLength(1)
  })

  it("checks a mail server that stays down less and less often: a refused login is not tried every poll", async () => {
    store = testStore()
    await storedLead()
    let checks = 0
    const transport: MailTransport = {
      send: async () => ({ ok: false, retry: true, reason: "535 Authentication failed" }),
      check: async () => {
        checks++
        throw new Error("535 Authentication failed")
      },
    }
    const loop = loopOf(transport, [], { pollMs: 100 })
    // Three seconds of the loop's clock, a look every 100 ms of it.
    for (let step = 0; step < 30; step++) {
      await loop.runUntilEmpty()
      store.clock.now += 100
    }
    // Every look would be 30; doubling from 100 ms, at 0, 0.1, 0.3, 0.7 and 1.5 s, is 5 (the failed send asks too).
    expect(checks).toBe(5)
  })

  it("retries a quota refusal (550 5.4.5), and the alert arrives once the quota is back", async () => {
    const receiver = mailReceiver()
    await receiver.start()
    cleanups.push(receiver.stop)
    receiver.control.refuse = "550 5.4.5 Daily sending quota exceeded"
    store = testStore()
    const reference = await storedLead()
    const lines: string[] = []
    const loop = loopOf(smtpTransport(receiver.url), lines)
    await loop.runUntilEmpty()
    expect(lines.join("\n")).toMatch(
      /next try in 10 s: the mail server at .* said: Message failed: 550 5\.4\.5 Daily sending quota exceeded\n/,
    )
    expect((await statuses()).map((row) => row.status)).toEqual(["pending", "pending"])
    receiver.control.refuse = ""
    store.clock.now += 10_000
    await loop.runUntilEmpty()
    const alert = receiver.mails.find((mail) => mail.to.includes("owner@riverleaf.example"))
    expect(decodeHeader(alert!.headers.subject!)).toContain(reference)
    expect((await statuses()).map((row) => row.status)).toEqual(["sent", "sent"])
  })
})
