/** The chat helper's two session flags (popup seen, chat closed), kept in sessionStorage. */
export const POPUP_SEEN_KEY = "chat-helper:popup-seen"
export const CHAT_CLOSED_KEY = "chat-helper:chat-closed"

export type ChatFlags = { popupSeen: boolean; chatClosed: boolean }

// Storage can throw on any access, even reading window.sessionStorage (Safari private mode, storage disabled
// by policy, a full quota, a sandboxed frame): a failed read is "not set", a failed write keeps the flag for this page.

export function readChatFlags(): ChatFlags {
  try {
    const store = window.sessionStorage
    return { popupSeen: store.getItem(POPUP_SEEN_KEY) === "1", chatClosed: store.getItem(CHAT_CLOSED_KEY) === "1" }
  } catch {
    return { popupSeen: false, chatClosed: false }
  }
}

/** Stores the flags that are set; flags are never unset within a session. */
export function writeChatFlags(flags: ChatFlags) {
  try {
    const store = window.sessionStorage
    if (flags.popupSeen) store.setItem(POPUP_SEEN_KEY, "1")
    if (flags.chatClosed) store.setItem(CHAT_CLOSED_KEY, "1")
  } catch {
    // The flag lasts for this page only.
  }
}
