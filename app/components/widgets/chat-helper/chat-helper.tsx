/**
 * The floating chat-style helper on every page (SPEC sections 4 and 9), mounted in root.tsx.
 * This file is the eager part: the round button, the timers, the session flags and the 4 s
 * farewell line. The popup and the window (chat-panels.tsx) load on demand, when the 15 s popup is
 * due or the visitor reaches for the button, so the frame's JavaScript stays within budget.
 *
 * Closed, the helper keeps to the bottom-right 88 × 88 px corner: the home page's fixed quote
 * button and prompt sit bottom-left, clear of it.
 */
import { lazy, Suspense, useEffect, useReducer, useRef, useState, type KeyboardEvent } from "react"

import { SpriteIcon } from "~/components/ui/sprite-icon"

import { chatTransition, FAREWELL_MESSAGE, FAREWELL_MS, initialChatState, POPUP_DELAY_MS, popupAllowed } from "./chat-machine"
import { readChatFlags, writeChatFlags } from "./session-flags"

const loadPanels = () => import("./chat-panels")
const ChatPopup = lazy(() => loadPanels().then((m) => ({ default: m.ChatPopup })))
const ChatWindow = lazy(() => loadPanels().then((m) => ({ default: m.ChatWindow })))
/** Matches CHAT_WINDOW_ID in chat-panels.tsx, kept here so the button needs no lazy import. */
const WINDOW_ID = "chat-helper-window"

/** Fetches the panels' chunk early: a hover or focus on the button usually beats the click by ~100 ms. */
function preloadPanels() {
  loadPanels().catch(() => {
    // Offline: the click will try again and Suspense shows nothing until it loads.
  })
}

export function ChatHelper() {
  const [state, dispatch] = useReducer(chatTransition, { popupSeen: false, chatClosed: false }, initialChatState)
  const [hydrated, setHydrated] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  // Set when a close should hand focus back to the round button (not after following a page link).
  const returnFocus = useRef(false)
  const { status, flags } = state

  // Restore the session's flags, then start the 15 s popup timer if the popup is still allowed.
  useEffect(() => {
    const stored = readChatFlags()
    dispatch({ type: "RESTORE", flags: stored })
    setHydrated(true)
    if (!popupAllowed(stored)) return
    const timer = window.setTimeout(() => dispatch({ type: "POPUP_TIMER" }), POPUP_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])

  useEffect(() => writeChatFlags(flags), [flags])

  useEffect(() => {
    if (status !== "farewell") return
    const timer = window.setTimeout(() => dispatch({ type: "FAREWELL_TIMER" }), FAREWELL_MS)
    return () => window.clearTimeout(timer)
  }, [status])

  useEffect(() => {
    if (status === "window" || status === "popup" || !returnFocus.current) return
    returnFocus.current = false
    button.current?.focus()
  }, [status])

  const closeWindow = () => {
    returnFocus.current = true
    dispatch({ type: "WINDOW_CLOSE" })
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "Escape" || (status !== "window" && status !== "popup")) return
    returnFocus.current = true
    dispatch({ type: status === "window" ? "WINDOW_CLOSE" : "POPUP_CLOSE" })
  }

  const open = status === "window"

  return (
    // Escape anywhere in the helper (button, popup, window) closes what is open.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      data-slot="chat-helper"
      data-state={status}
      data-hydrated={hydrated ? "true" : undefined}
      data-print="hide"
      onKeyDown={onKeyDown}
      className="fixed right-4 bottom-4 z-40 sm:right-6 sm:bottom-6"
    >
      {/* Always in the DOM so screen readers announce the popup and the farewell when they appear. */}
      <div aria-live="polite" className="absolute right-0 bottom-18 flex flex-col items-end">
        {status === "popup" && (
          <Suspense fallback={null}>
            <ChatPopup
              onOption={(external) => {
                returnFocus.current = external
                dispatch({ type: "POPUP_OPTION" })
              }}
              onClose={() => {
                returnFocus.current = true
                dispatch({ type: "POPUP_CLOSE" })
              }}
            />
          </Suspense>
        )}
        {status === "farewell" && (
          <p
            data-slot="chat-farewell"
            className="w-max max-w-[calc(100vw-2rem)] rounded-card rounded-br-sm border border-line bg-white px-4 py-3 text-forest shadow-lift sm:max-w-80"
          >
            {FAREWELL_MESSAGE}
          </p>
        )}
      </div>
      {open && (
        <div className="absolute right-0 bottom-18">
          <Suspense fallback={null}>
            <ChatWindow
              onClose={closeWindow}
              onOption={(external) => {
                returnFocus.current = external
                dispatch({ type: "WINDOW_OPTION" })
              }}
            />
          </Suspense>
        </div>
      )}
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? WINDOW_ID : undefined}
        onClick={() => {
          if (open) returnFocus.current = true
          dispatch({ type: "TOGGLE" })
        }}
        onPointerEnter={preloadPanels}
        onFocus={preloadPanels}
        className="inline-flex size-14 items-center justify-center rounded-full bg-forest text-linen shadow-lift transition-[background-color,transform] duration-200 hover:bg-forest-700 active:translate-y-px"
      >
        <SpriteIcon name={open ? "close" : "message-circle"} className="size-6" />
        <span className="sr-only">Chat with us</span>
      </button>
    </div>
  )
}
