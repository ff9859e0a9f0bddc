/**
 * The Node server's mail transport: nodemailer over SMTP_URL (nodemailer's URL form, e.g.
 * `smtp://user:pass@mail.example.com:587`; `smtps://` for port 465). Bounded waits, so a send ends well inside the
 * outbox's lease (outbox.ts LEASE_MS) and a mail server that hangs is a failure to retry, not a stuck message.
 */
import { createTransport } from "nodemailer"

import type { MailMessage } from "./mail.ts"
import type { MailTransport } from "./outbox.ts"

export function smtpTransport(smtpUrl: string): MailTransport {
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  })
  return {
    async send(message: MailMessage) {
      await transport.sendMail({
        messageId: message.messageId,
        from: message.from,
        to: message.to,
        // Never derived from the headers: nodemailer would take Reply-To, the visitor, when From has no address.
        envelope: { from: message.sender, to: [message.to] },
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { "X-Lead-Reference": message.reference, "Auto-Submitted": "auto-generated" },
      })
    },
    async check() {
      await transport.verify()
    },
  }
}

/** SMTP_URL without its password, for the log. */
export function smtpUrlForLog(smtpUrl: string) {
  try {
    const url = new URL(smtpUrl)
    if (url.password) url.password = "***"
    return url.href
  } catch {
    return "(an SMTP_URL that is not a valid address)"
  }
}
