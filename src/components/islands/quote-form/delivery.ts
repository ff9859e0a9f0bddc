import { LEADS_TOKEN_PATH, STALE_TOKEN, TOKEN_FIELD } from "../../../../common/quote-schema.ts"
import type { FormValues } from "./schema"

/** No answer within this counts as a failure: the visitor is offered the phone and e-mail instead. */
export const DELIVERY_TIMEOUT_MS = 10_000

/** Origin and path only: a query or fragment can carry an e-mail link's token (issue 57, decision 029). */
export function leadPage(href: string) {
  const { origin, pathname } = new URL(href)
  return `${origin}${pathname}`
}

/** The schema's fields in order, the estimate if any (decision 024), page and time (ISO 8601): plain names. */
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

// Delivery to the site's own lead store: one signed time token per request, however often it is tried (decision 030).

/** An older token is fetched again before sending (the store takes one up to a day old). */
export const TOKEN_REFRESH_MS = 60 * 60_000
/** A token already sent goes again this long, within the store's day (server/leads/token.ts). */
export const SENT_TOKEN_KEPT_MS = 23 * 60 * 60_000
/** Beyond the store's own minimum age, for a clock that ticks unevenly. */
const TOKEN_MARGIN_MS = 250

type Token = { token: string; minAgeMs: number; at: number; sent?: boolean }

// The wall clock: a device asleep stops performance.now(), so a page opened on Friday would think its token fresh.
export function storeTokens(send: typeof fetch = fetch, clock = Date.now) {
  let current: Promise<Token> | undefined
  const fetchOne = async (): Promise<Token> => {
    const response = await send(LEADS_TOKEN_PATH, { headers: { Accept: "application/json" }, cache: "no-store" })
    if (!response.ok) throw new Error(`token: HTTP ${response.status}`)
    const { token, minAgeMs } = (await response.json()) as { token: unknown; minAgeMs: unknown }
    if (typeof token !== "string" || typeof minAgeMs !== "number") throw new Error("token: unexpected answer")
    // Counted from the answer: the store signed it before.
    return { token, minAgeMs, at: clock() }
  }
  const prefetch = () => {
    current ??= fetchOne()
    // A failed fetch is tried again at the next send.
    current.catch(() => (current = undefined))
  }
  return {
    prefetch,
    /** A token old enough to send, waiting if need be; the same one until `taken`; undefined when none could be fetched. */
    async take(): Promise<string | undefined> {
      try {
        prefetch()
        let token = await current!
        if (clock() - token.at > (token.sent ? SENT_TOKEN_KEPT_MS : TOKEN_REFRESH_MS)) {
          current = undefined
          prefetch()
          token = await current!
        }
        const wait = token.at + token.minAgeMs + TOKEN_MARGIN_MS - clock()
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
        token.sent = true
        return token.token
      } catch {
        current = undefined
        return undefined
      }
    },
    /** The store has the request (it answered with its reference): the next one gets a token of its own. */
    taken() {
      current = undefined
      prefetch()
    },
  }
}

type StoreAnswer =
  | { kind: "received"; reference: string }
  /** The store's message for each field it refused, by the field's name. */
  | { kind: "invalid"; errors: Partial<Record<string, string>> }
  | { kind: "rate-limited" }
  | { kind: "stale-token" }
  | { kind: "failed" }

/** Posts one request to the store and reads its answer; anything unexpected, or no answer in time, is "failed". */
export async function deliverToStore(
  endpoint: string,
  body: URLSearchParams,
  timeoutMs = DELIVERY_TIMEOUT_MS,
  send: typeof fetch = fetch,
): Promise<StoreAnswer> {
  const answer = await postQuoteRequest(
    endpoint,
    body,
    async (response): Promise<StoreAnswer> => {
      const read = (await response.json().catch(() => ({}))) as {
        reference?: unknown
        errors?: unknown
        error?: unknown
      }
      if (response.ok && typeof read.reference === "string") return { kind: "received", reference: read.reference }
      if (response.status === 429) return { kind: "rate-limited" }
      if (response.status === 409 && read.error === STALE_TOKEN) return { kind: "stale-token" }
      if (response.status === 400 && read.errors && typeof read.errors === "object")
        return { kind: "invalid", errors: read.errors as Record<string, string> }
      return { kind: "failed" }
    },
    timeoutMs,
    send,
  )
  return answer ?? { kind: "failed" }
}

/** Sends with a token; one the store finds over a day old is swapped for a new one once. */
export async function sendWithToken(
  endpoint: string,
  body: URLSearchParams,
  tokens: ReturnType<typeof storeTokens>,
  send: typeof fetch = fetch,
) {
  for (const again of [false, true]) {
    if (again) tokens.taken()
    const token = await tokens.take()
    if (!token) break
    body.set(TOKEN_FIELD, token)
    const answer = await deliverToStore(endpoint, body, DELIVERY_TIMEOUT_MS, send)
    if (answer.kind !== "stale-token") return answer
  }
  return { kind: "failed" } as const
}

// Two bot checks: a request failing either is dropped, but the sender sees the usual toast, so a bot learns nothing.

/** Nobody types a name, suburb, e-mail, phone and a ten-character message faster than this. */
export const MIN_FILL_MS = 3000

type Signals = { honeypot: string; startedAt: number; sentAt: number }

/** `startedAt`: when filling could begin; `sentAt`: when it was sent (same clock, ms). */
export function looksAutomated({ honeypot, startedAt, sentAt }: Signals) {
  return honeypot.trim() !== "" || sentAt - startedAt < MIN_FILL_MS
}
