/**
 * RFC 4180 CSV; a cell that starts like a formula gets a leading apostrophe unless it is a plain number (OWASP's
 * CSV-injection rule, decision 030): a spreadsheet runs "+61+cmd|…" as one.
 */
import { BOOKING_LABELS, BOOKING_TIME_ZONE, windowWords } from "../../common/booking.ts"
import { serviceName, type Business } from "../../common/lead-facts.ts"
import { wallClock } from "../../common/wall-clock.ts"
import { statesByReference, type MessageState } from "./queue.ts"
import type { SqlDatabase } from "./sql.ts"
import { allLeads, shownState, type LeadRow } from "./store.ts"

const FORMULA = /^[=+\-@\t\r]/
const NUMBER = /^-?\d+(?:\.\d+)?$/

export function csvCell(value: string | number | null | undefined) {
  let text = value === null || value === undefined ? "" : String(value)
  if (FORMULA.test(text) && !NUMBER.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** The file: a UTF-8 byte order mark first, so a spreadsheet reads "Zoë" as typed, then the header row. */
export function toCsv(header: string[], rows: (string | number | null | undefined)[][]) {
  return "\uFEFF" + [header, ...rows].map((values) => values.map(csvCell).join(",")).join("\r\n") + "\r\n"
}

const SYDNEY = "(Sydney time)"
const inWords = (value = "") => (value ? windowWords(value) : "")
const confirmed = (lead: ExportedLead) => lead.state === "confirmed"

/** Each column: its name, its value, and whether it is about days (only in an export that has a lead with one). */
const EXPORT_COLUMNS: [string, (lead: ExportedLead, business: Business) => string, days?: true][] = [
  ["Reference", (lead) => lead.reference],
  [`Received ${SYDNEY}`, (lead) => sydneyTime(lead.created_at)],
  ["Name", (lead) => lead.name],
  ["Phone", (lead) => lead.phone],
  ["Email", (lead) => lead.email],
  ["Suburb", (lead) => lead.suburb],
  ["Service", (lead, business) => serviceName(business, lead.service_type)],
  [BOOKING_LABELS.preferredDate, (lead) => lead.preferred_date ?? "", true],
  [`${BOOKING_LABELS.arrivalWindow} ${SYDNEY}`, (lead) => inWords(lead.arrival_window), true],
  ["State", (lead) => lead.shown[0]!.toUpperCase() + lead.shown.slice(1)],
  ["Day confirmed", (lead) => (confirmed(lead) ? (lead.confirmed_date ?? "") : ""), true],
  [`Window confirmed ${SYDNEY}`, (lead) => (confirmed(lead) ? inWords(lead.confirmed_window) : ""), true],
  ["Decline message", (lead) => lead.decline_message ?? ""],
  ["Notes", (lead) => lead.notes ?? ""],
  ["Message", (lead) => lead.message],
  ["Estimate", (lead) => lead.estimate],
  ["Page", (lead) => lead.page],
  ["Alert to you", (lead) => mailState(lead.mail.alert)],
  [
    "Acknowledgement to the customer",
    (lead) => mailState(lead.mail.acknowledgement, "not sent: a limit on acknowledgements was reached"),
  ],
]

/** A lead with the state the inbox shows and its e-mails' states, by kind: none of a kind when a cap withheld it. */
type ExportedLead = LeadRow & { shown: string; mail: Record<string, MessageState> }

/** `2026-11-26 18:35` in the business's own time zone: a form every spreadsheet reads as a date and time. */
export const sydneyTime = (ms: number) =>
  new Date(wallClock(ms, BOOKING_TIME_ZONE)).toISOString().slice(0, 16).replace("T", " ")

function mailState(state: MessageState | undefined, none = "none") {
  if (!state) return none
  if (state.status === "sent") return "sent"
  if (state.status === "failed") return `failed: ${state.lastError}`
  return state.lastError ? `waiting, will try again (${state.lastError})` : "waiting to be sent"
}

/** Every lead of `db` as CSV, as it stands at `now`, with its e-mails' states; returns how many. */
export async function writeCsv(db: SqlDatabase, business: Business, out: (text: string) => void, now = Date.now()) {
  const states = await statesByReference(db)
  const leads = (await allLeads(db)).map((lead) => ({
    ...lead,
    shown: shownState(lead, now),
    mail: states.get(lead.reference) ?? {},
  }))
  const withDays = leads.some((lead) => lead.preferred_date || lead.confirmed_date)
  const columns = EXPORT_COLUMNS.filter(([, , days]) => withDays || !days)
  out(
    toCsv(
      columns.map(([name]) => name),
      leads.map((lead) => columns.map(([, value]) => value(lead, business))),
    ),
  )
  return leads.length
}
