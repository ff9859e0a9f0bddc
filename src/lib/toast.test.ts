import { afterEach, describe, expect, it, vi } from "vitest"

import { dismissToast, toast, TOAST_REMOVE_DELAY, toastStore } from "./toast"

describe("toast store", () => {
  afterEach(() => vi.useRealTimers())

  it("keeps at most one toast, the newest", () => {
    toast({ title: "t1" })
    const id = toast({ title: "t2" })
    expect(toastStore.getSnapshot()).toEqual([{ id, title: "t2", open: true }])
  })

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
