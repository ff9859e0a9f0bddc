// The chat helper, on every page (layouts/page.astro): its code loads when the visitor moves to the round button, or
// shortly before the popup is due.
import { useEffect, useReducer, useRef } from "react"

import { IconTooltip } from "~/components/ui/icon-tooltip"
import { SpriteIcon } from "~/components/ui/sprite-icon"
import labels from "site:content/labels"

import { chatTransition, FAREWELL_MS, popupDueAt, type ChatEvent, type ChatState } from "./chat-machine"
import { CHAT_WINDOW_ID, ChatPopup, ChatWindow } from "./chat-panels"
import { readChatFlags, writeChatFlags } from "./session-flags"

export const POPUP_DELAY_MS = 15_000
const CHAT_BUTTON_LABEL = labels.chat.button

const initialState = (): ChatState => ({ status: "closed", flags: readChatFlags() })

export function ChatHelper() {
  const [{ status, flags }, dispatch] = useReducer(chatTransition, undefined, initialState)
  const button = useRef<HTMLButtonElement>(null)
  const open = status === "window"

  // A close hands focus back to the round button (following a page link does not).
  const send = (type: ChatEvent["type"], focusBack: boolean) => {
    dispatch({ type })
    if (focusBack) button.current?.focus()
  }

  // 15 s after page start however late this code came, later while a form is being filled in (popupDueAt); the machine
  // ignores it once the session saw the popup or closed the chat, on any page (a page kept for Back runs its timer on).
  useEffect(() => {
    let timer = 0
    const at = (due: number) => (timer = window.setTimeout(check, Math.max(0, due - performance.now())))
    const check = () => {
      const now = performance.now()
      const inField = document.activeElement?.matches("form :is(input, textarea, select)") ?? false
      const due = popupDueAt(now, window.formTypedAt, inField)
      if (due > now) at(due)
      else dispatch({ type: "POPUP_TIMER", stored: readChatFlags() })
    }
    at(POPUP_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])

  useEffect(() => writeChatFlags(flags), [flags])

  useEffect(() => {
    if (status !== "farewell") return
    const timer = window.setTimeout(() => dispatch({ type: "FAREWELL_TIMER" }), FAREWELL_MS)
    return () => window.clearTimeout(timer)
  }, [status])

  return (
    // Escape anywhere in the helper (button, popup, window) closes what is open.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      data-slot="chat-helper"
      data-print="hide"
      onKeyDown={(event) => {
        if (event.key !== "Escape") return
        if (open) send("WINDOW_CLOSE", true)
        else if (status === "popup") send("POPUP_CLOSE", true)
      }}
      className="fixed right-4 bottom-4 z-40 sm:right-6 sm:bottom-6"
    >
      {/* In the DOM from the start, so screen readers announce the popup and the farewell politely. */}
      <div aria-live="polite" className="absolute right-0 bottom-18">
        {status === "popup" && (
          <ChatPopup
            onOption={(external) => send("POPUP_OPTION", external)}
            onClose={() => send("POPUP_CLOSE", true)}
          />
        )}
        {status === "farewell" && (
          <p
            data-slot="chat-farewell"
            className="w-max max-w-[calc(100vw-2rem)] rounded-card rounded-br-sm border border-line bg-white px-4 py-3 text-forest shadow-lift sm:max-w-80"
          >
            {labels.chat.farewell}
          </p>
        )}
      </div>
      {/* The tooltip's useId, in the prerendered HTML, depends on its position among its siblings: always the third. */}
      {open && (
        <div className="absolute right-0 bottom-18">
          <ChatWindow
            onOption={(external) => send("WINDOW_OPTION", external)}
            onClose={() => send("WINDOW_CLOSE", true)}
          />
        </div>
      )}
      <IconTooltip label={CHAT_BUTTON_LABEL} side="left">
        <button
          ref={button}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? CHAT_WINDOW_ID : undefined}
          onClick={() => send("TOGGLE", open)}
          className="inline-flex size-14 items-center justify-center rounded-full bg-forest text-linen shadow-lift transition-[background-color,transform] duration-200 hover:bg-forest-700 active:translate-y-px"
        >
          <SpriteIcon name={open ? "close" : "message-circle"} className="size-6" />
          <span className="sr-only">{CHAT_BUTTON_LABEL}</span>
        </button>
      </IconTooltip>
    </div>
  )
}
