import { afterEach, describe, expect, it, vi } from "vitest"

import { deliverToStore, SENT_TOKEN_KEPT_MS, storeTokens, TOKEN_REFRESH_MS } from "./store-delivery"

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
