/** Draws the chat helper's popup, farewell and window; chat-helper.tsx holds the state and loads this on demand. */
import type { RefObject } from "react"
import { createPortal } from "react-dom"

import type { ChatEvent, ChatState } from "./chat-machine"
import { ChatPopup, ChatWindow } from "./chat-panels"

const FAREWELL_MESSAGE = "No worries at all. I'm right here if you need me."

type ChatControllerProps = {
  status: ChatState["status"]
  send: (type: ChatEvent["type"], focusBack: boolean) => void
  liveRegion: RefObject<HTMLDivElement | null>
}

export default function ChatController({ status, send, liveRegion }: ChatControllerProps) {
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
