import { afterEach, describe, expect, it, vi } from "vitest"

import { CHAT_CLOSED_KEY, POPUP_SEEN_KEY, readChatFlags, writeChatFlags } from "./session-flags"

afterEach(() => {
  vi.restoreAllMocks()
  window.sessionStorage.clear()
})

describe("session flags", () => {
  it("reads unset flags as false and stored flags as true", () => {
    expect(readChatFlags()).toEqual({ popupSeen: false, chatClosed: false })
    window.sessionStorage.setItem(CHAT_CLOSED_KEY, "1")
    expect(readChatFlags()).toEqual({ popupSeen: false, chatClosed: true })
  })

  it("writes only the flags that are set", () => {
    writeChatFlags({ popupSeen: true, chatClosed: false })
    expect(window.sessionStorage.getItem(POPUP_SEEN_KEY)).toBe("1")
    expect(window.sessionStorage.getItem(CHAT_CLOSED_KEY)).toBeNull()
  })

  it("treats storage that throws as empty, and writes to it without throwing", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError")
    })
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("Quota exceeded", "QuotaExceededError")
    })
    expect(readChatFlags()).toEqual({ popupSeen: false, chatClosed: false })
    expect(() => writeChatFlags({ popupSeen: true, chatClosed: true })).not.toThrow()
  })

  it("copes with a window whose sessionStorage getter throws", () => {
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("Access is denied", "SecurityError")
    })
    expect(readChatFlags()).toEqual({ popupSeen: false, chatClosed: false })
    expect(() => writeChatFlags({ popupSeen: true, chatClosed: true })).not.toThrow()
  })
})
