/**
 * The lead e-mails over an HTTP mail API, Resend's `POST /emails` or MAIL_API_URL's, with fetch only (decision 031).
 * The Idempotency-Key, reference and kind, makes a send repeated after a lost answer or a crash one delivery.
 */
import { base64 } from "../signing.ts"
import { formatMailbox, type MailMessage } from "./mail.ts"
import type { MailTransport } from "./send-loop.ts"

/** Well inside the outbox's lease (queue.ts LEASE_MS). */
const MAIL_API_TIMEOUT_MS = 30_000

/** MAIL_API_KEY (a Bearer token) and MAIL_API_URL. */
export function mailApiTransport(settings: { key: string; url?: string; fetch?: typeof fetch }): MailTransport {
  const url = settings.url || "https://api.resend.com/emails"
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
          body: JSON.stringify({
            from: message.from,
            to: [message.to],
            bcc: message.bcc && [message.bcc],
            reply_to: formatMailbox(message.replyTo),
            subject: message.subject,
            text: message.text,
            html: message.html,
            headers: { "X-Lead-Reference": message.reference, "Auto-Submitted": "auto-generated" },
            attachments: message.calendar && [
              {
                filename: "invitation.ics",
                content: base64(new TextEncoder().encode(message.calendar.content)),
                content_type: `text/calendar; charset=utf-8; method=${message.calendar.method}`,
              },
            ],
          }),
          signal: AbortSignal.timeout(MAIL_API_TIMEOUT_MS),
        })
      } catch (error) {
        return { ok: false, retry: true, reason: `The mail API could not be reached: ${String(error)}`.slice(0, 500) }
      }
      if (response.ok) return { ok: true }
      const detail = (await response.text().catch(() => "")).replace(/\s+/g, " ").slice(0, 300)
      const reason = `The mail API answered ${response.status}${detail ? `: ${detail}` : ""}`
      // 400 and 422 refuse this message (a malformed address); a wrong key, a limit or an outage may pass.
      return { ok: false, retry: response.status !== 400 && response.status !== 422, reason }
    },
  }
}
