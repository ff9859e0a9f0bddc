import { afterEach, describe, expect, it } from "vitest"

import { decodeHeader, mailReceiver } from "../../tests/mail-receiver.ts"
import type { MailMessage } from "./mail.ts"
import {
  claimNext,
  GIVE_UP_AFTER_MS,
  LEASE_MS,
  RETRY_DELAYS_MS,
  retryDelay,
  sendClaimed,
  startOutboxWorker,
  type MailTransport,
} from "./outbox.ts"
import { smtpTransport } from "./smtp.ts"
import { query } from "./sql.ts"
import { deleteLead } from "./store.ts"
import { BUSINESS, testStore, VALID } from "./test-support.ts"

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

const statuses = async () =>
  (await query(store.db, "SELECT kind, status, attempts FROM outbox ORDER BY kind")).map((row) => ({ ...row }))

/** A transport that fails `failures` times (or always), then hands messages to `sent`. */
function flakyTransport(
  failures = Infinity,
  error: Error & { responseCode?: number } = new Error("connect ECONNREFUSED"),
) {
  const sent: MailMessage[] = []
  let left = failures
  const transport: MailTransport = {
    async send(message) {
      if (left-- > 0) throw error
      sent.push(message)
    },
  }
  return { sent, transport }
}

describe("the backoff", () => {
  it("retries first within a minute, then less often, up to two hours", () => {
    expect(retryDelay(1)).toBeLessThanOrEqual(60_000)
    expect(retryDelay(2)).toBeLessThanOrEqual(60_000)
    for (let i = 1; i < RETRY_DELAYS_MS.length; i++)
      expect(RETRY_DELAYS_MS[i]!).toBeGreaterThan(RETRY_DELAYS_MS[i - 1]!)
    expect(retryDelay(50)).toBe(2 * 60 * 60_000)
  })

  it("keeps a message for at least a day of failures, then marks it failed and reports it", async () => {
    store = testStore()
    await storedLead()
    const { transport } = flakyTransport()
    const lines: string[] = []
    const start = store.clock.now
    const failedAt: number[] = []
    for (let guard = 0; guard < 200; guard++) {
      const row = await claimNext(store.db, "tester", store.clock.now)
      if (!row) {
        const [next] = await query(store.db, "SELECT min(next_attempt_at) AS due FROM outbox WHERE status = 'pending'")
        if (typeof next?.due !== "number") break
        store.clock.now = next.due
        continue
      }
      const { outcome } = await sendClaimed(row, {
        db: store.db,
        transport,
        mail: MAIL,
        owner: "tester",
        now: () => store.clock.now,
        log: (line) => lines.push(line),
      })
      if (outcome === "failed") failedAt.push(store.clock.now)
    }
    expect(failedAt).toHaveLength(2)
    for (const at of failedAt) expect(at - start).toBeGreaterThanOrEqual(GIVE_UP_AFTER_MS)
    expect(await statuses()).toEqual([
      { kind: "acknowledgement", status: "failed", attempts: expect.any(Number) },
      { kind: "alert", status: "failed", attempts: expect.any(Number) },
    ])
    const attempts = Number((await statuses())[0]!.attempts)
    // Within a day at the schedule's pace: about twenty tries, not thousands.
    expect(attempts).toBeGreaterThan(10)
    expect(attempts).toBeLessThan(30)
    expect(lines.filter((line) => line.includes("FAILED for good"))).toHaveLength(2)
  })

  it("fails a message the mail server refuses for good (5xx) at once", async () => {
    store = testStore()
    await storedLead()
    const refusal = Object.assign(new Error("550 No such user"), { responseCode: 550 })
    const { transport } = flakyTransport(Infinity, refusal)
    const row = await claimNext(store.db, "tester", store.clock.now)
    expect(
      (
        await sendClaimed(row!, {
          db: store.db,
          transport,
          mail: MAIL,
          owner: "tester",
          now: () => store.clock.now,
          log: () => {},
        })
      ).outcome,
    ).toBe("failed")
  })
})

describe("the lease", () => {
  it("keeps a message claimed by a sender that died from a second sender until the lease runs out, then sends it once", async () => {
    store = testStore()
    await storedLead()
    const crashed = await claimNext(store.db, "dead-sender", store.clock.now)
    expect(crashed).toBeDefined()
    // The other message is free; the claimed one is not.
    const other = await claimNext(store.db, "second", store.clock.now)
    expect(other?.id).not.toBe(crashed!.id)
    expect(await claimNext(store.db, "second", store.clock.now + LEASE_MS - 1)).toBeUndefined()
    const again = await claimNext(store.db, "second", store.clock.now + LEASE_MS)
    expect(again?.id).toBe(crashed!.id)
    // The dead sender's late answer changes nothing: it no longer holds the lease.
    const { transport, sent } = flakyTransport(0)
    const options = { db: store.db, transport, mail: MAIL, now: () => store.clock.now, log: () => {} }
    expect((await sendClaimed(crashed!, { ...options, owner: "dead-sender" })).outcome).toBe("lost-lease")
    expect((await sendClaimed(again!, { ...options, owner: "second" })).outcome).toBe("sent")
    expect(sent.filter((message) => message.kind === crashed!.kind)).toHaveLength(2)
    // Both copies carry the same Message-ID: a repeat after a crash is recognisably the same message.
    expect(new Set(sent.filter((m) => m.kind === crashed!.kind).map((m) => m.messageId)).size).toBe(1)
  })

  it("drops the e-mails of a lead deleted while they waited", async () => {
    store = testStore()
    const reference = await storedLead()
    await deleteLead(store.db, reference)
    expect(await claimNext(store.db, "tester", store.clock.now)).toBeUndefined()
  })
})

describe("the worker, with a real SMTP server", () => {
  it("sends the alert and the acknowledgement once each, with the reference, Reply-To and a stable Message-ID", async () => {
    const receiver = mailReceiver()
    await receiver.start()
    cleanups.push(receiver.stop)
    store = testStore()
    const reference = await storedLead({ message: "<b>Three</b> bedrooms & a <script>x</script> dog" })
    const worker = startOutboxWorker({
      db: store.db,
      transport: smtpTransport(receiver.url),
      mail: MAIL,
      owner: "worker-1",
      log: () => {},
      pollMs: 200,
    })
    cleanups.push(worker.stop)
    worker.wake()
    await expect.poll(() => receiver.mails.length, { timeout: 10_000 }).toBe(2)
    await worker.drain()
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
    const worker = startOutboxWorker({
      db: store.db,
      transport: smtpTransport(receiver.url),
      mail: MAIL,
      owner: "worker-1",
      log: (line) => lines.push(line),
      pollMs: 300,
    })
    cleanups.push(worker.stop)
    await storedLead()
    await worker.drain()
    expect(lines.join("\n")).toMatch(/not sent yet.*next try in 10 s/)
    expect((await statuses()).map((row) => row.status)).toEqual(["pending", "pending"])
    await receiver.start()
    // Well before the ten-second retry: the mail check sees it is back.
    await expect.poll(() => receiver.mails.length, { timeout: 5_000 }).toBe(2)
    expect(lines.join("\n")).toContain("Mail is reachable again")
    await worker.drain()
    expect(receiver.mails).toHaveLength(2)
  })
})
