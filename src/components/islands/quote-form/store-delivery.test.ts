import { afterEach, describe, expect, it, vi } from "vitest"

import { deliverToStore, storeTokens, TOKEN_REFRESH_MS } from "./store-delivery"

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

  it("uses a token once, fetches an old one again, and gives none when the store cannot be reached", async () => {
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
