import { afterEach, describe, expect, it, vi } from "vitest"

import { deliverQuoteRequest, DELIVERY_TIMEOUT_MS, leadPage, quoteRequestBody } from "./delivery"

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

describe("deliverQuoteRequest", () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  const body = quoteRequestBody(values, context)

  it("posts the body with Accept: application/json and no cookies, and is true on 2xx", async () => {
    const send = vi.fn(async () => new Response("{}", { status: 200 }))
    expect(await deliverQuoteRequest("https://formspree.io/f/abc", body, 1000, send)).toBe(true)
    expect(send).toHaveBeenCalledWith(
      "https://formspree.io/f/abc",
      expect.objectContaining({ method: "POST", body, headers: { Accept: "application/json" }, credentials: "omit" }),
    )
    const request = new Request("https://formspree.io/f/abc", { method: "POST", body })
    expect(request.headers.get("content-type")).toMatch(/^application\/x-www-form-urlencoded/)
  })

  it("is false on a non-2xx answer and on a network error", async () => {
    expect(
      await deliverQuoteRequest("https://x.example/", body, 1000, async () => new Response("", { status: 500 })),
    ).toBe(false)
    expect(
      await deliverQuoteRequest("https://x.example/", body, 1000, async () => {
        throw new TypeError("Failed to fetch")
      }),
    ).toBe(false)
  })

  it("gives up after the timeout, aborting the request", async () => {
    vi.useFakeTimers()
    let signal: AbortSignal | undefined
    const send = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        signal = init?.signal ?? undefined
        signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))
      })
    const result = deliverQuoteRequest("https://x.example/", body, DELIVERY_TIMEOUT_MS, send)
    await vi.advanceTimersByTimeAsync(DELIVERY_TIMEOUT_MS - 1)
    expect(signal?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await result).toBe(false)
    expect(signal?.aborted).toBe(true)
  })
})
