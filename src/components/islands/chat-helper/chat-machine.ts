/** The chat helper's rules, pure: chat-helper.tsx holds the timers, storage and DOM. */
import type { ChatFlags } from "./session-flags"

export const FAREWELL_MS = 4_000

export type ChatEvent =
  | { type: "POPUP_CLOSE" | "POPUP_OPTION" | "TOGGLE" | "WINDOW_OPTION" | "WINDOW_CLOSE" | "FAREWELL_TIMER" }
  /** `stored`: the session's flags as stored now, which another page of the session may have set meanwhile. */
  | { type: "POPUP_TIMER"; stored?: ChatFlags }

export type ChatState = { status: "closed" | "popup" | "window" | "farewell"; flags: ChatFlags }

const closeChat = (state: ChatState): ChatState => ({
  status: "farewell",
  flags: { ...state.flags, chatClosed: true },
})

export function chatTransition(state: ChatState, event: ChatEvent): ChatState {
  const { status, flags } = state
  switch (event.type) {
    case "POPUP_TIMER": {
      // Flags are never unset: a page restored by Back keeps what the pages after it set.
      const { stored = flags } = event
      const now = { popupSeen: flags.popupSeen || stored.popupSeen, chatClosed: flags.chatClosed || stored.chatClosed }
      const allowed = status === "closed" && !now.popupSeen && !now.chatClosed
      return { status: allowed ? "popup" : status, flags: now }
    }
    case "POPUP_CLOSE":
    case "POPUP_OPTION":
      return status === "popup" ? { status: "closed", flags: { ...flags, popupSeen: true } } : state
    case "TOGGLE":
      if (status === "window") return closeChat(state)
      // From the popup, the popup was seen. From closed, nothing is spent: a visitor who opens the window and follows
      // an option still gets the popup 15 s later (only seeing it or closing the chat stops it for the session).
      return { status: "window", flags: status === "popup" ? { ...flags, popupSeen: true } : flags }
    case "WINDOW_OPTION":
      return status === "window" ? { status: "closed", flags } : state
    case "WINDOW_CLOSE":
      return status === "window" ? closeChat(state) : state
    case "FAREWELL_TIMER":
      return status === "farewell" ? { status: "closed", flags } : state
  }
}

/** The popup never opens over a form being filled in: it waits this long after the last key (issue 65). */
export const TYPING_QUIET_MS = 30_000

/** When the popup may open: not while focus is in a form's field, nor within TYPING_QUIET_MS of typing (`typedAt`). */
export function popupDueAt(now: number, typedAt: number | undefined, inFormField: boolean) {
  const lastTyping = inFormField ? now : (typedAt ?? -Infinity)
  return Math.max(now, lastTyping + TYPING_QUIET_MS)
}
