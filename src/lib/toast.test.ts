import { afterEach, describe, expect, it, vi } from "vitest"

import { dismissToast, toast, TOAST_LIMIT, TOAST_REMOVE_DELAY, toastReducer, toastStore, type Toast } from "./toast"

const make = (id: string): Toast => ({ id, title: `t${id}`, open: true })

describe("toastReducer", () => {
  it("keeps at most one toast, the newest", () => {
    expect(TOAST_LIMIT).toBe(1)
    const state = toastReducer(toastReducer([], { type: "add", toast: make("1") }), { type: "add", toast: make("2") })
    expect(state.map((t) => t.id)).toEqual(["2"])
  })

  it("dismiss closes without removing; remove drops it", () => {
    const dismissed = toastReducer([make("1")], { type: "dismiss", id: "1" })
    expect(dismissed).toEqual([{ ...make("1"), open: false }])
    expect(toastReducer(dismissed, { type: "remove", id: "1" })).toEqual([])
  })
})

describe("toast store", () => {
  afterEach(() => vi.useRealTimers())

  it("removes a dismissed toast 1,000,000 ms later", () => {
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000)
    vi.useFakeTimers()
    const id = toast({ title: "Quote Request Received!" })
    expect(toastStore.getSnapshot()).toHaveLength(1)
    dismissToast(id)
    expect(toastStore.getSnapshot()[0]?.open).toBe(false)
    vi.advanceTimersByTime(999_999)
    expect(toastStore.getSnapshot()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(toastStore.getSnapshot()).toHaveLength(0)
  })
})
