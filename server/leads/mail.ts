/**
 * A lead's e-mails, built from the stored row at send time for either transport (decision 030): plain text, and HTML
 * in which everything typed is escaped. The acknowledgement is transactional: no promotion (Spam Act 2003).
 */
import { BOOKING_TIME_ZONE, dayRows, dayWords, NOTHING_BOOKED, windowWords } from "../../common/booking.ts"
import { escapeHtml } from "../../common/escape-html.ts"
import { serviceName, type Business } from "../../common/lead-facts.ts"
import { declineOpening, dialNumber } from "../../common/lead-inbox.ts"
import { pageAddress } from "../../common/plain-url.ts"
import { alertWords, type StoppedDevice } from "./alerts.ts"
import { calendarInvitation } from "./calendar.ts"
import { replyBy, type Moment } from "./opening-hours.ts"
import { DEFAULT_LIMITS, type LeadRow, type OutboxKind, type OutboxPayload } from "./store.ts"

/** `copyTo` (LEADS_NOTIFY_TO) gets a blind copy of each answer sent in the business's name. */
export type MailSettings = { business: Business; from: string; copyTo?: string }

export type MailAddress = { name: string; address: string }

export type MailMessage = ReturnType<typeof envelope> & {
  /** A blind copy: the owner's of what went to the customer in the business's name. */
  bcc?: string
  subject: string
  text: string
  html: string
  /** The text/calendar part (calendar.ts). */
  calendar?: { method: string; content: string }
}

const EMAIL = /^[^\s@<>",]+@[^\s@<>",]+\.[^\s@<>",]+$/

/** MAIL_FROM read as `Name <address>`, `"Name" <address>` or an address alone; none without an address. */
export function mailbox(value: string): MailAddress | undefined {
  const [, name = "", angled = value] = /^(.*)<([^<>]*)>\s*$/.exec(value.trim()) ?? []
  const address = angled.trim()
  // A quoted name loses its quotes with the rest of them.
  return EMAIL.test(address) ? { name: name.trim().replace(/["\\]/g, ""), address } : undefined
}

/** A mailbox as a header writes it: the name quoted, without the quotes, backslashes or line breaks it may hold. */
export function formatMailbox(value: MailAddress | string) {
  if (typeof value === "string") return value
  const name = value.name.replace(/["\\\r\n]/g, "")
  return name ? `"${name}" <${value.address}>` : value.address
}

/** MAIL_FROM's domain, for the message ids. */
export const mailDomain = (from: string) => mailbox(from)?.address.split("@")[1]!.toLowerCase() ?? "localhost"

// Directional marks and overrides (U+202E writes "moc.live" as "evil.com"), kept out of everything shown.
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g
// An RFC 2047 encoded word, which a mail program decodes in a header: typed, it stays the characters typed.
const ENCODED_WORD = /=\?([^?\s]*)\?([bq])\?([^?\s]*)\?=/gi

// eslint-disable-next-line no-control-regex -- control characters (C0, C1, the line separators) are what this finds.
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g

const plain = (text: string) => text.replace(BIDI, "").replace(ENCODED_WORD, "=? $1?$2?$3?=")

const oneLine = (text: string, max = 80) => {
  const line = plain(text).replace(CONTROLS, " ").trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

/** A web or e-mail address, or a domain, in what a visitor typed: never repeated to the address they gave. */
const holdsAddress = (text: string) => /@|:\/\/|[\p{L}\p{N}-][.．。][\p{L}\p{N}]{2,}/u.test(text)

/** Visitor text the acknowledgement may repeat: a name or suburb as people have them, or nothing. */
const safeToRepeat = (text: string, max: number) => {
  const line = oneLine(text, 200)
  return line.length <= max && !holdsAddress(line) && !/\d/.test(line) ? line : ""
}

/** "Hello Sam,": the customer's name only where it is safe to repeat. */
const greetingOf = (lead: LeadRow) => {
  const name = safeToRepeat(lead.name, 40)
  return name ? `Hello ${name},` : "Hello,"
}

/**
 * The estimator's line as the site writes it, or nothing: the request could carry anything. It starts with the service
 * asked for, and its figures are prices and a few small counts (rooms, a discount): no phone number, account or address.
 */
const siteEstimate = (estimate: string, service: string) => {
  // "Instant estimate: Deep Clean, …: $295 incl. GST …": under the label "Estimate", without its own.
  const line = oneLine(estimate, 400).replace(/^[^:]*estimate:\s*/i, "")
  const prices = /\$\d{1,3}(,\d{3})?(\.\d\d)?(?!\d)/g
  const counts = line.replace(prices, "").match(/\d+/g) ?? []
  const small = counts.every((run) => run.length <= 2) && counts.join("").length <= 6
  const site = line.startsWith(service) && prices.test(line) && small
  return site && !holdsAddress(line.replace(prices, "").replace(/incl\. GST/g, "")) ? line : ""
}

/** What every message of a lead carries; to the customer, from the business unless the alert says otherwise. */
const envelope = (lead: LeadRow, kind: OutboxKind, { from, business }: MailSettings) => ({
  kind,
  reference: lead.reference,
  /** Stable per lead and kind, so a repeat after a crash is recognisably the same message. */
  messageId: `<${lead.reference.toLowerCase()}.${kind}@${mailDomain(from)}>`,
  from,
  /** SMTP MAIL FROM: MAIL_FROM's address, never the visitor's. */
  sender: mailbox(from)?.address ?? from,
  to: lead.email,
  replyTo: { name: business.name, address: business.email } as MailAddress | string,
})

const when = new Intl.DateTimeFormat("en-AU", { dateStyle: "full", timeStyle: "short", timeZone: BOOKING_TIME_ZONE })

/** A tel: address of the digits and a leading +, or none for too few digits: the owner often calls from the alert. */
export function telHref(phone: string) {
  const number = dialNumber(phone)
  return number.replace("+", "").length >= 6 ? `tel:${number}` : undefined
}

/** The business's phone in HTML, a link a customer taps to call. */
const callLink = (business: Business) => {
  const dial = telHref(business.phoneDial ?? business.phone)
  return dial ? link(dial, business.phone) : escapeHtml(business.phone)
}

const at = ({ time, day }: Moment) => `${time} ${day}`

/** When the reply comes, in the visitor's words (`next`) and the owner's (`owner`). */
function replyPromise(lead: LeadRow, business: Business) {
  const promise = business.replyTime
  const { by, opens } = business.hours ? replyBy(lead.created_at, business.hours, promise, BOOKING_TIME_ZONE) : {}
  const byWhen = by && opens ? (by.day === opens.day ? by.time : at(by)) : ""
  const next = opens
    ? `We're closed now. We open again at ${at(opens)} and will reply ${byWhen ? `by ${byWhen}, ${promise} of opening` : promise}.`
    : `We'll reply ${by ? `by ${at(by)}, ${promise}` : promise}.`
  const owner = by
    ? `Reply by ${at(by)}: ${opens ? "it came in after hours, and " : ""}the site promised a reply ${promise}.`
    : `The site promised a reply ${promise}${opens ? ` (it came in after hours; you open at ${at(opens)})` : ""}.`
  return { next, owner }
}

/** A label, its value as text, and its HTML when it is more than the escaped text. */
type Row = [label: string, value: string, html?: string]

const link = (href: string, text: string) =>
  `<a href="${escapeHtml(href)}" style="color:#1f5c3f">${escapeHtml(text)}</a>`

const filled = (rows: Row[]) => rows.filter(([, value]) => value !== "")

/** The reference kept on one line in HTML: a phone's narrow screen broke "Q-7K3M-Q9XD" at its hyphens. */
const nowrap = (reference: string) => `<span style="white-space:nowrap">${reference}</span>`
const whole = (html: string, reference: string) => html.replaceAll(reference, nowrap(reference))

const textRows = (rows: Row[]) =>
  filled(rows)
    .map(([label, value]) => (value.includes("\n") ? `${label}:\n${value.replace(/^/gm, "  ")}` : `${label}: ${value}`))
    .join("\n")

function htmlDocument(title: string, parts: string[]) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:16px 8px;background:#f4f7f5;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f3329">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px 20px">
${parts.join("\n")}
</div>
</body>
</html>
`
}

const paragraph = (html: string) => `<p style="margin:0 0 12px">${html}</p>`
const small = (html: string) => `<p style="margin:12px 0 0;font-size:13px;color:#4a5b52">${html}</p>`
const heading = (text: string) =>
  `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#1f3329">${escapeHtml(text)}</h1>`
const htmlRow = ([label, value, html]: Row) =>
  `<tr><th align="left" valign="top" style="padding:6px 16px 6px 0;color:#4a5b52;font-weight:600;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:6px 0;white-space:pre-wrap;word-break:break-word">${html ?? escapeHtml(value)}</td></tr>`
const table = (rows: Row[]) =>
  `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px">\n${filled(rows).map(htmlRow).join("\n")}\n</table>`
/** Buttons as table cells with a background: Outlook ignores a link's own padding and background. */
const buttons = (links: [href: string | undefined, text: string][]) =>
  `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 20px"><tr>${links
    .filter(([href]) => href)
    .map(
      ([href, text]) =>
        `<td bgcolor="#1f5c3f" style="border-radius:6px"><a href="${escapeHtml(href!)}" style="display:inline-block;padding:12px 20px;color:#ffffff;font-weight:bold;text-decoration:none">${escapeHtml(text)}</a></td><td style="width:12px"></td>`,
    )
    .join("")}</tr></table>`

/** What the owner's alert adds: the reminder's words instead of a new lead's, the devices whose alerts stopped. */
type AlertExtras = { reminder?: string; stopped?: StoppedDevice[] }

const stoppedWords = ({ kind, created_at }: StoppedDevice) =>
  `Alerts stopped on the ${kind === "phone" ? "phone" : "browser"} added ${when.format(created_at)}: it no longer takes them. To have them again, open the inbox on it and turn alerts on.`

/**
 * To the owner: who, what and where first (or, for a reminder, that it still waits); buttons to call and reply; by
 * when; every field as typed.
 */
export function ownerAlert(lead: LeadRow, to: string, settings: MailSettings, extras: AlertExtras = {}): MailMessage {
  const { business } = settings
  const name = oneLine(lead.name, 100)
  const service = serviceName(business, lead.service_type)
  const title = extras.reminder ?? `New quote request from ${name}`
  const subject =
    extras.reminder ??
    `${oneLine(lead.name, 30)}: ${oneLine(service, 28)}, ${oneLine(lead.suburb, 30)} (quote request ${lead.reference})`
  const stopped = (extras.stopped ?? []).map(stoppedWords)
  const message = plain(lead.message)
  const estimate = plain(lead.estimate)
  const page = pageAddress(lead.page, business.siteUrl)
  const rows: Row[] = [
    ["Name", plain(lead.name)],
    ["Phone", plain(lead.phone)],
    ["Email", lead.email],
    ["Suburb", plain(lead.suburb)],
    ["Service", service],
    ...dayRows(lead.preferred_date, lead.arrival_window),
    // The estimator fills the message with its line too: shown once.
    ["Estimate", message.includes(estimate) ? "" : estimate],
    ["Message", message],
    ["Received", when.format(lead.created_at)],
    ["Sent from", page ?? plain(lead.page), page && link(page, page)],
    ["Reference", lead.reference, nowrap(lead.reference)],
    [
      "Acknowledgement",
      {
        "": "",
        address: "none sent (that address had 5 today)",
        hour: "none sent (the hourly limit, LEADS_ACK_LIMIT)",
      }[lead.acknowledgement_withheld ?? ""],
    ],
  ]
  const replyBy = replyPromise(lead, business).owner
  const how = `Reply to this e-mail to write to ${name}, or call ${oneLine(lead.phone, 30)}.`
  const site = business.siteUrl ? `Sent by the quote form at ${business.siteUrl}.` : ""
  const inbox = business.inboxUrl && `${business.inboxUrl}#${lead.reference}`
  const reply = `mailto:${encodeURI(lead.email)}?subject=${encodeURIComponent(`Your quote request ${lead.reference}`)}`
  return {
    ...envelope(lead, extras.reminder ? "reminder" : "alert", settings),
    to,
    replyTo: { name, address: lead.email },
    subject,
    text: `${title}\n\n${stopped.map((line) => `${line}\n\n`).join("")}${replyBy}\n${how}\n${inbox ? `Open it in your inbox: ${inbox}\n` : ""}\n${textRows(rows)}\n${site ? `\n${site}\n` : ""}`,
    html: htmlDocument(subject, [
      heading(title),
      ...stopped.map((line) => paragraph(`<strong>${escapeHtml(line)}</strong>`)),
      buttons([
        [telHref(lead.phone), "Call"],
        [reply, "Reply"],
        [inbox, "Open in your inbox"],
      ]),
      paragraph(`<strong>${escapeHtml(replyBy)}</strong>`),
      table(rows),
      site ? small(`Sent by the quote form at ${link(business.siteUrl!, business.siteUrl!)}.`) : "",
    ]),
  }
}

/**
 * To the visitor: the reference, what happens next, and who we are. It repeats nothing typed but a plain name and
 * suburb, so the form cannot send someone else's words (an address, a message) from the business's domain.
 */
export function customerAcknowledgement(lead: LeadRow, settings: MailSettings): MailMessage {
  const { business } = settings
  const subject = `We received your quote request ${lead.reference} – ${business.name}`
  const greeting = greetingOf(lead)
  const received = `Thank you for your quote request. ${business.name} received it on ${when.format(lead.created_at)}. Your reference is ${lead.reference}.`
  const { next } = replyPromise(lead, business)
  // The reference is the store's own letters and digits: nothing to escape.
  const sooner = (phone: string) => `If you need us sooner, call ${phone} and quote ${lead.reference}.`
  const estimate = siteEstimate(lead.estimate, serviceName(business, lead.service_type))
  // The estimator's own caveat goes with its price, as on the site.
  const note = estimate && business.estimateNote ? business.estimateNote : ""
  const rows: Row[] = [
    ["Reference", lead.reference, nowrap(lead.reference)],
    ["Service", serviceName(business, lead.service_type)],
    ["Suburb", safeToRepeat(lead.suburb, 60)],
    ...dayRows(lead.preferred_date, lead.arrival_window),
    [
      "Estimate",
      note ? `${estimate}\n${note}` : estimate,
      note &&
        `${escapeHtml(estimate)}<span style="display:block;margin-top:4px;font-size:13px;line-height:1.4;color:#4a5b52">${escapeHtml(note)}</span>`,
    ],
  ]
  const identity: [string, string?][] = [
    [business.name],
    [business.abn ? `ABN ${business.abn}` : ""],
    [business.phone, telHref(business.phoneDial ?? business.phone)],
    [business.email, `mailto:${business.email}`],
    [business.siteUrl ?? "", business.siteUrl],
  ]
  const shown = identity.filter(([text]) => text)
  const why = `You are receiving this e-mail because this address was entered in the quote form${business.siteUrl ? ` at ${business.siteUrl}` : ""}. If that was not you, you can ignore it: the form sends one address at most ${DEFAULT_LIMITS.acknowledgementsPerDay} of these a day, and we will not write otherwise unless you ask us to.`
  return {
    ...envelope(lead, "acknowledgement", settings),
    subject,
    text: `${greeting}\n\n${received}\n\n${next} ${sooner(business.phone)}\n\nYour request\n${textRows(rows)}\n${lead.preferred_date ? `${NOTHING_BOOKED}\n` : ""}\n${shown.map(([text]) => text).join(" · ")}\n\n${why}\n`,
    html: htmlDocument(subject, [
      heading("We received your quote request"),
      paragraph(escapeHtml(greeting)),
      paragraph(whole(escapeHtml(received), lead.reference)),
      paragraph(`<strong>${escapeHtml(next)}</strong> ${whole(sooner(callLink(business)), lead.reference)}`),
      `<h2 style="margin:20px 0 8px;font-size:17px">Your request</h2>`,
      table(rows),
      lead.preferred_date ? paragraph(escapeHtml(NOTHING_BOOKED)) : "",
      small(shown.map(([text, href]) => (href ? link(href, text) : escapeHtml(text))).join(" · ")),
      small(escapeHtml(why)),
    ]),
  }
}

/**
 * The owner's answer, from the step's payload (what was decided then): a confirmed day with its invitation, or a
 * decline in the owner's words with the cancel of a confirmed day. It repeats only a plain name and suburb typed.
 */
export function customerAnswer(lead: LeadRow, step: OutboxPayload, settings: MailSettings): MailMessage {
  const { business } = settings
  const confirmed = step.state === "confirmed"
  const greeting = greetingOf(lead)
  const service = serviceName(business, lead.service_type)
  const day = step.date && `${dayWords(step.date)}, ${windowWords(step.window)}`
  const subject = confirmed
    ? `Your ${service} is confirmed for ${dayWords(step.date)} – ${business.name}`
    : `Your quote request ${lead.reference} – ${business.name}`
  const lines = confirmed
    ? [
        `We've confirmed your ${service}${safeToRepeat(lead.suburb, 60) ? ` in ${safeToRepeat(lead.suburb, 60)}` : ""}: ${dayWords(step.date)}, arriving ${windowWords(step.window)}.`,
        "The invitation with this e-mail puts it in your calendar.",
      ]
    : [
        // The words the inbox showed the owner before "Send decline".
        declineOpening({
          reference: lead.reference,
          state: step.date ? "confirmed" : "declined",
          confirmed: step.date ? { date: step.date, window: step.window, words: day } : null,
        }),
        // The owner's own words, paragraph by paragraph.
        ...plain(step.message.trim())
          .split(/\n\s*\n/)
          .filter(Boolean),
      ]
  // The reference is the store's own letters and digits, the phone escaped: the line is HTML as it is.
  const contact = (phone: string) =>
    `Your reference is ${lead.reference}. ${confirmed ? "To change anything" : "To talk it over"}, call ${phone} or reply to this e-mail.`
  const from = mailbox(settings.from)
  const organizer = { name: from?.name || business.name, address: from?.address ?? business.email }
  const calendar = step.date
    ? calendarInvitation(step, business, organizer, {
        reference: lead.reference,
        service,
        suburb: oneLine(lead.suburb, 60),
        customer: { name: oneLine(lead.name, 100), address: lead.email },
      })
    : undefined
  return {
    ...envelope(lead, `answer-${step.sequence}`, settings),
    bcc: settings.copyTo,
    subject,
    text: `${greeting}\n\n${lines.join("\n\n")}\n\n${contact(business.phone)}\n\n${business.name} · ${business.phone}\n`,
    html: htmlDocument(subject, [
      heading(confirmed ? "Your clean is confirmed" : "About your quote request"),
      paragraph(escapeHtml(greeting)),
      ...lines.map((line) => paragraph(whole(escapeHtml(line), lead.reference))),
      confirmed ? table([["When", day]]) : "",
      small(whole(contact(callLink(business)), lead.reference)),
      small(`${escapeHtml(business.name)} · ${callLink(business)}`),
    ]),
    calendar: calendar && { method: calendar.method, content: calendar.content },
  }
}

/**
 * The e-mail of an outbox row: the new lead's two, its reminder (sent at `now`), or the owner's answer from its
 * payload. The alert says which devices' alerts have `stopped`.
 */
export function buildMessage(
  row: { kind: string; recipient: string; payload: string },
  lead: LeadRow,
  settings: MailSettings,
  { now, stopped }: { now: number; stopped?: StoppedDevice[] },
) {
  if (row.kind === "alert") return ownerAlert(lead, row.recipient, settings, { stopped })
  if (row.kind === "reminder") {
    const { title, body } = alertWords(lead, settings.business, now - lead.created_at)
    return ownerAlert(lead, row.recipient, settings, { reminder: `${title}, ${body}` })
  }
  if (row.kind === "acknowledgement") return customerAcknowledgement(lead, settings)
  return customerAnswer(lead, JSON.parse(row.payload) as OutboxPayload, settings)
}
