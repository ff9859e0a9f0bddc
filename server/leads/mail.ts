/**
 * The two e-mails of a lead (decision 030), built from the stored row at send time; no transport here, so the Node
 * server (nodemailer, smtp.ts) and Cloudflare send the same messages. Plain text first, and an HTML part in which
 * everything the visitor typed is escaped: markup in a message arrives as the characters typed, never as markup.
 * The Message-ID is the lead's reference and the kind, so a repeat after a crash is recognisably the same message.
 * The acknowledgement is transactional: it identifies the sender and carries no promotion (Spam Act 2003).
 */
import type { LeadRow, OutboxKind } from "./store.ts"

export type Business = {
  name: string
  /** As the site shows it, e.g. "0491 570 156". */
  phone: string
  email: string
  /** The reply the home form promises, e.g. "within one business hour". */
  replyTime: string
  abn?: string
  /** The site's address, to say where the request was made. */
  siteUrl?: string
  /** Times in the e-mails are the business's own: an IANA zone such as "Australia/Sydney". */
  timeZone?: string
  /** Each service's name by the value the form sends, as the site's select names it (store-settings.ts). */
  services: Readonly<Record<string, string>>
}

/** A service's name in the e-mails and the no-script pages; a value the site never offered is shown as sent. */
export const serviceName = (business: Business, value: string) =>
  Object.hasOwn(business.services, value) ? business.services[value]! : value

export type MailSettings = {
  business: Business
  /** MAIL_FROM: `"Name" <address>` or an address. */
  from: string
}

export type MailAddress = { name: string; address: string }

export type MailMessage = {
  kind: OutboxKind
  reference: string
  /** `<…@domain>`, stable per lead and kind. */
  messageId: string
  from: string
  to: string
  replyTo: MailAddress | string
  subject: string
  text: string
  html: string
}

/** One line for a header: no line breaks or other control characters, however the text was typed. */
const oneLine = (text: string, max = 80) => {
  // Control characters are exactly what this removes.
  // eslint-disable-next-line no-control-regex
  const line = text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!)

/** The domain after the @ of MAIL_FROM, for the Message-ID. */
export function mailDomain(from: string) {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from
  return /@([A-Za-z0-9.-]+)/.exec(address)?.[1]?.toLowerCase() ?? "localhost"
}

const messageIdFor = (reference: string, kind: OutboxKind, from: string) =>
  `<${reference.toLowerCase()}.${kind}@${mailDomain(from)}>`

const when = (ms: number, { timeZone = "Australia/Sydney" }: Business) =>
  new Intl.DateTimeFormat("en-AU", { dateStyle: "full", timeStyle: "short", timeZone }).format(new Date(ms))

/** A label, its value, and where tapping it goes (the owner's alert: call or write to the visitor). */
type Row = [label: string, value: string, href?: string]

/**
 * A tel: address the owner's phone can dial, from the number as typed (digits and a leading +), or none for what holds
 * too few digits to be a number: answering within the hour often means calling from the alert.
 */
export function telHref(phone: string) {
  const number = phone.trim().replace(/(?!^\+)[^\d]/g, "")
  return number.replace("+", "").length >= 6 ? `tel:${number}` : undefined
}

function textRows(rows: Row[]) {
  return rows
    .filter(([, value]) => value !== "")
    .map(([label, value]) => (value.includes("\n") ? `${label}:\n${value.replace(/^/gm, "  ")}` : `${label}: ${value}`))
    .join("\n")
}

function htmlRows(rows: Row[]) {
  return rows
    .filter(([, value]) => value !== "")
    .map(
      ([label, value, href]) =>
        `<tr><th align="left" valign="top" style="padding:6px 16px 6px 0;color:#4a5b52;font-weight:600;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:6px 0;white-space:pre-wrap">${href ? `<a href="${escapeHtml(href)}" style="color:#1f5c3f">${escapeHtml(value)}</a>` : escapeHtml(value)}</td></tr>`,
    )
    .join("\n")
}

function htmlDocument(title: string, parts: string[]) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f7f5;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f3329">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
${parts.join("\n")}
</div>
</body>
</html>
`
}

const paragraph = (text: string) => `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`
/** `reference` on one line: a phone's narrow screen would break it at its hyphen. */
const heading = (text: string, reference = "") =>
  `<h1 style="margin:0 0 16px;font-size:20px;color:#1f3329">${escapeHtml(text)}${reference ? ` <span style="white-space:nowrap">${escapeHtml(reference)}</span>` : ""}</h1>`
const table = (rows: Row[]) =>
  `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px">\n${htmlRows(rows)}\n</table>`

/** The request as the visitor typed it, with the estimate when there was one; `links`: the owner taps to call or write. */
function requestRows(lead: LeadRow, business: Business, links = false): Row[] {
  return [
    ["Name", lead.name],
    ["Suburb", lead.suburb],
    ["Email", lead.email, links ? `mailto:${encodeURI(lead.email)}` : undefined],
    ["Phone", lead.phone, links ? telHref(lead.phone) : undefined],
    ["Service type", serviceName(business, lead.service_type)],
    ["Estimate", lead.estimate],
    ["Message", lead.message],
  ]
}

/** To the owner: every field, the estimate, the page, the reference; Reply-To is the visitor. */
export function ownerAlert(lead: LeadRow, to: string, settings: MailSettings): MailMessage {
  const { business } = settings
  const service = serviceName(business, lead.service_type)
  const subject = `New quote request ${lead.reference}: ${oneLine(service)}, ${oneLine(lead.suburb, 40)} (${oneLine(lead.name, 40)})`
  const rows: Row[] = [
    ["Reference", lead.reference],
    ...requestRows(lead, business, true),
    ["Received", when(lead.created_at, business)],
    ["Sent from", lead.page],
    // The caps of store.ts held it back: the visitor heard nothing, so the owner's reply is their only answer.
    [
      "Acknowledgement",
      {
        "": "",
        address: "none sent (that address had 5 today)",
        hour: "none sent (the hourly limit, LEADS_ACK_LIMIT)",
      }[lead.acknowledgement_withheld ?? ""],
    ],
  ]
  const intro = `${lead.name} asked for a quote on the website. Reply to this e-mail to answer them directly, or call them on ${lead.phone}.`
  const promise = `The site told them: we'll respond ${business.replyTime}.`
  return {
    kind: "alert",
    reference: lead.reference,
    messageId: messageIdFor(lead.reference, "alert", settings.from),
    from: settings.from,
    to,
    replyTo: { name: oneLine(lead.name, 100), address: lead.email },
    subject,
    text: `New quote request ${lead.reference}\n\n${intro}\n${promise}\n\n${textRows(rows)}\n`,
    html: htmlDocument(subject, [
      heading("New quote request", lead.reference),
      paragraph(intro),
      paragraph(promise),
      table(rows),
    ]),
  }
}

/** To the visitor: the reference, what they asked for, who we are and when we reply; no promotion. */
export function customerAcknowledgement(lead: LeadRow, settings: MailSettings): MailMessage {
  const { business } = settings
  const subject = `We received your quote request ${lead.reference} – ${business.name}`
  const greeting = `Hello ${oneLine(lead.name, 100)},`
  const received = `Thank you for your quote request. ${business.name} received it on ${when(lead.created_at, business)}. Your reference is ${lead.reference}.`
  const next = `We will reply ${business.replyTime}. If you need us sooner, call ${business.phone} and quote ${lead.reference}.`
  const rows = requestRows(lead, business)
  const identity = [
    business.name,
    business.abn ? `ABN ${business.abn}` : "",
    business.phone,
    business.email,
    business.siteUrl ?? "",
  ].filter(Boolean)
  const why = `You are receiving this one e-mail because this address was entered in the quote form${business.siteUrl ? ` at ${business.siteUrl}` : ""}. If that was not you, you can ignore it; we will not write again unless you ask us to.`
  return {
    kind: "acknowledgement",
    reference: lead.reference,
    messageId: messageIdFor(lead.reference, "acknowledgement", settings.from),
    from: settings.from,
    to: lead.email,
    replyTo: { name: business.name, address: business.email },
    subject,
    text: `${greeting}\n\n${received}\n\n${next}\n\nYour request\n${textRows(rows)}\n\n${identity.join(" · ")}\n\n${why}\n`,
    html: htmlDocument(subject, [
      heading("We received your quote request"),
      paragraph(greeting),
      paragraph(received),
      paragraph(next),
      `<h2 style="margin:16px 0 8px;font-size:16px">Your request</h2>`,
      table(rows),
      `<p style="margin:16px 0 0;font-size:13px;color:#4a5b52">${escapeHtml(identity.join(" · "))}</p>`,
      `<p style="margin:8px 0 0;font-size:13px;color:#4a5b52">${escapeHtml(why)}</p>`,
    ]),
  }
}

export function buildMessage(kind: OutboxKind, lead: LeadRow, recipient: string, settings: MailSettings) {
  return kind === "alert" ? ownerAlert(lead, recipient, settings) : customerAcknowledgement(lead, settings)
}
