/**
 * The chat helper's two session flags (SPEC section 4), kept in sessionStorage. Storage can throw
 * on any access (Safari private mode, storage disabled by policy, a full quota, a sandboxed frame):
 * every read and write goes through these wrappers, which fall back to "not set" and carry on.
 */
export const POPUP_SEEN_KEY = "chat-helper:popup-seen"
export const CHAT_CLOSED_KEY = "chat-helper:chat-closed"

export type ChatFlags = { popupSeen: boolean; chatClosed: boolean }

export function popupAllowed(flags: ChatFlags) {
  return !flags.popupSeen && !flags.chatClosed
}

type StorageLike = Pick<Storage, "getItem" | "setItem">

/** window.sessionStorage, or undefined when merely touching it throws or there is no window. */
export function sessionStore(): StorageLike | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage
  } catch {
    return undefined
  }
}

export function readFlag(key: string, storage: StorageLike | undefined = sessionStore()): boolean {
  try {
    return storage?.getItem(key) === "1"
  } catch {
    return false
  }
}

/** Returns whether the flag was stored; a failed write only means the flag lasts for this page. */
export function writeFlag(key: string, storage: StorageLike | undefined = sessionStore()): boolean {
  try {
    if (!storage) return false
    storage.setItem(key, "1")
    return true
  } catch {
    return false
  }
}

export function readChatFlags(storage: StorageLike | undefined = sessionStore()): ChatFlags {
  return { popupSeen: readFlag(POPUP_SEEN_KEY, storage), chatClosed: readFlag(CHAT_CLOSED_KEY, storage) }
}

/** Stores the flags that are set; flags are never unset within a session. */
export function writeChatFlags(flags: ChatFlags, storage: StorageLike | undefined = sessionStore()) {
  if (flags.popupSeen) writeFlag(POPUP_SEEN_KEY, storage)
  if (flags.chatClosed) writeFlag(CHAT_CLOSED_KEY, storage)
}
