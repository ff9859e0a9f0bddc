/**
 * The outbox as a queue (decisions 041, 049): every statement on `outbox`, those that queue a message built here for
 * the store's own transaction. It knows nothing of e-mail. A claim is a lease, not a flag: a sender that dies mid-send
 * leaves a lease that runs out (or releaseLeases lets go). Claims take a channel: the kinds of message it sends.
 */
import { query, type SqlDatabase, type SqlRow, type SqlStatement, type SqlValue } from "./sql.ts"

/** Longer than a send can take: the transports give up within a minute (smtp.ts, mail-api.ts). */
export const LEASE_MS = 2 * 60_000

/** A claimed row's columns its sender reads (the lease, the status and the last error are the queue's own). */
export type QueuedRow = {
  id: number
  reference: string
  kind: string
  recipient: string
  attempts: number
  created_at: number
  /** When the owner last put it back (resend), or 0: its retries are counted from the later of this and created_at. */
  requeued_at: number
  /** The step the row was queued for, as JSON (store.ts OutboxPayload); empty for a new lead's two e-mails. */
  payload: string
}

/** What a transport answers for one message: sent, or not, and whether sending it again may work. */
export type SendResult = { ok: true } | { ok: false; retry: boolean; reason: string }

/** SQL and the parameters of its `?`s, in order. */
export type SqlPart = [sql: string, ...params: SqlValue[]]

/** `due`: a message for later (a reminder), first due then; its retries and its place in the backlog count from then. */
export type QueuedMessage = { kind: SqlPart; recipient: SqlPart; payload?: SqlPart; due?: number }

/**
 * The INSERT that queues a message, for the caller's batch (goqite's SendTx): one for each row `from` selects (its
 * `reference` column names the message's; a push, one per device), every field an SQL expression over that row. Once
 * per reference and kind: the same step queued again queues nothing.
 */
export function enqueue(from: SqlPart, now: number, message: QueuedMessage): SqlStatement {
  const due = message.due ?? now
  const parts: SqlPart[] = [message.kind, message.recipient, ["?, ?", due, due], message.payload ?? ["''"], from]
  const [kind, recipient, times, payload] = parts.map(([sql]) => sql)
  return {
    sql: `INSERT INTO outbox (reference, kind, recipient, created_at, next_attempt_at, payload)
          SELECT reference, ${kind}, ${recipient}, ${times}, ${payload} FROM ${from[0]}
          ON CONFLICT (reference, kind) DO NOTHING`,
    params: parts.flatMap(([, ...params]) => params),
  }
}

/** A channel's kinds of message, by their first words ("answer" for answer-0, answer-1 …). */
type Kinds = readonly string[]

/** The rows of a channel; every row without one. */
function ofChannel(kinds?: Kinds): SqlPart {
  if (!kinds) return ["1"]
  return [`substr(kind, 1, instr(kind || '-', '-') - 1) IN (${kinds.map(() => "?").join(", ")})`, ...kinds]
}

/**
 * A webhook message waits for the lead's earlier ones still pending: each is retried on its own clock, and a tool
 * given "confirmed" before "created", or Monday's confirmation after Tuesday's, books the wrong job.
 */
const IN_TURN = `NOT (kind LIKE 'webhook-%' AND EXISTS (SELECT 1 FROM outbox AS earlier WHERE earlier.status = 'pending'
  AND earlier.reference = outbox.reference AND earlier.id < outbox.id AND earlier.kind LIKE 'webhook-%'))`

export async function claimNext(db: SqlDatabase, owner: string, now: number, kinds?: Kinds) {
  const [channel, ...params] = ofChannel(kinds)
  const [row] = await query(
    db,
    `UPDATE outbox SET lease_until = ?, lease_owner = ?, attempts = attempts + 1
     WHERE id = (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? AND lease_until <= ?
                 AND ${channel} AND ${IN_TURN} ORDER BY priority, next_attempt_at, id LIMIT 1)
     RETURNING *`,
    [now + LEASE_MS, owner, now, now, ...params],
  )
  return row as QueuedRow | undefined
}

/** Sent, whoever holds the lease now: a lease that ran out while the store was locked must not send it again. */
export async function markSent(db: SqlDatabase, id: number, now: number) {
  const sql =
    "UPDATE outbox SET status = 'sent', sent_at = ?, last_error = '', lease_until = 0 WHERE id = ? AND status = 'pending' RETURNING id"
  return (await query(db, sql, [now, id])).length > 0
}

/** Not sent: due again at `retryAt`, or failed until the owner resends. Only while `owner` holds the lease. */
export async function markUnsent(db: SqlDatabase, id: number, owner: string, reason: string, retryAt?: number) {
  const set = retryAt === undefined ? "status = 'failed'" : "next_attempt_at = ?"
  const sql = `UPDATE outbox SET ${set}, last_error = ?, lease_until = 0
               WHERE id = ? AND lease_owner = ? AND status = 'pending' RETURNING id`
  return (await query(db, sql, [...(retryAt === undefined ? [] : [retryAt]), reason, id, owner])).length > 0
}

/** For the owner's step's batch: a lead they have answered needs no reminder that it still waits. */
export const forgetReminders = (reference: string): SqlStatement => ({
  sql: "DELETE FROM outbox WHERE reference = ? AND status <> 'sent' AND (kind = 'reminder' OR kind LIKE 'push-reminder-%')",
  params: [reference],
})

/** A message whose lead is gone (deleted, or purged) while it waited, and that cannot go without it. */
export async function drop(db: SqlDatabase, id: number) {
  await query(db, "DELETE FROM outbox WHERE id = ?", [id])
}

/** What waits (a reminder not yet due does not), and what failed. */
export async function backlog(db: SqlDatabase, now: number) {
  const [row = {} as SqlRow] = await query(
    db,
    `SELECT (SELECT count(*) FROM outbox WHERE status = 'pending' AND created_at <= ?) AS pending,
            (SELECT count(*) FROM outbox WHERE status = 'failed') AS failed,
            (SELECT min(created_at) FROM outbox WHERE status = 'pending' AND created_at <= ?) AS oldest`,
    [now, now],
  )
  const oldest = typeof row.oldest === "number" ? now - row.oldest : null
  return { pending: Number(row.pending ?? 0), failed: Number(row.failed ?? 0), oldestPendingMs: oldest }
}

export type MessageState = { reference: string; kind: string; recipient: string; status: string; lastError: string }

/** A MessageState's columns, every one NOT NULL text (0001). */
const STATE = "reference, kind, recipient, status, last_error AS lastError"

export async function failedMessages(db: SqlDatabase) {
  const sql = `SELECT ${STATE} FROM outbox WHERE status = 'failed' ORDER BY created_at, id`
  return (await query(db, sql)) as MessageState[]
}

export async function messagesOf(db: SqlDatabase, reference: string) {
  const sql = `SELECT ${STATE} FROM outbox WHERE reference = ? ORDER BY priority, id`
  return (await query(db, sql, [reference])) as MessageState[]
}

/** Every reference's messages by kind (the owner's export). */
export async function statesByReference(db: SqlDatabase): Promise<Map<string, Record<string, MessageState>>> {
  const states = new Map<string, Record<string, MessageState>>()
  for (const one of (await query(db, `SELECT ${STATE} FROM outbox`)) as MessageState[])
    states.set(one.reference, { ...states.get(one.reference), [one.kind]: one })
  return states
}

/** Makes every waiting message of a channel due now: its way out (mail) works again. A reminder waits for its time. */
export async function retryAllNow(db: SqlDatabase, now: number, kinds?: Kinds) {
  const [channel, ...params] = ofChannel(kinds)
  const sql = `UPDATE outbox SET next_attempt_at = ?
               WHERE status = 'pending' AND next_attempt_at > ? AND created_at <= ? AND ${channel} RETURNING id`
  return (await query(db, sql, [now, now, now, ...params])).length
}

export async function nextDue(db: SqlDatabase, kinds?: Kinds): Promise<number | undefined> {
  const [channel, ...params] = ofChannel(kinds)
  const sql = `SELECT min(max(next_attempt_at, lease_until)) AS due FROM outbox
               WHERE status = 'pending' AND ${channel} AND ${IN_TURN}`
  const [row] = await query(db, sql, params)
  return typeof row?.due === "number" ? row.due : undefined
}

/** Lets go of the running leases of pending messages whose holder `gone` says has stopped: due again now. */
export async function releaseLeases(db: SqlDatabase, now: number, gone: (owner: string) => boolean) {
  const held = "status = 'pending' AND lease_until > ?"
  const owners = await query(db, `SELECT DISTINCT lease_owner FROM outbox WHERE ${held}`, [now])
  const stopped = owners.map((row) => String(row.lease_owner)).filter((owner) => gone(owner))
  if (!stopped.length) return 0
  const sql = `UPDATE outbox SET lease_until = 0 WHERE lease_owner IN (SELECT value FROM json_each(?)) AND ${held} RETURNING id`
  return (await query(db, sql, [JSON.stringify(stopped), now])).length
}

/** Puts failed messages (one reference's, or all) back, due now with a new day of retries; returns them. */
export async function requeueFailed(db: SqlDatabase, now: number, reference?: string) {
  const sql = `UPDATE outbox SET status = 'pending', next_attempt_at = ?, requeued_at = ?, attempts = 0, lease_until = 0
               WHERE status = 'failed' AND (? IS NULL OR reference = ?) RETURNING ${STATE}`
  return (await query(db, sql, [now, now, reference ?? null, reference ?? null])) as MessageState[]
}
