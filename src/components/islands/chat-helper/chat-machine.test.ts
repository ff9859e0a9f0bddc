import { describe, expect, it } from "vitest"

import { chatTransition, popupDueAt, TYPING_QUIET_MS, type ChatEvent, type ChatState } from "./chat-machine"

const fresh: ChatState = { status: "closed", flags: { popupSeen: false, chatClosed: false } }
const run = (state: ChatState, ...events: ChatEvent["type"][]) =>
  events.reduce((s, type) => chatTransition(s, { type } as ChatEvent), state)

describe("chat machine", () => {
  it("starts closed", () => {
    expect(fresh.status).toBe("closed")
  })

  describe("auto popup", () => {
    it("appears when the timer fires in a fresh session", () => {
      expect(run(fresh, "POPUP_TIMER").status).toBe("popup")
    })

    it("does not appear once the popup was seen this session", () => {
      const seen: ChatState = { status: "closed", flags: { popupSeen: true, chatClosed: false } }
      expect(run(seen, "POPUP_TIMER").status).toBe("closed")
    })

    it("does not appear once the chat was closed this session", () => {
      const closed: ChatState = { status: "closed", flags: { popupSeen: false, chatClosed: true } }
      expect(run(closed, "POPUP_TIMER").status).toBe("closed")
    })

    it("does not appear once another page of the session showed it or closed the chat (a page restored by Back)", () => {
      const seenElsewhere = chatTransition(fresh, {
        type: "POPUP_TIMER",
        stored: { popupSeen: true, chatClosed: false },
      })
      expect(seenElsewhere).toEqual({ status: "closed", flags: { popupSeen: true, chatClosed: false } })
      const closedElsewhere = { type: "POPUP_TIMER", stored: { popupSeen: false, chatClosed: true } } as const
      expect(chatTransition(fresh, closedElsewhere).status).toBe("closed")
      expect(chatTransition(fresh, { type: "POPUP_TIMER", stored: fresh.flags }).status).toBe("popup")
    })

    it("does not appear over an open window", () => {
      expect(run(fresh, "TOGGLE", "POPUP_TIMER").status).toBe("window")
    })

    it("is allowed only when neither flag is set", () => {
      const timer = (popupSeen: boolean, chatClosed: boolean) =>
        run({ status: "closed", flags: { popupSeen, chatClosed } }, "POPUP_TIMER").status
      expect(timer(false, false)).toBe("popup")
      expect(timer(true, false)).toBe("closed")
      expect(timer(false, true)).toBe("closed")
      expect(timer(true, true)).toBe("closed")
    })

    it("closing it marks it seen", () => {
      expect(run(fresh, "POPUP_TIMER", "POPUP_CLOSE")).toEqual({
        status: "closed",
        flags: { popupSeen: true, chatClosed: false },
      })
    })

    it("choosing an option marks it seen", () => {
      expect(run(fresh, "POPUP_TIMER", "POPUP_OPTION")).toEqual({
        status: "closed",
        flags: { popupSeen: true, chatClosed: false },
      })
    })

    it("ignores popup events when it is not showing", () => {
      expect(run(fresh, "POPUP_CLOSE")).toBe(fresh)
      expect(run(fresh, "POPUP_OPTION")).toBe(fresh)
    })
  })

  describe("chat window", () => {
    it("the round button opens it, from closed or from the popup (which then counts as seen)", () => {
      expect(run(fresh, "TOGGLE")).toEqual({ status: "window", flags: fresh.flags })
      expect(run(fresh, "POPUP_TIMER", "TOGGLE")).toEqual({
        status: "window",
        flags: { popupSeen: true, chatClosed: false },
      })
    })

    it("opened from closed, it spends nothing: after an option the popup still comes", () => {
      expect(run(fresh, "TOGGLE", "WINDOW_OPTION", "POPUP_TIMER").status).toBe("popup")
    })

    it("the popup does not show over the open window", () => {
      expect(run(fresh, "TOGGLE", "POPUP_TIMER").status).toBe("window")
    })

    it("choosing an option closes it without the farewell", () => {
      expect(run(fresh, "TOGGLE", "WINDOW_OPTION").status).toBe("closed")
    })

    it("closing it records 'chat closed' and shows the farewell", () => {
      const closed = run(fresh, "TOGGLE", "WINDOW_CLOSE")
      expect(closed.status).toBe("farewell")
      expect(closed.flags.chatClosed).toBe(true)
    })

    it("the round button closes an open window the same way", () => {
      const closed = run(fresh, "TOGGLE", "TOGGLE")
      expect(closed.status).toBe("farewell")
      expect(closed.flags.chatClosed).toBe(true)
    })

    it("after closing, the popup never shows again this session", () => {
      const later = run(fresh, "TOGGLE", "WINDOW_CLOSE", "FAREWELL_TIMER", "POPUP_TIMER")
      expect(later.status).toBe("closed")
    })

    it("the farewell ends when its 4 s timer fires", () => {
      expect(run(fresh, "TOGGLE", "WINDOW_CLOSE", "FAREWELL_TIMER").status).toBe("closed")
    })

    it("the round button reopens the window during the farewell", () => {
      expect(run(fresh, "TOGGLE", "WINDOW_CLOSE", "TOGGLE").status).toBe("window")
    })

    it("ignores window events when the window is not open", () => {
      expect(run(fresh, "WINDOW_CLOSE")).toBe(fresh)
      expect(run(fresh, "WINDOW_OPTION")).toBe(fresh)
      expect(run(fresh, "FAREWELL_TIMER")).toBe(fresh)
    })
  })
})

describe("popupDueAt", () => {
  it("is due at once for a visitor who is only reading", () => {
    expect(popupDueAt(15_000, undefined, false)).toBe(15_000)
  })

  it("waits 30 s after the last key in a form, and while focus is in a form's field", () => {
    expect(TYPING_QUIET_MS).toBe(30_000)
    expect(popupDueAt(15_000, 14_000, false)).toBe(44_000)
    expect(popupDueAt(45_000, 14_000, false)).toBe(45_000)
    expect(popupDueAt(15_000, undefined, true)).toBe(45_000)
  })
})
