/**
 * Sending the outbox (decision 030), over any SqlDatabase and any transport: the Node server drains it with
 * nodemailer (smtp.ts), Cloudflare may drain the same table with another transport.
 *
 * - A sender claims one due message with a lease (lease_until), not a flag: a sender that dies mid-send (kill -9)
 *   leaves a lease that runs out, and the message is sent again. Its Message-ID is the same, so the rare repeat after
 *   a crash is recognisable; a message is otherwise sent once per lead and kind (UNIQUE (reference, kind)).
 * - A failure is retried with growing waits, RETRY_DELAYS_MS: the first within a minute, then up to two hours, for
 *   at least GIVE_UP_AFTER_MS; then the message is marked failed and reported. A refusal the mail server calls
 *   permanent (a 5xx reply: no such mailbox) fails at once.
 * - When mail was down and comes back (a send works, or the transport's check does), everything waiting is due at
 *   once: a visitor's acknowledgement does not wait out a backoff that the outage built up.
 */
import { buildMessage, type MailMessage, type MailSettings } from "./mail.ts"
import { query, type SqlDatabase, type SqlRow, type SqlValue } from "./sql.ts"
import { readLead, type OutboxKind } from "./store.ts"

export interface MailTransport {
  send(message: MailMessage): Promise<void>
  /** Whether the mail server can be reached and accepts the login, without sending anything. */
  check?(): Promise<void>
}

/** The waits after the 1st, 2nd … failure; the last repeats. */
export const RETRY_DELAYS_MS = [
  10_000,
  30_000,
  60_000,
  2 * 60_000,
  5 * 60_000,
  10 * 60_000,
  20 * 60_000,
  40 * 60_000,
  60 * 60_000,
  2 * 60 * 60_000,
]
/** Retried until a failure at least this long after the lead came in; then failed and reported. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000
/** Longer than a send can take: the SMTP transport gives up within a minute (smtp.ts). */
export const LEASE_MS = 2 * 60_000

export const retryDelay = (failures: number) =>
  RETRY_DELAYS_MS[Math.min(Math.max(failures, 1), RETRY_DELAYS_MS.length) - 1]!

export type OutboxRow = {
  id: number
  reference: string
  kind: OutboxKind
  recipient: string
  status: "pending" | "sent" | "failed"
  attempts: number
  created_at: number
  next_attempt_at: number
  lease_until: number
  lease_owner: string
  last_error: string
  sent_at: number | null
}

/** Claims the next due message for `owner` until now + LEASE_MS, counting the attempt. */
export async function claimNext(db: SqlDatabase, owner: string, now: number): Promise<OutboxRow | undefined> {
  const [row] = await query(
    db,
    `UPDATE outbox SET lease_until = ?, lease_owner = ?, attempts = attempts + 1
     WHERE id = (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? AND lease_until <= ?
                 ORDER BY next_attempt_at, id LIMIT 1)
     RETURNING *`,
    [now + LEASE_MS, owner, now, now],
  )
  return row as OutboxRow | undefined
}

/** SMTP's permanent refusals (5xx) are not retried: the same message would be refused again. */
export function isPermanent(error: unknown) {
  const code = (error as { responseCode?: unknown } | undefined)?.responseCode
  return typeof code === "number" && code >= 500 && code < 600
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500)

const minutes = (ms: number) =>
  ms < 60_000 ? `${Math.round(ms / 1000)} s` : ms < 3_600_000 ? `${Math.round(ms / 60_000)} min` : `${ms / 3_600_000} h`

export type SendOutcome = "sent" | "retry" | "failed" | "gone" | "lost-lease"

export type DrainOptions = {
  db: SqlDatabase
  transport: MailTransport
  mail: MailSettings
  owner: string
  now?: () => number
  log?: (line: string) => void
}

/** Sends one claimed message and records the outcome, only while this sender still holds its lease. */
export async function sendClaimed(
  row: OutboxRow,
  options: DrainOptions,
): Promise<{ outcome: SendOutcome; error?: unknown }> {
  const { db, transport, owner } = options
  const now = options.now ?? Date.now
  const log = options.log ?? console.log
  const lead = await readLead(db, row.reference)
  if (!lead) {
    // Deleted (the owner's delete, or the retention purge) while its mail waited.
    await query(db, "DELETE FROM outbox WHERE id = ?", [row.id])
    return { outcome: "gone" }
  }
  /** Records the outcome and ends the lease, only if this sender still holds it. */
  const settle = async (set: string, params: SqlValue[]) => {
    const sql = `UPDATE outbox SET ${set}, lease_until = 0 WHERE id = ? AND lease_owner = ? RETURNING id`
    return (await query(db, sql, [...params, row.id, owner])).length > 0
  }
  try {
    await transport.send(buildMessage(row.kind, lead, row.recipient, options.mail))
  } catch (error) {
    const at = now()
    const reason = describe(error)
    const giveUp = isPermanent(error) || at - row.created_at >= GIVE_UP_AFTER_MS
    if (giveUp) {
      if (!(await settle("status = 'failed', last_error = ?", [reason]))) return { outcome: "lost-lease", error }
      log(
        `Lead e-mail FAILED for good: the ${row.kind} for ${row.reference} to ${row.recipient} after ${row.attempts} attempt(s): ${reason}. ` +
          `The lead is kept: see it with npm run leads -- export.`,
      )
      return { outcome: "failed", error }
    }
    const wait = retryDelay(row.attempts)
    if (!(await settle("next_attempt_at = ?, last_error = ?", [at + wait, reason])))
      return { outcome: "lost-lease", error }
    log(
      `Lead e-mail not sent yet: the ${row.kind} for ${row.reference} (attempt ${row.attempts}), next try in ${minutes(wait)}: ${reason}`,
    )
    return { outcome: "retry", error }
  }
  return { outcome: (await settle("status = 'sent', sent_at = ?, last_error = ''", [now()])) ? "sent" : "lost-lease" }
}

export type Backlog = { pending: number; failed: number; oldestPendingMs: number | null }

/** What the log and the health answer show: messages waiting, messages failed, and how long the oldest has waited. */
export async function outboxBacklog(db: SqlDatabase, now: number): Promise<Backlog> {
  const [row = {} as SqlRow] = await query(
    db,
    `SELECT (SELECT count(*) FROM outbox WHERE status = 'pending') AS pending,
            (SELECT count(*) FROM outbox WHERE status = 'failed') AS failed,
            (SELECT min(created_at) FROM outbox WHERE status = 'pending') AS oldest`,
  )
  const oldest = typeof row.oldest === "number" ? now - row.oldest : null
  return { pending: Number(row.pending ?? 0), failed: Number(row.failed ?? 0), oldestPendingMs: oldest }
}

/** Makes every waiting message due now: mail has come back. */
export async function retryAllNow(db: SqlDatabase, now: number) {
  const rows = await query(
    db,
    "UPDATE outbox SET next_attempt_at = ? WHERE status = 'pending' AND next_attempt_at > ? RETURNING id",
    [now, now],
  )
  return rows.length
}

/** When the next message falls due, if any. */
async function nextDue(db: SqlDatabase): Promise<number | undefined> {
  const [row] = await query(
    db,
    "SELECT min(max(next_attempt_at, lease_until)) AS due FROM outbox WHERE status = 'pending'",
  )
  return typeof row?.due === "number" ? row.due : undefined
}

export type Worker = {
  /** A lead was stored: look now rather than at the next poll. */
  wake(): void
  /** Stops polling and waits for a send in progress. */
  stop(): Promise<void>
  /** One pass over what is due (for the CLI and tests). */
  drain(): Promise<{ sent: number; retried: number; failed: number }>
}

type WorkerOptions = DrainOptions & {
  /** Skip a pass (the store does not exist yet, so there is nothing to send). */
  ready?: () => boolean
  /** Longest sleep between looks, and the interval of the mail check while mail is down. */
  pollMs?: number
}

/** The sender loop: one pass at a time, woken by a new lead, by a message falling due, or by the poll. */
export function startOutboxWorker(options: WorkerOptions): Worker {
  const now = options.now ?? Date.now
  const log = options.log ?? console.log
  const pollMs = options.pollMs ?? 15_000
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<unknown> | undefined
  let again = false
  let stopped = false
  let mailDown = false

  const markUp = async () => {
    if (!mailDown) return
    mailDown = false
    const due = await retryAllNow(options.db, now())
    log(`Mail is reachable again: ${due} waiting lead e-mail(s) go out now.`)
  }

  const pass = async () => {
    const counts = { sent: 0, retried: 0, failed: 0 }
    if (options.ready && !options.ready()) return counts
    if (mailDown && options.transport.check) {
      try {
        await options.transport.check()
        await markUp()
      } catch {
        // Still down: the messages keep their own schedule.
      }
    }
    for (;;) {
      if (stopped) break
      const row = await claimNext(options.db, options.owner, now())
      if (!row) break
      const { outcome } = await sendClaimed(row, options)
      if (outcome === "sent") {
        counts.sent++
        await markUp()
      } else if (outcome === "failed") counts.failed++
      else if (outcome === "retry") {
        counts.retried++
        // Is it the mail server, or this one message? Down: stop the pass, the rest would fail the same way.
        if (options.transport.check) {
          try {
            await options.transport.check()
          } catch {
            mailDown = true
            break
          }
        }
      }
    }
    return counts
  }

  const schedule = async () => {
    if (stopped) return
    let wait = pollMs
    try {
      if (!options.ready || options.ready()) {
        const due = await nextDue(options.db)
        if (due !== undefined) wait = Math.min(pollMs, Math.max(100, due - now() + 50))
      }
    } catch {
      // The store cannot be read just now: look again at the next poll.
    }
    if (mailDown) wait = Math.min(wait, pollMs)
    clearTimeout(timer)
    if (!stopped) timer = setTimeout(() => void run(), wait)
  }

  const run = async (): Promise<{ sent: number; retried: number; failed: number }> => {
    if (running) {
      again = true
      await running
      return { sent: 0, retried: 0, failed: 0 }
    }
    const total = { sent: 0, retried: 0, failed: 0 }
    const work = (async () => {
      do {
        again = false
        try {
          const counts = await pass()
          for (const key of ["sent", "retried", "failed"] as const) total[key] += counts[key]
        } catch (error) {
          log(`Lead e-mails could not be read from the store: ${describe(error)}`)
        }
      } while (again && !stopped)
    })()
    running = work
    try {
      await work
    } finally {
      running = undefined
      await schedule()
    }
    return total
  }

  void schedule()
  return {
    wake: () => void run(),
    drain: run,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
