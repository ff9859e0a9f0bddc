/** The chat helper's live part, loaded on demand by chat-helper.tsx. */
import { useEffect, useImperativeHandle, useReducer, type RefObject } from "react"
import { createPortal } from "react-dom"

import { chatTransition, FAREWELL_MESSAGE, FAREWELL_MS, initialChatState, type ChatEvent } from "./chat-machine"
import { ChatPopup, ChatWindow } from "./chat-panels"
import { readChatFlags, writeChatFlags } from "./session-flags"

export type ChatStart = "popup" | "window"

export type ChatCommands = { toggle: () => void; escape: () => void }

type ChatControllerProps = {
  start: ChatStart
  liveRegion: RefObject<HTMLDivElement | null>
  button: RefObject<HTMLButtonElement | null>
  commands: RefObject<ChatCommands | null>
  onOpenChange: (open: boolean) => void
}

function startState(start: ChatStart) {
  return chatTransition(initialChatState(readChatFlags()), { type: start === "window" ? "TOGGLE" : "POPUP_TIMER" })
}

export default function ChatController({ start, liveRegion, button, commands, onOpenChange }: ChatControllerProps) {
  const [{ status, flags }, dispatch] = useReducer(chatTransition, start, startState)

  // A close hands focus back to the round button (following a page link does not).
  const send = (type: ChatEvent["type"], focusBack: boolean) => {
    dispatch({ type })
    if (focusBack) button.current?.focus()
  }

  // What the round button and Escape do, for chat-helper.tsx, which holds them.
  useImperativeHandle(commands, () => ({
    toggle: () => send("TOGGLE", status === "window"),
    escape() {
      if (status === "window") send("WINDOW_CLOSE", true)
      else if (status === "popup") send("POPUP_CLOSE", true)
    },
  }))

  useEffect(() => onOpenChange(status === "window"), [status, onOpenChange])

  useEffect(() => writeChatFlags(flags), [flags])

  useEffect(() => {
    if (status !== "farewell") return
    const timer = window.setTimeout(() => dispatch({ type: "FAREWELL_TIMER" }), FAREWELL_MS)
    return () => window.clearTimeout(timer)
  }, [status])

  const live = liveRegion.current
  return (
    <>
      {live &&
        createPortal(
          status === "popup" ? (
            <ChatPopup
              onOption={(external) => send("POPUP_OPTION", external)}
              onClose={() => send("POPUP_CLOSE", true)}
            />
          ) : status === "farewell" ? (
            <p
              data-slot="chat-farewell"
              className="w-max max-w-[calc(100vw-2rem)] rounded-card rounded-br-sm border border-line bg-white px-4 py-3 text-forest shadow-lift sm:max-w-80"
            >
              {FAREWELL_MESSAGE}
            </p>
          ) : null,
          live,
        )}
      {status === "window" && (
        <div className="absolute right-0 bottom-18">
          <ChatWindow
            onOption={(external) => send("WINDOW_OPTION", external)}
            onClose={() => send("WINDOW_CLOSE", true)}
          />
        </div>
      )}
    </>
  )
}
