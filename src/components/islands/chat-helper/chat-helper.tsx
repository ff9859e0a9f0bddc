// The chat helper, on every page (layouts/page.astro): its code loads when the visitor moves to the round button, or
// shortly before the popup is due.
import { useEffect, useReducer, useRef } from "react"

import { Button, buttonVariants } from "~/components/ui/button"
import { IconTooltip } from "~/components/ui/icon-tooltip"
import { IconTile, SpriteIcon } from "~/components/ui/sprite-icon"
import { QuoteLink } from "~/components/ui/tracked-links"
import { ownQuoteForm } from "~/lib/env"
import { siteConfig } from "~/site.config"
import labels from "site:content/labels"

import { chatTransition, FAREWELL_MS, popupDueAt, type ChatEvent, type ChatState } from "./chat-machine"
import { readChatFlags, writeChatFlags } from "./session-flags"

const { chat } = labels

const CHAT_WINDOW_ID = "chat-helper-window"
const TITLE_ID = "chat-helper-title"
const PROMPT_ID = "chat-helper-prompt"

// Rises in gently on first paint (@starting-style); no motion under prefers-reduced-motion.
const panel =
  "max-w-[calc(100vw-2rem)] rounded-panel border border-line bg-white shadow-lift motion-safe:transition-[opacity,translate] motion-safe:duration-300 motion-safe:ease-calm starting:translate-y-3 starting:opacity-0"

/**
 * A panel's event for the machine; `focusBack` when focus goes back to the round button: after a close, and after an
 * option that opened the quote form in a new tab (not the site's own, env.ts).
 */
type PanelProps = { send: (type: ChatEvent["type"], focusBack: boolean) => void }

/** The auto popup: a speech bubble above the round button, announced by the surrounding live region. */
function ChatPopup({ send }: PanelProps) {
  return (
    <div data-slot="chat-popup" className={`${panel} w-80 p-5`}>
      <div className="flex items-start gap-3">
        <IconTile name="leaf" size={9} className="shrink-0 rounded-full bg-mist text-forest" />
        <p className="pt-1.5 font-medium text-forest">{chat.popup}</p>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <QuoteLink location="chat_popup" size="sm" onClick={() => send("POPUP_OPTION", !ownQuoteForm)}>
          {chat.popupQuote}
        </QuoteLink>
        <a
          href="/services"
          onClick={() => send("POPUP_OPTION", false)}
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          {chat.popupBrowse}
        </a>
        <Button onClick={() => send("POPUP_CLOSE", true)} variant="ghost" size="sm">
          {chat.popupClose}
        </Button>
      </div>
    </div>
  )
}

/** A non-modal dialog (no focus trap: the page stays usable); focus starts on its first option; Escape: chat-helper. */
function ChatWindow({ send }: PanelProps) {
  const firstOption = useRef<HTMLAnchorElement>(null)
  useEffect(() => firstOption.current?.focus(), [])

  return (
    <section
      id={CHAT_WINDOW_ID}
      role="dialog"
      aria-labelledby={TITLE_ID}
      aria-describedby={PROMPT_ID}
      data-slot="chat-window"
      className={`${panel} absolute right-0 bottom-18 flex max-h-[calc(100dvh-7rem)] w-87.5 flex-col overflow-hidden`}
    >
      <div className="flex items-center gap-3 bg-forest px-5 py-4 text-linen">
        <IconTile name="leaf" size={9} className="shrink-0 rounded-full bg-linen/15" />
        <div className="min-w-0 flex-1">
          <h2 id={TITLE_ID} className="font-serif text-lg leading-tight font-semibold text-linen">
            {siteConfig.name}
          </h2>
          <p className="text-sm text-linen/85">{siteConfig.tagline}</p>
        </div>
        <button
          type="button"
          onClick={() => send("WINDOW_CLOSE", true)}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-linen hover:bg-linen/15 focus-visible:outline-linen"
        >
          <SpriteIcon name="close" className="size-5" />
          <span className="sr-only">{chat.closeWindow}</span>
        </button>
      </div>
      <div className="overflow-y-auto bg-linen px-5 py-5">
        <p id={PROMPT_ID} className="max-w-[85%] rounded-card rounded-tl-sm bg-white px-4 py-3 text-forest shadow-soft">
          {chat.prompt}
        </p>
        <ul className="mt-4 grid gap-2" aria-label={chat.optionsLabel}>
          {chat.options.map((option, index) => (
            <li key={option.label}>
              {option.to ? (
                <a
                  ref={index === 0 ? firstOption : undefined}
                  href={option.to}
                  onClick={() => send("WINDOW_OPTION", false)}
                  className={buttonVariants({ variant: "outline", size: "sm", className: "w-full" })}
                >
                  {option.label}
                </a>
              ) : (
                <QuoteLink
                  location="chat_window"
                  size="sm"
                  className="w-full"
                  onClick={() => send("WINDOW_OPTION", !ownQuoteForm)}
                >
                  {option.label}
                </QuoteLink>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

export const POPUP_DELAY_MS = 15_000
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
      // With nothing open the machine ignores the popup's close, and focus is on the round button already.
      onKeyDown={(event) => event.key === "Escape" && send(open ? "WINDOW_CLOSE" : "POPUP_CLOSE", true)}
      // Without scripts nothing could open: no button that does nothing.
      className="fixed right-4 bottom-4 z-40 sm:right-6 sm:bottom-6 noscript:hidden"
    >
      {/* In the DOM from the start, so screen readers announce the popup and the farewell politely. */}
      <div aria-live="polite" className="absolute right-0 bottom-18">
        {status === "popup" && <ChatPopup send={send} />}
        {status === "farewell" && (
          <p
            data-slot="chat-farewell"
            className="w-max max-w-[calc(100vw-2rem)] rounded-card rounded-br-sm border border-line bg-white px-4 py-3 text-forest shadow-lift sm:max-w-80"
          >
            {chat.farewell}
          </p>
        )}
      </div>
      {/* The tooltip's useId, in the prerendered HTML, depends on its position among its siblings: always the third. */}
      {open && <ChatWindow send={send} />}
      <IconTooltip label={chat.button} side="left">
        <button
          ref={button}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? CHAT_WINDOW_ID : undefined}
          onClick={() => send("TOGGLE", open)}
          className="inline-flex size-14 items-center justify-center rounded-full bg-forest text-linen shadow-lift ring-2 ring-linen/40 transition-[background-color,transform] duration-200 hover:bg-forest-700 active:translate-y-px"
        >
          <SpriteIcon name={open ? "close" : "message-circle"} className="size-6" />
          <span className="sr-only">{chat.button}</span>
        </button>
      </IconTooltip>
    </div>
  )
}
