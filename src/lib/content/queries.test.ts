import { focusManager, QueryClient, QueryObserver } from "@tanstack/react-query"
import { afterEach, describe, expect, it, vi } from "vitest"

import { createQueryClient, fetchJson } from "./queries"

const context = (queryKey: string[]) =>
  ({ queryKey, signal: new AbortController().signal, meta: undefined, client: new QueryClient() }) as never

describe("fetchJson", () => {
  afterEach(() => vi.unstubAllGlobals())
  const answering = (response: Response) =>
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => response),
    )

  it("GETs the query key joined with '/', sending cookies, and reads JSON", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: 1 }), { status: 200 }))
    vi.stubGlobal("fetch", fetchMock)
    const data = await fetchJson(context(["/content", "gallery.json"]))
    expect(data).toEqual({ ok: 1 })
    expect(fetchMock).toHaveBeenCalledWith("/content/gallery.json", expect.objectContaining({ credentials: "include" }))
  })

  it("fails on a non-OK answer, naming its status and body", async () => {
    answering(new Response("Gallery missing", { status: 404, statusText: "Not Found" }))
    await expect(fetchJson(context(["/x"]))).rejects.toThrow("404: Gallery missing")
  })

  it("falls back to the status text when the body is empty", async () => {
    answering(new Response("", { status: 401, statusText: "Unauthorized" }))
    await expect(fetchJson(context(["/x"]))).rejects.toThrow("401: Unauthorized")
  })
})

describe("createQueryClient", () => {
  it("uses the site's read defaults: no retry, never stale, no refetch on focus, no polling", () => {
    const { queries } = createQueryClient().getDefaultOptions()
    expect(queries?.retry).toBe(false)
    expect(queries?.staleTime).toBe(Infinity)
    expect(queries?.refetchOnWindowFocus).toBe(false)
    expect(queries?.refetchInterval).toBe(false)
  })
})

describe("createQueryClient in use", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    focusManager.setFocused(undefined)
  })

  const readGallery = (client: QueryClient) =>
    new QueryObserver(client, { queryKey: ["/content", "gallery.json"], queryFn: fetchJson })

  it("asks once when a read fails: no retry", async () => {
    const fetchMock = vi.fn(async () => new Response("down", { status: 503 }))
    vi.stubGlobal("fetch", fetchMock)
    const client = createQueryClient()
    const observer = readGallery(client)
    const seen = new Promise<void>((resolve) => observer.subscribe((result) => result.isError && resolve()))
    await seen
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(observer.getCurrentResult().error?.message).toBe("503: down")
  })

  it("does not ask again when the window regains focus, or for a second reader", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ categories: {} }), { status: 200 }))
    vi.stubGlobal("fetch", fetchMock)
    const client = createQueryClient()
    const first = readGallery(client)
    await new Promise<void>((resolve) => first.subscribe((result) => result.isSuccess && resolve()))
    expect(fetchMock).toHaveBeenCalledTimes(1)

    focusManager.setFocused(false)
    focusManager.setFocused(true)
    readGallery(client).subscribe(() => {})
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
