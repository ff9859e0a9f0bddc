/**
 * Writing a lead and its e-mails in one transaction (decision 030). The rate limit and the acknowledgement caps are
 * conditions inside the same statements, so two requests at once cannot both slip under them. SQLite's and D1's SQL.
 */
import { dayNumber, today } from "../../common/booking.ts"
import type { QuoteFormValues } from "../../common/quote-schema.ts"
import { base64 } from "../signing.ts"
import { enqueue, forgetReminders, type QueuedMessage, type SqlPart } from "./queue.ts"
import { query, type SqlDatabase } from "./sql.ts"

/** Crockford's base 32 (no I, L, O or U): a reference, `Q-` and two groups of four, can be read out on the phone. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

export const REFERENCE_PATTERN = /^Q-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/

/** `count` random characters of ALPHABET: a reference's, or a phone's sign-in code (owner-session.ts). */
export const randomCode = (count: number) =>
  [...crypto.getRandomValues(new Uint8Array(count))].map((byte) => ALPHABET[byte % 32]).join("")

export const newReference = () => randomCode(8).replace(/^(.{4})/, "Q-$1-")

/** A code as typed, read as Crockford's base 32 reads it: any case, spaces, dashes or dots, I and L as 1, O as 0. */
export const plainCode = (typed: string) =>
  typed
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, "")
    .replace(/[IL]/g, "1")
    .replace(/O/g, "0")

/** What the owner typed, forgiving case, spaces and look-alikes: `q-7k3m q9xd` reads as `Q-7K3M-Q9XD`. */
export function normaliseReference(text: string) {
  const plain = plainCode(text)
  const body = plain.startsWith("Q") ? plain.slice(1) : plain
  const reference = `Q-${body.slice(0, 4)}-${body.slice(4)}`
  return REFERENCE_PATTERN.test(reference) ? reference : undefined
}

/** An outbox row's kind (decision 046): one row per lead and kind (UNIQUE in 0001), so each is sent once. */
export type OutboxKind =
  | "alert"
  | "acknowledgement"
  | "reminder"
  | `answer-${number}`
  | `webhook-${string}`
  | `push-${number}`
  | `push-reminder-${number}`

/** The webhook's event for a deleted lead: the one message sent without its lead, which is gone by then. */
export const DELETED_EVENT = "webhook-deleted"

/** The moment a row was queued, as its message says it (payload, 0003_booking.sql). */
export type OutboxPayload = {
  state: LeadState | "deleted"
  date: string
  window: string
  sequence: number
  /** The owner's words to the customer with a decline. */
  message: string
  /** When the step was taken (ms). */
  at: number
}

/** The payload as SQL writes it from the lead's row as it now is: the step's own snapshot. */
const payload = (now: number): SqlPart => [
  `json_object('state', state, 'date', confirmed_date, 'window', confirmed_window, 'sequence', calendar_sequence,
     'message', decline_message, 'at', ?)`,
  now,
]

/** The lead's row, and only while `where` holds of it, for a message queued from it. */
const leadRow = (reference: string, where: SqlPart = ["1"]): SqlPart => [
  `leads WHERE reference = ? AND ${where[0]}`,
  reference,
  ...where.slice(1),
]

export type NewLead = QuoteFormValues & {
  /** With booking on (content/booking.json): the day asked for, YYYY-MM-DD, and the window's times, HH:MM-HH:MM. */
  preferredDate?: string
  arrivalWindow?: string
  estimate: string
  page: string
  sentAt: string
  clientKey: string
  requestKey: string
}

export const DEFAULT_LIMITS = {
  /** Requests one client may store in `windowMs` (a household corrects itself: at least 5 in 10 minutes). */
  perClient: 10,
  windowMs: 10 * 60_000,
  /** Acknowledgements one mailbox receives a day, so the form cannot flood someone's inbox. */
  acknowledgementsPerDay: 5,
  /** Acknowledgements to all addresses an hour (LEADS_ACK_LIMIT): the form cannot be a mail cannon for strangers. */
  acknowledgementsPerHour: 30,
}

export type Limits = typeof DEFAULT_LIMITS

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

/** Why a stored lead got no acknowledgement: its mailbox had its day's number, or the site its hour's. */
export type Withheld = "" | "address" | "hour"

/** One mailbox however written, for the daily cap: case, `+tags` and Gmail's dots (googlemail.com too) make no other. */
export function mailboxOf(email: string) {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf("@")
  if (at < 1) return address
  let [name, domain] = [address.slice(0, at).split("+", 1)[0]!, address.slice(at + 1).replace(/\.$/, "")]
  if (domain === "googlemail.com") domain = "gmail.com"
  if (domain === "gmail.com") name = name.replaceAll(".", "")
  return `${name}@${domain}`
}

/**
 * With the inbox on: its owners (LEADS_OWNERS), whose devices with alerts on get a push for each new lead, and when a
 * lead still new gets its reminder (opening-hours.ts reminderDue).
 */
export type Alerts = { owners: string[]; remindAt: number }

/**
 * A push to each of the owners' devices with alerts on, and at `remindAt` the reminder: an e-mail and a push to each,
 * deleted with the owner's first step on the lead (changeState).
 */
function alertRows(reference: string, notifyTo: string, now: number, alerts?: Alerts) {
  if (!alerts) return []
  const devices: SqlPart = [
    // The sessions that read the leads (owner-session.ts sessionOwner): a listed login, on the account that holds it.
    `leads JOIN owner_sessions s ON s.push_endpoint <> '' AND s.ends_at > ? AND s.login IN (SELECT value FROM json_each(?))
       AND s.github_id = (SELECT github_id FROM owner_accounts a WHERE a.login = s.login)
     WHERE reference = ?`,
    now,
    JSON.stringify(alerts.owners),
    reference,
  ]
  const push = (kind: string, due?: number): QueuedMessage => ({
    kind: [`'${kind}' || s.id`],
    recipient: ["'device ' || s.id"],
    due,
  })
  return [
    enqueue(devices, now, push("push-")),
    enqueue(devices, now, push("push-reminder-", alerts.remindAt)),
    enqueue(leadRow(reference), now, { kind: ["'reminder'"], recipient: ["?", notifyTo], due: alerts.remindAt }),
  ]
}

export type StoreResult =
  | { outcome: "stored"; reference: string; withheld: Withheld }
  /** The same request (its token) again, after an answer that was lost: the lead it already is. */
  | { outcome: "repeat"; reference: string }
  | { outcome: "rate-limited" }

export async function storeLead(
  db: SqlDatabase,
  lead: NewLead,
  options: { notifyTo: string; now: number; limits?: Limits; webhookUrl?: string; alerts?: Alerts },
): Promise<StoreResult> {
  const { notifyTo, now } = options
  const limits = options.limits ?? DEFAULT_LIMITS
  const reference = newReference()
  const recipient = lead.email.trim().toLowerCase()
  const mailbox = mailboxOf(lead.email)
  const ackCount = {
    address: `(SELECT count(*) FROM outbox o JOIN leads l ON l.reference = o.reference
                WHERE o.kind = 'acknowledgement' AND l.mailbox = ? AND o.created_at > ?) < ?`,
    hour: "(SELECT count(*) FROM outbox WHERE kind = 'acknowledgement' AND created_at > ?) < ?",
  }
  const ackParams = {
    address: [mailbox, now - DAY_MS, limits.acknowledgementsPerDay],
    hour: [now - HOUR_MS, limits.acknowledgementsPerHour],
  }
  const underCaps: SqlPart = [`${ackCount.address} AND ${ackCount.hour}`, ...ackParams.address, ...ackParams.hour]
  const [inserted = [], , , withheld = [], existing = []] = await db.batch([
    {
      sql: `INSERT INTO leads (reference, created_at, name, suburb, email, phone, service_type, message, estimate, page,
              sent_at, client_key, request_key, mailbox, preferred_date, arrival_window)
            SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?
            WHERE (SELECT count(*) FROM leads WHERE client_key = ? AND created_at > ?) < ?
            ON CONFLICT (request_key) DO NOTHING
            RETURNING reference`,
      params: [
        reference,
        now,
        lead.name,
        lead.suburb,
        lead.email,
        lead.phone,
        lead.serviceType,
        lead.message,
        lead.estimate,
        lead.page,
        lead.sentAt,
        lead.clientKey,
        lead.requestKey,
        mailbox,
        lead.preferredDate ?? "",
        lead.arrivalWindow ?? "",
        lead.clientKey,
        now - limits.windowMs,
        limits.perClient,
      ],
    },
    enqueue(leadRow(reference), now, { kind: ["'alert'"], recipient: ["?", notifyTo] }),
    enqueue(leadRow(reference, underCaps), now, { kind: ["'acknowledgement'"], recipient: ["?", recipient] }),
    // The lead says why it has no acknowledgement, for the owner's alert (mail.ts) and the log.
    {
      sql: `UPDATE leads SET acknowledgement_withheld = CASE WHEN ${ackCount.address} THEN 'hour' ELSE 'address' END
            WHERE reference = ? AND NOT EXISTS (SELECT 1 FROM outbox WHERE reference = ? AND kind = 'acknowledgement')
            RETURNING acknowledgement_withheld`,
      params: [...ackParams.address, reference, reference],
    },
    { sql: "SELECT reference FROM leads WHERE request_key = ?", params: [lead.requestKey] },
    ...webhookEvent(reference, "new", options),
    ...alertRows(reference, notifyTo, now, options.alerts),
  ])
  if (inserted.length > 0)
    return { outcome: "stored", reference, withheld: (withheld[0]?.acknowledgement_withheld ?? "") as Withheld }
  const earlier = existing[0]?.reference
  if (typeof earlier === "string") return { outcome: "repeat", reference: earlier }
  return { outcome: "rate-limited" }
}

/** A secret kept in the store's settings (D1: the token secret without LEADS_SECRET, the VAPID key), made at first use. */
export async function storedSetting(db: SqlDatabase, name: string, make: () => string | Promise<string>) {
  const read = async () => (await query(db, "SELECT value FROM settings WHERE name = ?", [name]))[0]?.value
  let value = await read()
  if (value === undefined) {
    const made = await make()
    await query(db, "INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING", [name, made])
    value = await read()
  }
  if (typeof value !== "string" || !value) throw new Error(`the lead store has no ${name.replace("_", " ")}`)
  return value
}

export const storedSecret = (db: SqlDatabase) =>
  storedSetting(db, "token_secret", () => base64(crypto.getRandomValues(new Uint8Array(32))))

/** A lead's columns, as LeadRow has them. */
const COLUMNS = `reference, created_at, name, suburb, email, phone, service_type, message, estimate, page, sent_at,
  acknowledgement_withheld, preferred_date, arrival_window, state, confirmed_date, confirmed_window, calendar_sequence,
  decline_message, notes`

/** Where the owner has a lead (decision 046); "expired" is read, never stored (shownState). */
export type LeadState = "new" | "contacted" | "confirmed" | "declined"

/** A stored lead; the day asked for and the owner's answer (0003_booking.sql) are empty, "new" and 0 without a day. */
export type LeadRow = {
  reference: string
  created_at: number
  name: string
  suburb: string
  email: string
  phone: string
  service_type: string
  message: string
  estimate: string
  page: string
  sent_at: string
  /** Set when no acknowledgement went out (the caps): the owner's alert says so. */
  acknowledgement_withheld?: Withheld
  preferred_date?: string
  arrival_window?: string
  state?: LeadState
  confirmed_date?: string
  confirmed_window?: string
  calendar_sequence?: number
  /** The owner's words with the decline, empty in any other state (0005). */
  decline_message?: string
  /** The owner's private notes (0007): in the inbox and the export, sent to no one. */
  notes?: string
}

/** A request whose day has passed unconfirmed is expired, on the business's calendar (Australia/Sydney). */
export function shownState(lead: Pick<LeadRow, "state" | "preferred_date">, now: number): LeadState | "expired" {
  const state = lead.state ?? "new"
  const day = dayNumber(lead.preferred_date ?? "")
  return (state === "new" || state === "contacted") && day !== undefined && day < today(now) ? "expired" : state
}

export async function readLead(db: SqlDatabase, reference: string): Promise<LeadRow | undefined> {
  const [row] = await query(db, `SELECT ${COLUMNS} FROM leads WHERE reference = ?`, [reference])
  return row as LeadRow | undefined
}

export type StateChange =
  | { state: "contacted" }
  | { state: "confirmed"; date: string; window: string }
  | { state: "declined"; message?: string }

/**
 * The webhook's row for a lead now in `state` (LEADS_WEBHOOK_URL set; none otherwise): one per event, a confirmation
 * or a decline per SEQUENCE, so a moved day, or a decline after a confirmation after a decline, is an event of its own.
 */
function webhookEvent(reference: string, state: LeadState, options: { now: number; webhookUrl?: string }) {
  if (!options.webhookUrl) return []
  const event =
    state === "new" ? "'created'" : state === "contacted" ? "'contacted'" : `'${state}-' || calendar_sequence`
  const message: QueuedMessage = {
    kind: [`'webhook-' || ${event}`],
    recipient: ["?", options.webhookUrl],
    payload: payload(options.now),
  }
  return [enqueue(leadRow(reference, ["state = ?", state]), options.now, message)]
}

/**
 * The owner's step, with its answer and webhook event queued once (decision 046): contacted from new, declined from
 * any state but declined, confirmed from any (a new day, or confirmed after all). Returns the lead as it now is, or
 * none when there is none or the step does not apply.
 */
export async function changeState(
  db: SqlDatabase,
  reference: string,
  change: StateChange,
  options: { now: number; webhookUrl?: string },
) {
  const { state } = change
  const from = {
    contacted: "('new')",
    confirmed: "('new', 'contacted', 'confirmed', 'declined')",
    declined: "('new', 'contacted', 'confirmed')",
  }[state]
  const [date, window] = state === "confirmed" ? [change.date, change.window] : ["", ""]
  const message = state === "declined" ? (change.message ?? "") : ""
  const answer: QueuedMessage = {
    kind: ["'answer-' || calendar_sequence"],
    recipient: ["lower(trim(email))"],
    payload: payload(options.now),
  }
  const [rows = []] = await db.batch([
    {
      // SET reads the row as it was: the sequence moves on past a day already confirmed or a decline already sent.
      // Confirming the day and window already confirmed is no step.
      sql: `UPDATE leads SET state = ?,
              calendar_sequence = calendar_sequence + (confirmed_date <> '' OR state = 'declined'),
              confirmed_date = CASE WHEN ? = 'confirmed' THEN ? ELSE confirmed_date END,
              confirmed_window = CASE WHEN ? = 'confirmed' THEN ? ELSE confirmed_window END,
              decline_message = ?
            WHERE reference = ? AND state IN ${from}
              AND NOT (state = 'confirmed' AND confirmed_date = ? AND confirmed_window = ?)
            RETURNING ${COLUMNS}`,
      params: [state, state, date, state, window, message, reference, date, window],
    },
    ...(state === "contacted" ? [] : [enqueue(leadRow(reference, ["state = ?", state]), options.now, answer)]),
    ...webhookEvent(reference, state, options),
    forgetReminders(reference),
  ])
  return rows[0] as LeadRow | undefined
}

/** The owner's private notes on a lead, kept on it alone: nothing is queued. The lead as it now is, or none. */
export async function saveNotes(db: SqlDatabase, reference: string, notes: string) {
  const [row] = await query(db, `UPDATE leads SET notes = ? WHERE reference = ? RETURNING ${COLUMNS}`, [
    notes,
    reference,
  ])
  return row as LeadRow | undefined
}

/** How many leads the store holds (it answers at all: the health check). */
export async function countLeads(db: SqlDatabase): Promise<number> {
  return Number((await query(db, "SELECT count(*) AS n FROM leads"))[0]?.n ?? 0)
}

export async function allLeads(db: SqlDatabase): Promise<LeadRow[]> {
  return (await query(db, `SELECT ${COLUMNS} FROM leads ORDER BY created_at, reference`)) as LeadRow[]
}

/** The webhook's word of a lead deleted: its reference alone (webhook.ts). */
const deletedEvent = (now: number, webhookUrl?: string): QueuedMessage => ({
  kind: ["?", DELETED_EVENT],
  recipient: ["?", webhookUrl ?? ""],
  payload: ["json_object('state', 'deleted', 'at', ?)", now],
})

/**
 * A lead and its messages, for good; with LEADS_WEBHOOK_URL the webhook hears of it (its reference only, the one
 * message sent without its lead). The host then writes over what the file still holds of it (sql.ts, afterDelete).
 */
export async function deleteLead(
  db: SqlDatabase,
  reference: string,
  options?: { now: number; webhookUrl?: string },
): Promise<boolean> {
  const { now = 0, webhookUrl } = options ?? {}
  const event = deletedEvent(now, webhookUrl)
  const results = await db.batch([
    // The word of a deletion already queued stays: deleting again must not take it back.
    { sql: "DELETE FROM outbox WHERE reference = ? AND kind <> ?", params: [reference, DELETED_EVENT] },
    ...(webhookUrl ? [enqueue(leadRow(reference), now, event)] : []),
    { sql: "DELETE FROM leads WHERE reference = ? RETURNING reference", params: [reference] },
  ])
  await db.afterDelete?.()
  return (results.at(-1) ?? []).length > 0
}

/**
 * Leads older than `days` days with their outbox, and what the outbox keeps of leads deleted as long ago
 * (LEADS_RETENTION_DAYS); returns how many leads went.
 */
export async function purgeOldLeads(db: SqlDatabase, now: number, days: number, webhookUrl?: string) {
  const before = now - days * DAY_MS
  // The job tool hears of each, as of a lead the owner deletes: the customer's details go from it too.
  const event = deletedEvent(now, webhookUrl)
  const results = await db.batch([
    {
      sql: `DELETE FROM outbox WHERE reference IN (SELECT reference FROM leads WHERE created_at < ?)
              OR (created_at < ? AND reference NOT IN (SELECT reference FROM leads))`,
      params: [before, before],
    },
    ...(webhookUrl ? [enqueue(["leads WHERE created_at < ?", before], now, event)] : []),
    { sql: "DELETE FROM leads WHERE created_at < ? RETURNING reference", params: [before] },
  ])
  const gone = results.at(-1) ?? []
  if (gone.length) await db.afterDelete?.()
  return gone.length
}
