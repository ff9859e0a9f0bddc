import type { FormValues } from "./schema"

/** No answer within this counts as a failure: the visitor is offered the phone and e-mail instead. */
export const DELIVERY_TIMEOUT_MS = 10_000

/** Origin and path only: a query or fragment can carry an e-mail link's token (issue 57, decision 029). */
export function leadPage(href: string) {
  const { origin, pathname } = new URL(href)
  return `${origin}${pathname}`
}

/**
 * The schema's fields in its order, then the estimate's summary if any (decision 024), page and time (ISO 8601):
 * plain names every backend shows.
 */
export function quoteRequestBody(values: FormValues, context: { page: string; time: string; estimate?: string }) {
  const body = new URLSearchParams(values as Record<string, string>)
  if (context.estimate) body.append("estimate", context.estimate)
  body.append("page", leadPage(context.page))
  body.append("time", context.time)
  return body
}

/**
 * Posts one quote request and reads its answer within `timeoutMs`, else undefined. A form-encoded body and Accept are
 * CORS-safelisted (no preflight, which webhooks often ignore); JSON avoids a thank-you redirect.
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
