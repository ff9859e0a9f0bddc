// The chat helper (SPEC sections 4 and 9): only the button and the 15 s timer load with the page;
// chat-controller.tsx loads when the popup is due or the button is used.
import { lazy, Suspense, useEffect, useRef, useState } from "react"

import { IconTooltip } from "~/components/ui/icon-tooltip"
import { SpriteIcon } from "~/components/ui/sprite-icon"
import { useHydrated } from "~/lib/use-hydrated"

import type { ChatCommands, ChatStart } from "./chat-controller"
import { popupAllowed, readChatFlags } from "./session-flags"

export const POPUP_DELAY_MS = 15_000
export const CHAT_WINDOW_ID = "chat-helper-window"
const CHAT_BUTTON_LABEL = "Chat with us"

const loadController = () => import("./chat-controller")
const ChatController = lazy(loadController)

// A hover or focus fetches the chunk early (the click comes ~100 ms later); offline, the click retries.
const preload = () => void loadController().catch(() => undefined)

export function ChatHelper() {
  const [start, setStart] = useState<ChatStart | null>(null)
  const [open, setOpen] = useState(false)
  const hydrated = useHydrated()
  const button = useRef<HTMLButtonElement>(null)
  const liveRegion = useRef<HTMLDivElement>(null)
  const commands = useRef<ChatCommands | null>(null)

  // The 15 s popup timer runs only while this session has neither seen the popup nor closed the chat.
  useEffect(() => {
    if (!popupAllowed(readChatFlags())) return
    const timer = window.setTimeout(() => setStart((s) => s ?? "popup"), POPUP_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])

  return (
    // Escape anywhere in the helper (button, popup, window) closes what is open.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      data-slot="chat-helper"
      data-hydrated={hydrated ? "true" : undefined}
      data-print="hide"
      onKeyDown={(event) => {
        if (event.key === "Escape") commands.current?.escape()
      }}
      className="fixed right-4 bottom-4 z-40 sm:right-6 sm:bottom-6"
    >
      {/* In the DOM from the start, so screen readers announce the popup and the farewell politely. */}
      <div ref={liveRegion} aria-live="polite" className="absolute right-0 bottom-18" />
      {start && (
        <Suspense fallback={null}>
          <ChatController
            start={start}
            liveRegion={liveRegion}
            button={button}
            commands={commands}
            onOpenChange={setOpen}
          />
        </Suspense>
      )}
      <IconTooltip label={CHAT_BUTTON_LABEL} side="left">
        <button
          ref={button}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? CHAT_WINDOW_ID : undefined}
          onClick={() => (commands.current ? commands.current.toggle() : setStart("window"))}
          onPointerEnter={preload}
          onFocus={preload}
          className="inline-flex size-14 items-center justify-center rounded-full bg-forest text-linen shadow-lift transition-[background-color,transform] duration-200 hover:bg-forest-700 active:translate-y-px"
        >
          <SpriteIcon name={open ? "close" : "message-circle"} className="size-6" />
          <span className="sr-only">{CHAT_BUTTON_LABEL}</span>
        </button>
      </IconTooltip>
    </div>
  )
}
