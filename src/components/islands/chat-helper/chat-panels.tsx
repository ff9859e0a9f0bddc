import { useEffect, useRef } from "react"

import { buttonVariants } from "~/components/ui/button"
import { SpriteIcon } from "~/components/ui/sprite-icon"
import { QuoteLink } from "~/components/ui/tracked-links"
import { cn } from "~/lib/cn"
import { ownQuoteForm } from "~/lib/env"
import { siteConfig } from "~/site.config"
import labels from "site:content/labels"

const { chat } = labels

export const CHAT_WINDOW_ID = "chat-helper-window"
const TITLE_ID = "chat-helper-title"
const PROMPT_ID = "chat-helper-prompt"

// Rises in gently on first paint (@starting-style); no motion under prefers-reduced-motion.
const panel =
  "max-w-[calc(100vw-2rem)] rounded-panel border border-line bg-white shadow-lift motion-safe:transition-[opacity,translate] motion-safe:duration-300 motion-safe:ease-calm starting:translate-y-3 starting:opacity-0"

type PanelProps = {
  /** An option was chosen; `external` when it opened the quote form in a new tab (not the site's own, env.ts). */
  onOption: (external: boolean) => void
  onClose: () => void
}

/** The auto popup: a speech bubble above the round button, announced by the surrounding live region. */
export function ChatPopup({ onOption, onClose }: PanelProps) {
  return (
    <div data-slot="chat-popup" className={cn(panel, "w-80 p-5")}>
      <div className="flex items-start gap-3">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-mist text-forest">
          <SpriteIcon name="leaf" className="size-4.5" />
        </span>
        <p className="pt-1.5 font-medium text-forest">{chat.popup}</p>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <QuoteLink location="chat_popup" size="sm" onClick={() => onOption(!ownQuoteForm)}>
          {chat.popupQuote}
        </QuoteLink>
        <a
          href="/services"
          onClick={() => onOption(false)}
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          {chat.popupBrowse}
        </a>
        <button type="button" onClick={onClose} className={buttonVariants({ variant: "ghost", size: "sm" })}>
          {chat.popupClose}
        </button>
      </div>
    </div>
  )
}

/** A non-modal dialog (no focus trap: the page stays usable); focus starts on its first option; Escape: chat-helper. */
export function ChatWindow({ onOption, onClose }: PanelProps) {
  const firstOption = useRef<HTMLAnchorElement>(null)
  useEffect(() => firstOption.current?.focus(), [])

  return (
    <section
      id={CHAT_WINDOW_ID}
      role="dialog"
      aria-labelledby={TITLE_ID}
      aria-describedby={PROMPT_ID}
      data-slot="chat-window"
      className={cn(panel, "flex max-h-[calc(100dvh-7rem)] w-87.5 flex-col overflow-hidden")}
    >
      <div className="flex items-center gap-3 bg-forest px-5 py-4 text-linen">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-linen/15">
          <SpriteIcon name="leaf" className="size-4.5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={TITLE_ID} className="font-serif text-lg leading-tight font-semibold text-linen">
            {siteConfig.name}
          </h2>
          <p className="text-sm text-linen/85">{siteConfig.tagline}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
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
                  onClick={() => onOption(false)}
                  className={cn(buttonVariants({ variant: "outline", size: "sm" }), "w-full")}
                >
                  {option.label}
                </a>
              ) : (
                <QuoteLink location="chat_window" size="sm" className="w-full" onClick={() => onOption(!ownQuoteForm)}>
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
