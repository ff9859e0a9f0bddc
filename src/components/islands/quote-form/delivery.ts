import type { FormValues } from "./schema"

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
 * The fields in form order (the six, then the day and window when booking is on), then the instant estimate's summary when the visitor brought one (decision 024), page
 * (origin and path, leadPage) and time (ISO 8601): plain names every backend shows.
 */
export function quoteRequestBody(values: FormValues, context: { page: string; time: string; estimate?: string }) {
  // The schema's output: its fields alone, in its order.
  const body = new URLSearchParams(values as Record<string, string>)
  if (context.estimate) body.append("estimate", context.estimate)
  body.append("page", leadPage(context.page))
  body.append("time", context.time)
  return body
}

/**
 * Posts one quote request and reads its answer with `read`, both within `timeoutMs`; undefined when no answer came in
 * time or the network failed. A form-encoded body and Accept are CORS-safelisted (no preflight, which webhooks often
 * ignore); JSON avoids a thank-you redirect. Both the outside endpoint and the site's own store are posted this way.
 */
export async function postQuoteRequest<T>(
  endpoint: string,
  body: URLSearchParams,
  read: (response: Response) => Promise<T>,
  timeoutMs = DELIVERY_TIMEOUT_MS,
  send: typeof fetch = fetch,
): Promise<T | undefined> {
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
    return await read(response)
  } catch {
    return undefined
  } finally {
    clearTimeout(timer)
  }
}

/** Posts one quote request to an outside endpoint; true only on a 2xx answer in time. */
export async function deliverQuoteRequest(
  endpoint: string,
  body: URLSearchParams,
  timeoutMs = DELIVERY_TIMEOUT_MS,
  send: typeof fetch = fetch,
): Promise<boolean> {
  return (await postQuoteRequest(endpoint, body, async (response) => response.ok, timeoutMs, send)) ?? false
}
