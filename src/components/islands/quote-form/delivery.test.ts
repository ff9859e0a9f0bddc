import { afterEach, describe, expect, it, vi } from "vitest"

import {
  deliverToStore,
  DELIVERY_TIMEOUT_MS,
  leadPage,
  postQuoteRequest,
  quoteRequestBody,
  sendWithToken,
  SENT_TOKEN_KEPT_MS,
  storeTokens,
  TOKEN_REFRESH_MS,
} from "./delivery"

const values = {
  name: "Sam Taylor",
  suburb: "Thurgoona",
  email: "sam@example.com",
  phone: "0491 570 156",
  serviceType: "deep",
  message: "Three bedrooms & two bathrooms = 5 rooms?",
}
const context = { page: "https://www.example.com/", time: "2026-11-22T10:00:00.000Z" }

describe("quoteRequestBody", () => {
  it("holds the six fields in form order, then page and time, form-encoded", () => {
    const body = quoteRequestBody(values, context)
    expect([...body.keys()]).toEqual(["name", "suburb", "email", "phone", "serviceType", "message", "page", "time"])
    expect(body.toString()).toContain("message=Three+bedrooms+%26+two+bathrooms+%3D+5+rooms%3F")
    expect(Object.fromEntries(body)).toEqual({ ...values, ...context })
  })

  it("carries an instant estimate's summary in its own field, after the message", () => {
    const estimate = "Instant estimate: Deep Clean, 3 bedrooms, 1 bathroom, One-off: $295 incl. GST"
    const body = quoteRequestBody(values, { ...context, estimate })
    expect([...body.keys()]).toEqual([
      ...["name", "suburb", "email", "phone", "serviceType", "message"],
      ...["estimate", "page", "time"],
    ])
    expect(body.get("estimate")).toBe(estimate)
  })

  it("with booking on, carries the day and the window after the six fields, as the schema gives them", () => {
    const body = quoteRequestBody({ ...values, preferredDate: "2026-12-24", arrivalWindow: "08:00-11:00" }, context)
    expect([...body.keys()]).toEqual([
      ...["name", "suburb", "email", "phone", "serviceType", "message"],
      ...["preferredDate", "arrivalWindow", "page", "time"],
    ])
    expect(body.get("preferredDate")).toBe("2026-12-24")
    expect(body.get("arrivalWindow")).toBe("08:00-11:00")
  })

  it("names the page by its origin and path only: no query string, fragment or sign-in in the address", () => {
    const page = "https://sam:secret@www.example.com/services?token=e-mail-link-token&utm_source=mail#access_token=abc"
    expect(quoteRequestBody(values, { ...context, page }).get("page")).toBe("https://www.example.com/services")
    expect(leadPage("https://www.example.com/?reset=1#")).toBe("https://www.example.com/")
    expect(leadPage("http://localhost:4300/#quote")).toBe("http://localhost:4300/")
  })
})

describe("postQuoteRequest", () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  const body = quoteRequestBody(values, context)
  const ok = async (response: Response) => response.ok

  it("posts the body with Accept: application/json and no cookies, and reads its answer", async () => {
    const send = vi.fn(async () => new Response("{}", { status: 200 }))
    expect(await postQuoteRequest("https://formspree.io/f/abc", body, ok, 1000, send)).toBe(true)
    expect(send).toHaveBeenCalledWith(
      "https://formspree.io/f/abc",
      expect.objectContaining({ method: "POST", body, headers: { Accept: "application/json" }, credentials: "omit" }),
    )
    const request = new Request("https://formspree.io/f/abc", { method: "POST", body })
    expect(request.headers.get("content-type")).toMatch(/^application\/x-www-form-urlencoded/)
  })

  it("reads a non-2xx answer too, and is undefined on a network error", async () => {
    expect(
      await postQuoteRequest("https://x.example/", body, ok, 1000, async () => new Response("", { status: 500 })),
    ).toBe(false)
    expect(
      await postQuoteRequest("https://x.example/", body, ok, 1000, async () => {
        throw new TypeError("Failed to fetch")
      }),
    ).toBeUndefined()
  })

  it("gives up after the timeout, aborting the request", async () => {
    vi.useFakeTimers()
    let signal: AbortSignal | undefined
    const send = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        signal = init?.signal ?? undefined
        signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))
      })
    const result = postQuoteRequest("https://x.example/", body, ok, DELIVERY_TIMEOUT_MS, send)
    await vi.advanceTimersByTimeAsync(DELIVERY_TIMEOUT_MS - 1)
    expect(signal?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await result).toBeUndefined()
    expect(signal?.aborted).toBe(true)
  })
})

afterEach(() => {
  vi.useRealTimers()
})

const tokenAnswer = (token: string) => Response.json({ token, minAgeMs: 3000 })

describe("storeTokens", () => {
  it("fetches one token as the form starts and waits out what is left of its three seconds before handing it over", async () => {
    vi.useFakeTimers()
    let now = 0
    const send = vi.fn(async () => tokenAnswer("t1"))
    const tokens = storeTokens(send as unknown as typeof fetch, () => now)
    tokens.prefetch()
    tokens.prefetch()
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith("/api/leads/token", expect.objectContaining({ cache: "no-store" }))
    let handed: string | undefined
    void tokens.take().then((token) => (handed = token))
    await vi.advanceTimersByTimeAsync(3000)
    expect(handed).toBeUndefined()
    now = 3250
    await vi.advanceTimersByTimeAsync(300)
    expect(handed).toBe("t1")
  })

  it("fetches an unsent old one again, and gives none when the store cannot be reached", async () => {
    vi.useFakeTimers()
    let now = 10_000
    let n = 0
    const send = vi.fn(async () => tokenAnswer(`t${++n}`))
    const tokens = storeTokens(send as unknown as typeof fetch, () => now)
    tokens.prefetch()
    await vi.advanceTimersByTimeAsync(0)
    now += TOKEN_REFRESH_MS + 1
    const first = tokens.take()
    await vi.advanceTimersByTimeAsync(4000)
    now += 4000
    await vi.advanceTimersByTimeAsync(4000)
    expect(await first).toBe("t2")
    const failing = storeTokens((async () => new Response("", { status: 503 })) as unknown as typeof fetch, () => now)
    expect(await failing.take()).toBeUndefined()
  })

  it("sends every try of one request with the same token until the store has taken it, then fetches a new one", async () => {
    vi.useFakeTimers()
    let now = 10_000
    let n = 0
    const send = vi.fn(async () => tokenAnswer(`t${++n}`))
    const tokens = storeTokens(send as unknown as typeof fetch, () => now)
    /** A token as the form takes it, three seconds and more after it came. */
    const take = async () => {
      const token = tokens.take()
      await vi.advanceTimersByTimeAsync(0)
      now += 3300
      await vi.advanceTimersByTimeAsync(3300)
      return token
    }
    expect(await take()).toBe("t1")
    // The answer was lost: sent again, even hours later, it is the same request.
    now += TOKEN_REFRESH_MS * 5
    expect(await take()).toBe("t1")
    expect(send).toHaveBeenCalledTimes(1)
    tokens.taken()
    expect(send).toHaveBeenCalledTimes(2)
    expect(await take()).toBe("t2")
    // Past what the store takes, a new one.
    now += SENT_TOKEN_KEPT_MS + 1
    expect(await take()).toBe("t3")
  })
})

describe("sendWithToken", () => {
  it("swaps a token the store finds over a day old (a phone asleep since) for a new one once, and sends again", async () => {
    vi.useFakeTimers()
    let now = 10_000
    let n = 0
    const posted: string[] = []
    const send = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === "/api/leads/token") return tokenAnswer(`t${++n}`)
      posted.push(new URLSearchParams(init!.body as URLSearchParams).get("token")!)
      return posted.length === 1
        ? Response.json({ ok: false, error: "stale-token" }, { status: 409 })
        : Response.json({ ok: true, reference: "Q-AAAA-BBBB" })
    }) as unknown as typeof fetch
    const tokens = storeTokens(send, () => now)
    const sent = sendWithToken("/api/leads", new URLSearchParams({ name: "Sam" }), tokens, send)
    for (let i = 0; i < 4; i++) {
      now += 2000
      await vi.advanceTimersByTimeAsync(2000)
    }
    expect(await sent).toEqual({ kind: "received", reference: "Q-AAAA-BBBB" })
    expect(posted).toEqual(["t1", "t2"])
    // Stale again: not a third time, but the failure the visitor is told of.
    const stale = (async (url: string) =>
      url === "/api/leads/token"
        ? tokenAnswer("t")
        : Response.json({ ok: false, error: "stale-token" }, { status: 409 })) as unknown as typeof fetch
    const again = sendWithToken(
      "/api/leads",
      new URLSearchParams(),
      storeTokens(stale, () => now),
      stale,
    )
    for (let i = 0; i < 4; i++) {
      now += 2000
      await vi.advanceTimersByTimeAsync(2000)
    }
    expect(await again).toEqual({ kind: "failed" })
  })
})

describe("deliverToStore", () => {
  const body = new URLSearchParams({ name: "Sam" })
  const answer = (status: number, json: unknown) =>
    (async () => Response.json(json, { status })) as unknown as typeof fetch

  it("reads the store's answers: received, the fields' messages, too many, anything else a failure", async () => {
    expect(await deliverToStore("/api/leads", body, 1000, answer(200, { ok: true, reference: "Q-AAAA-BBBB" }))).toEqual(
      {
        kind: "received",
        reference: "Q-AAAA-BBBB",
      },
    )
    expect(
      await deliverToStore(
        "/api/leads",
        body,
        1000,
        answer(400, { errors: { email: "Please enter a valid email address" } }),
      ),
    ).toEqual({
      kind: "invalid",
      errors: { email: "Please enter a valid email address" },
    })
    expect(await deliverToStore("/api/leads", body, 1000, answer(429, { error: "rate-limited" }))).toEqual({
      kind: "rate-limited",
    })
    expect(await deliverToStore("/api/leads", body, 1000, answer(503, { error: "unavailable" }))).toEqual({
      kind: "failed",
    })
    expect(await deliverToStore("/api/leads", body, 1000, answer(200, {}))).toEqual({ kind: "failed" })
    const offline = (async () => {
      throw new TypeError("Failed to fetch")
    }) as unknown as typeof fetch
    expect(await deliverToStore("/api/leads", body, 1000, offline)).toEqual({ kind: "failed" })
  })
})
