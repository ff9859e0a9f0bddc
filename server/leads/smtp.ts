/**
 * The Node server's mail transport: nodemailer over SMTP_URL (`smtp://user:pass@host:587`, `smtps://` for 465). Its
 * waits are bounded so a hung server is a failure to retry within the queue's lease (queue.ts LEASE_MS).
 */
import { createTransport } from "nodemailer"

import type { MailMessage } from "./mail.ts"
import type { SendResult } from "./queue.ts"
import type { MailTransport } from "./send-loop.ts"

/** RFC 3463's codes for a refused recipient, the one refusal that fails at once (decision 041). */
const RECIPIENT_REFUSED = /^5\.(1\.(1|2|3|4|6|10)|2\.1)$/

type SmtpError = { responseCode?: number; response?: string; command?: string; message?: string }

/** A send that failed: whether to retry, and why, in the deployer's words too when SMTP_URL is given. */
export function smtpResult(error: unknown, smtpUrl?: string): Extract<SendResult, { ok: false }> {
  const { responseCode, response, command, message } = error as SmtpError
  const text = message ?? String(error)
  const reason = (response && !text.includes(response) ? `${text}: ${response}` : text)
    .replace(/\s+/g, " ")
    .slice(0, 500)
  const enhanced = /^\d{3}[ -]([245]\.\d{1,3}\.\d{1,3})\b/.exec(response ?? "")?.[1]
  const permanent = typeof responseCode === "number" && responseCode >= 500 && responseCode < 600
  // A 5xx to RCPT TO without an enhanced code is the recipient refused; with one, the code says.
  const recipientRefused = permanent && (enhanced ? RECIPIENT_REFUSED.test(enhanced) : command === "RCPT TO")
  const plain = smtpUrl && mailProblem(error, smtpUrl)
  return {
    ok: false,
    retry: !recipientRefused,
    reason: !plain ? reason : plain.includes(reason) ? plain : `${plain} (${reason})`,
  }
}

/** What went wrong in the deployer's words, naming SMTP_URL: the log, the outbox and `npm run leads -- test` say it. */
export function mailProblem(error: unknown, smtpUrl: string) {
  const { code, responseCode, message } = error as { code?: string; responseCode?: number; message?: string }
  const url = URL.parse(smtpUrl)
  if (!url) return `SMTP_URL is not a valid address. It looks like smtp://user:password@mail.example.com:587.`
  const where = `the mail server at ${url.hostname}:${url.port || (url.protocol === "smtps:" ? 465 : 587)}`
  if (code === "EAUTH" || responseCode === 535)
    return `${where} refused the user name or password in SMTP_URL. Gmail needs an app password (with 2-Step Verification on); Microsoft 365 needs SMTP AUTH turned on for the mailbox.`
  if (code === "ECONNREFUSED" || /ECONNREFUSED/.test(message ?? ""))
    return `Nothing answered at ${where} (connection refused). Check the host and port in SMTP_URL.`
  if (code === "ETIMEDOUT" || code === "ECONNECTION" || /timeout/i.test(message ?? ""))
    return `${where} did not answer in time. Check the host and port in SMTP_URL, and that this server may send mail out on that port.`
  if (code === "EDNS" || /ENOTFOUND|EAI_AGAIN/.test(message ?? ""))
    return `${where} could not be found. Check the host name in SMTP_URL.`
  if (code === "ESOCKET" || /certificate|TLS|SSL/i.test(message ?? ""))
    return `A secure connection to ${where} failed (${message}). Use smtps:// for port 465 and smtp:// for 587.`
  return `${where} said: ${message ?? String(error)}`
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  })
  return {
    async send(message: MailMessage) {
      try {
        await transport.sendMail({
          messageId: message.messageId,
          from: message.from,
          to: message.to,
          bcc: message.bcc,
          // Never derived from the headers: nodemailer would take Reply-To, the visitor, when From has no address.
          envelope: { from: message.sender, to: [message.to, ...(message.bcc ? [message.bcc] : [])] },
          replyTo: message.replyTo,
          subject: message.subject,
          text: message.text,
          html: message.html,
          // The invitation as the message's text/calendar alternative, which mail programs offer to add.
          icalEvent: message.calendar && { ...message.calendar, filename: "invitation.ics" },
          headers: { "X-Lead-Reference": message.reference, "Auto-Submitted": "auto-generated" },
        })
        return { ok: true }
      } catch (error) {
        return smtpResult(error, smtpUrl)
      }
    },
    async check() {
      await transport.verify()
    },
  }
}

/** SMTP_URL without its password, for the log; the settings have read it as a URL already (checkedSmtpUrl). */
export function smtpUrlForLog(smtpUrl: string) {
  const url = new URL(smtpUrl)
  if (url.password) url.password = "***"
  return url.href
}
