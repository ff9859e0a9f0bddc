/**
 * The lead e-mails over an HTTP mail API, for hosts that cannot speak SMTP from a request (Cloudflare Pages: decision
 * 031). The API is Resend's `POST /emails` (JSON with from, to, reply_to, subject, text, html, headers and attachments,
 * key), a shape other services accept too; MAIL_API_URL points it elsewhere. Fetch only, so a Pages Function runs it.
 *
 * Each message carries an Idempotency-Key, its reference and kind: a send repeated after a lost answer or a crash
 * (the queue re-sends when a lease runs out) is taken once by the API within its 24 hours, not delivered twice.
 */
import { formatMailbox, type MailMessage } from "./mail.ts"
import type { MailTransport } from "./send-loop.ts"

const DEFAULT_MAIL_API_URL = "https://api.resend.com/emails"
/** Well inside the outbox's lease (queue.ts LEASE_MS), like the SMTP transport's waits. */
const MAIL_API_TIMEOUT_MS = 30_000

export type MailApiSettings = {
  /** MAIL_API_KEY: the service's API key, sent as a Bearer token. */
  key: string
  /** MAIL_API_URL: the send endpoint (default Resend's). */
  url?: string
  fetch?: typeof fetch
}

/** The JSON body the API takes for one message. */
function mailApiBody(message: MailMessage) {
  return {
    from: message.from,
    to: [message.to],
    reply_to: formatMailbox(message.replyTo),
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: { "X-Lead-Reference": message.reference, "Auto-Submitted": "auto-generated" },
    attachments: message.calendar && [
      {
        filename: "invitation.ics",
        content: btoa(String.fromCharCode(...new TextEncoder().encode(message.calendar.content))),
        content_type: `text/calendar; charset=utf-8; method=${message.calendar.method}`,
      },
    ],
  }
}

export function mailApiTransport(settings: MailApiSettings): MailTransport {
  const url = settings.url || DEFAULT_MAIL_API_URL
  const send = settings.fetch ?? fetch
  return {
    async send(message: MailMessage) {
      let response: Response
      try {
        response = await send(url, {
          method: "POST",
          headers: {
            Authorization: `Bearer ${settings.key}`,
            "Content-Type": "application/json",
            "Idempotency-Key": `${message.reference}/${message.kind}`,
          },
          body: JSON.stringify(mailApiBody(message)),
          signal: AbortSignal.timeout(MAIL_API_TIMEOUT_MS),
        })
      } catch (error) {
        return { ok: false, retry: true, reason: `The mail API could not be reached: ${String(error)}`.slice(0, 500) }
      }
      if (response.ok) return { ok: true }
      const detail = (await response.text().catch(() => "")).replace(/\s+/g, " ").slice(0, 300)
      const reason = `The mail API answered ${response.status}${detail ? `: ${detail}` : ""}`
      // 400 and 422: this message is refused (a malformed address, say). Anything else (a wrong key, a limit, the
      // service down) may pass later, once the owner or the service has fixed it: retried.
      return { ok: false, retry: response.status !== 400 && response.status !== 422, reason }
    },
  }
}
