import { afterEach, describe, expect, it, vi } from "vitest"

import { subscribe, SUBSCRIBE_SECONDS } from "./use-devices"

const KEY = "BAAB"

/** This browser's answer to the question about alerts, and its push service's to the subscription. */
function browser(permission: NotificationPermission, subscribed: () => Promise<unknown>, held: unknown = null) {
  vi.stubGlobal("Notification", { permission, requestPermission: async () => permission })
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager: { subscribe: subscribed, getSubscription: async () => held } }) },
  })
}

describe("turning alerts on in this browser", () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it("gives up with a plain reason when the push service never answers, and waits no longer than it says", async () => {
    vi.useFakeTimers()
    browser("granted", () => new Promise(() => {}))
    const made = subscribe(KEY)
    const failed = expect(made).rejects.toThrow(
      `The browser's push service did not answer within ${SUBSCRIBE_SECONDS} seconds`,
    )
    await vi.advanceTimersByTimeAsync(SUBSCRIBE_SECONDS * 1000)
    await failed
  })

  it("returns the subscription made, and leaves no timer behind", async () => {
    vi.useFakeTimers()
    const subscription = { endpoint: "https://push.example/1" }
    browser("granted", async () => subscription)
    await expect(subscribe(KEY)).resolves.toBe(subscription)
    expect(vi.getTimerCount()).toBe(0)
  })

  it("says alerts are blocked, or what the browser said when it refused, in plain words", async () => {
    const blocked = "Notifications are blocked for this site in the browser's settings"
    browser("denied", () => Promise.reject(new Error("never asked")))
    await expect(subscribe(KEY)).rejects.toThrow(blocked)
    browser("granted", () => Promise.reject(new DOMException("Registration failed - permission denied", "AbortError")))
    await expect(subscribe(KEY)).rejects.toThrow(
      'The browser\'s push service refused this device (it said "Registration failed - permission denied"; it refuses private windows)',
    )
    browser("granted", () => Promise.reject(new DOMException("Permission denied", "NotAllowedError")))
    await expect(subscribe(KEY)).rejects.toThrow(blocked)
  })

  it("ends a subscription held for the site's old key before making one for its new key, and keeps one for the same", async () => {
    const unsubscribe = vi.fn(async () => true)
    const subscription = { endpoint: "https://push.example/2" }
    const oldKey = Uint8Array.of(1, 2, 3).buffer
    browser("granted", async () => subscription, { options: { applicationServerKey: oldKey }, unsubscribe })
    await expect(subscribe(KEY)).resolves.toBe(subscription)
    expect(unsubscribe).toHaveBeenCalledOnce()
    const sameKey = Uint8Array.from(atob(KEY), (c) => c.charCodeAt(0)).buffer
    browser("granted", async () => subscription, { options: { applicationServerKey: sameKey }, unsubscribe })
    await expect(subscribe(KEY)).resolves.toBe(subscription)
    expect(unsubscribe).toHaveBeenCalledOnce()
  })
})
