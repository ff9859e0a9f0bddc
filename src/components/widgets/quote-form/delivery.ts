import { QUOTE_FIELDS, type QuoteFormValues } from "./schema"

/** No answer within this counts as a failure: the visitor is offered the phone and e-mail instead. */
export const DELIVERY_TIMEOUT_MS = 10_000

/**
 * The address a lead names as its page: origin and path only. A query string or a fragment can carry a token from an
 * e-mail link, which has no business in a lead (issue 57, decision 029).
 */
export function leadPage(href: string) {
  const { origin, pathname } = new URL(href)
  return `${origin}${pathname}`
}

/**
 * The six fields in form order, then the instant estimate's summary when the visitor brought one (decision 024), page
 * (origin and path, leadPage) and time (ISO 8601): plain names every backend shows.
 */
export function quoteRequestBody(values: QuoteFormValues, context: { page: string; time: string; estimate?: string }) {
  const body = new URLSearchParams()
  for (const field of QUOTE_FIELDS) body.append(field.name, values[field.name])
  if (context.estimate) body.append("estimate", context.estimate)
  body.append("page", leadPage(context.page))
  body.append("time", context.time)
  return body
}

/**
 * Posts one quote request; true only on a 2xx answer in time. A form-encoded body and Accept are
 * CORS-safelisted (no preflight, which webhooks often ignore); JSON avoids a thank-you redirect.
 */
export async function deliverQuoteRequest(
  endpoint: string,
  body: URLSearchParams,
  timeoutMs = DELIVERY_TIMEOUT_MS,
  send: typeof fetch = fetch,
): Promise<boolean> {
  const controller = new AbortController()
  // A timer rather than AbortSignal.timeout(), so a test's fake clock can run it out.
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await send(endpoint, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
      credentials: "omit",
      signal: controller.signal,
    })
    return response.ok
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}
