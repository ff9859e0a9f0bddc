/**
 * The store's answers: JSON for the form's script, and pages for the plain form posted before its island starts.
 * Everything typed is escaped: text only.
 */
import { dayRows, NOTHING_BOOKED } from "../../common/booking.ts"
import { escapeHtml } from "../../common/escape-html.ts"
import { serviceName, type Business } from "../../common/lead-facts.ts"
import { HONEYPOT_FIELD, LEADS_PATH, QUOTE_FIELDS, TOKEN_FIELD } from "../../common/quote-schema.ts"
import { htmlPage, json, NO_STORE, wantsJson } from "../http.ts"

/** A page of its own: nothing to load, no script; it may post only back to this site. */
const PAGE_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy":
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  ...NO_STORE,
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "same-origin",
}

const STYLE = `body{margin:0;padding:32px 16px;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Arial,sans-serif;color:#1f3329;background:#f4f7f5}
main{max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:28px}
h1{font-size:24px;margin:0 0 12px}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:16px 0}
dt{font-weight:600;color:#4a5b52}dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
button,.button{display:inline-block;border:0;border-radius:10px;background:#1f5c45;color:#fff;font:inherit;font-weight:600;padding:12px 20px;text-decoration:none;cursor:pointer}
a{color:#1f5c45}ul{padding-left:20px}.reference,a[href^="tel:"]{white-space:nowrap}
@media (max-width:480px){dl{grid-template-columns:1fr;gap:2px}dd{margin-bottom:10px}}`

const page = (status: number, title: string, body: string, extraHeaders: Record<string, string> = {}) =>
  new Response(htmlPage(title, body, { head: `\n<style>${STYLE}</style>` }), {
    status,
    headers: { ...PAGE_HEADERS, ...extraHeaders },
  })

const p = (text: string) => `<p>${escapeHtml(text)}</p>`
const back = `<p><a class="button" href="/">Back to the site</a></p>`
const phoneLink = (business: Business) =>
  `<a href="tel:${escapeHtml(business.phone.replace(/[^+\d]/g, ""))}">${escapeHtml(business.phone)}</a>`

/** Labels and values as a definition list. */
const list = (rows: [string, string][]) =>
  `<dl>\n${rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join("\n")}\n</dl>`

/** With a day asked for, the page repeats it and says it is a request: nothing is booked until the owner confirms. */
export function receivedPage(reference: string, business: Business, asked: Record<string, unknown> = {}) {
  const day = asked.preferredDate
    ? `${list(dayRows(asked.preferredDate, asked.arrivalWindow))}\n${p(NOTHING_BOOKED)}`
    : ""
  return page(
    200,
    "Quote request received",
    `<p>${escapeHtml(`Thank you. ${business.name} has your request, reference`)} <span class="reference">${escapeHtml(reference)}</span>.</p>
${day}
${p(`We'll respond ${business.replyTime}. Check your email for confirmation.`)}
${back}`,
  )
}

/**
 * The request as posted, shown for a check, with a fresh token: the person presses Send, a script-less bot rarely does.
 * `again`: this page's Send was pressed before its token was a second old, quicker than a person reads it.
 */
export function confirmPage(values: Record<string, string>, token: string, business: Business, again = false) {
  const shown: [string, string][] = QUOTE_FIELDS.map((field) => [
    field.label,
    field.name === "serviceType" ? serviceName(business, values[field.name] ?? "") : (values[field.name] ?? ""),
  ])
  // What was sent (the fields the release's schema reads, then the extras) but the old token and the trap.
  const keep = Object.entries(values)
    .filter(([name, value]) => value && name !== TOKEN_FIELD && name !== HONEYPOT_FIELD)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join("\n")
  // With booking on, a request's button, as the form's: nothing is booked until the owner confirms.
  return page(
    200,
    "Check and send your request",
    `${p(`${again ? "Send was pressed as the page opened, so it was not taken. " : ""}Please check your request and press Send. Nothing has been sent yet.`)}
${list([...shown, ...dayRows(values.preferredDate, values.arrivalWindow)])}
<form method="post" action="${LEADS_PATH}">
${keep}
<input type="hidden" name="${TOKEN_FIELD}" value="${escapeHtml(token)}">
<input type="text" name="${HONEYPOT_FIELD}" value="" hidden tabindex="-1" autocomplete="off">
<button type="submit">${values.preferredDate ? "Send request" : "Send my quote request"}</button>
</form>
<p>Something to change? Go back and edit the form, or call us on ${phoneLink(business)}.</p>`,
  )
}

export function invalidPage(errors: Record<string, string>, business: Business) {
  const items = Object.values(errors)
    .map((message) => `<li>${escapeHtml(message)}</li>`)
    .join("\n")
  return page(
    400,
    "Please check your request",
    `${p("Your request was not sent, because:")}
<ul>
${items}
</ul>
${p("Go back with your browser's Back button: what you typed is still in the form.")}
<p>Or call us on ${phoneLink(business)}.</p>`,
  )
}

export function tooManyPage(business: Business) {
  return page(
    429,
    "Please call us instead",
    `<p>We've received several requests from your connection in the last few minutes, so this one was not sent. Please call us on ${phoneLink(business)}, or try again in a few minutes.</p>
${back}`,
    { "Retry-After": "600" },
  )
}

/** The one answer for a store that cannot take a request: 503, so the form keeps what was typed (its error toast). */
export function unavailable(request: Request, business?: Business) {
  if (wantsJson(request)) return json(503, { ok: false, error: "unavailable" }, { "Retry-After": "60" })
  const reach = business
    ? `, or call us on ${phoneLink(business)} or e-mail <a href="mailto:${escapeHtml(business.email)}">${escapeHtml(business.email)}</a>`
    : ""
  return page(
    503,
    "Your request didn't reach us",
    `<p>Something went wrong on our side and your request was not saved. Please go back and try again in a minute (what you typed is still in the form)${reach}.</p>`,
    { "Retry-After": "60" },
  )
}

/** A post from a page on another site (its Origin or Referer, visitor.ts): 403, and nothing stored. */
export function notFromThisSite(request: Request, business: Business) {
  if (wantsJson(request)) return json(403, { ok: false, error: "not-from-this-site" })
  return page(
    403,
    "Please use the form on our site",
    `<p>This request came from a page on another website, so it was not sent. To ask ${escapeHtml(business.name)} for a quote, use the form on our own site, or call us on ${phoneLink(business)}.</p>
${back}`,
  )
}
