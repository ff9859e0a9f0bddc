import { useEffect, useState } from "react"

import { QuoteLink } from "~/components/ui/quote-link"
import { SpriteIcon } from "~/components/ui/sprite-icon"
import { cn } from "~/lib/cn"
import type { HomeContent } from "~/lib/content/schemas"

import { CHAT_PANEL_SELECTOR, useAnyInView, useElementPresent, usePromptState } from "./use-floating-quote"

type FloatingQuoteProps = {
  content: { stickyLabel: string; prompt: HomeContent["prompt"] }
  /** Ids of on-page quote areas; the sticky button steps aside while any of them is on screen. */
  quoteAreaIds: readonly string[]
}

/**
 * The fixed 'Get Instant Quote' button and the floating prompt card (SPEC section 4), bottom-left, clear
 * of the chat helper's corner. The button hides while the prompt is open, so the two never stack; the
 * prompt waits while the chat helper is open, as they share the corner space on phones.
 */
export default function FloatingQuote({ content, quoteAreaIds }: FloatingQuoteProps) {
  const [prompt, closePrompt] = usePromptState()
  const quoteAreaVisible = useAnyInView(quoteAreaIds)
  const chatOpen = useElementPresent(CHAT_PANEL_SELECTOR)
  const promptShown = prompt === "visible" && !chatOpen
  const stickyShown = !quoteAreaVisible && !promptShown
  // Nothing of it is in the prerendered HTML: it floats, so starting late shifts nothing, and the sticky button must
  // not show before the page knows whether a quote area is on screen.
  const [started, setStarted] = useState(false)
  useEffect(() => setStarted(true), [])
  if (!started) return null

  return (
    // The phone menu (a popover, layout/site-header) covers the top of the screen: neither card shows with it.
    <div data-print="hide" className="[body:has(#mobile-menu:popover-open)_&]:hidden">
      <div
        data-slot="sticky-quote"
        data-state={stickyShown ? "shown" : "hidden"}
        inert={!stickyShown}
        className={cn(
          "fixed bottom-4 left-4 z-30 transition-[opacity,transform,visibility] duration-300 ease-calm sm:bottom-6 sm:left-6",
          stickyShown ? "visible translate-y-0 opacity-100" : "invisible translate-y-3 opacity-0",
        )}
      >
        <QuoteLink location="sticky_button" size="sm" className="shadow-lift sm:min-h-12 sm:px-6 sm:text-base">
          <SpriteIcon name="message-square-quote" />
          {content.stickyLabel}
        </QuoteLink>
      </div>

      <div
        aria-live="polite"
        className="fixed right-22 bottom-4 left-4 z-40 sm:right-auto sm:bottom-6 sm:left-6 sm:w-88"
      >
        {promptShown && (
          <section
            aria-labelledby="quote-prompt-heading"
            data-slot="quote-prompt"
            className="relative rounded-panel border border-line bg-white p-5 pr-12 shadow-lift motion-safe:animate-[prompt-in_0.4s_var(--ease-calm)] sm:p-6 sm:pr-12"
          >
            <button
              type="button"
              onClick={closePrompt}
              className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-full text-ink-soft hover:bg-mist hover:text-forest"
            >
              <SpriteIcon name="close" className="size-4.5" />
              <span className="sr-only">{content.prompt.closeLabel}</span>
            </button>
            <h2 id="quote-prompt-heading" className="font-serif text-lg font-semibold sm:text-xl">
              {content.prompt.heading}
            </h2>
            <p className="mt-1.5 text-sm text-ink-soft sm:text-base">{content.prompt.text}</p>
            <QuoteLink location="floating_popup" size="sm" className="mt-4 w-full sm:min-h-12" onClick={closePrompt}>
              {content.prompt.yesLabel}
            </QuoteLink>
          </section>
        )}
      </div>
    </div>
  )
}
