import { useEffect, useRef, useState } from "react"
import { flushSync } from "react-dom"

import { buttonVariants } from "~/components/ui/button"
import { SpriteIcon } from "~/components/ui/sprite-icon"
import { QuoteLink } from "~/components/ui/tracked-links"
import { CLOSING_SECTION_ID, ESTIMATE_SECTION_ID, HERO_ACTIONS_ID } from "~/lib/band-ids"
import { estimateOn, floatingQuoteWords } from "~/lib/content/home-islands"
import { ownQuoteForm } from "~/lib/env"
import { goToBand } from "~/lib/estimate-handoff"

import { useInView, usePromptState } from "./use-floating-quote"

const STICKY = "shadow-lift sm:min-h-12 sm:px-6 sm:text-base"

/** With the instant estimate on (decision 024), the sticky button opens its band instead. */
const estimateId = estimateOn ? ESTIMATE_SECTION_ID : undefined
/** The sticky button steps aside while any of home's quote areas is on screen. */
const quoteAreaIds = [HERO_ACTIONS_ID, CLOSING_SECTION_ID, ...(estimateId ? [estimateId] : [])]

/** The first quote area on screen now, measured: the browser's first report of them may come after the prompt. */
const areaOnScreen = () =>
  quoteAreaIds
    .flatMap((id) => document.getElementById(id) ?? [])
    .find((area) => {
      const { top, bottom } = area.getBoundingClientRect()
      return bottom > 0 && top < window.innerHeight
    })

/** The sticky quote button and the prompt card (decision 038); below 768 px it steps around the chat helper (060). */
export default function FloatingQuote() {
  const { prompt: promptWords, stickyButton } = floatingQuoteWords
  const [prompt, closePrompt] = usePromptState()
  const areasInView = useInView(quoteAreaIds)
  // Until the browser can tell, a quote area counts as on screen: the sticky button does not flash on load.
  const quoteAreaVisible = areasInView?.length !== 0
  const promptShown = prompt === "visible"
  const stickyShown = !quoteAreaVisible && !promptShown
  const card = useRef<HTMLElement>(null)
  const sticky = useRef<HTMLDivElement>(null)
  // Focus in the closing card would fall to the page's top: it goes to the quote button on screen instead.
  const close = () => {
    const hadFocus = card.current?.contains(document.activeElement)
    flushSync(closePrompt)
    if (!hadFocus) return
    // The sticky button shows once the card is gone, unless a quote area is on screen.
    ;(quoteAreaVisible ? (areasInView?.[0] ?? areaOnScreen()) : sticky.current)?.querySelector("a")?.focus()
  }
  // Not prerendered: floating, it shifts nothing, and the sticky button waits to know whether a quote area shows.
  const [started, setStarted] = useState(false)
  useEffect(() => setStarted(true), [])
  if (!started) return null

  return (
    // The phone menu (a popover, layout/site-header) covers the top of the screen: neither card shows with it.
    <div data-print="hide" className="[body:has(#mobile-menu:popover-open)_&]:hidden">
      <div
        ref={sticky}
        data-slot="sticky-quote"
        data-state={stickyShown ? "shown" : "hidden"}
        inert={!stickyShown}
        // Focusable at once when shown (visibility does not transition in); still seen while it fades out.
        className="fixed bottom-4 left-4 z-30 transition-[opacity,transform] duration-300 ease-calm data-[state=hidden]:invisible data-[state=hidden]:translate-y-3 data-[state=hidden]:opacity-0 data-[state=hidden]:transition-[opacity,transform,visibility] sm:bottom-6 sm:left-6"
      >
        {estimateId ? (
          <a
            href={`#${estimateId}`}
            onClick={(event) => {
              // To the estimate's band, with focus on its first choice, which starts the estimator's island.
              event.preventDefault()
              goToBand(estimateId, "input:checked")
            }}
            className={buttonVariants({ size: "sm", className: STICKY })}
          >
            <SpriteIcon name="message-square-quote" />
            {stickyButton.label}
          </a>
        ) : (
          <QuoteLink location="sticky_button" size="sm" className={STICKY}>
            <SpriteIcon name="message-square-quote" />
            {stickyButton.label}
          </QuoteLink>
        )}
      </div>

      {/* Below 768 px the chat helper's popup takes the bottom: the card shows under the header instead. Its window,
          which the visitor opened, takes most of the screen: the card shows once it is closed (decision 060). */}
      <div
        aria-live="polite"
        className="fixed right-22 bottom-4 left-4 z-40 sm:right-auto sm:bottom-6 sm:left-6 sm:w-88 max-md:[body:has([data-slot=chat-popup])_&]:top-20 max-md:[body:has([data-slot=chat-popup])_&]:bottom-auto max-md:[body:has([data-slot=chat-window])_&]:hidden"
      >
        {promptShown && (
          // Escape closes it as it does the chat helper's panels, when the visitor is in it.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
          <section
            ref={card}
            aria-labelledby="quote-prompt-heading"
            data-slot="quote-prompt"
            onKeyDown={(event) => event.key === "Escape" && close()}
            className="relative rounded-panel border border-line bg-white p-5 pr-12 shadow-lift motion-safe:animate-[prompt-in_0.4s_var(--ease-calm)] sm:p-6 sm:pr-12"
          >
            <button
              type="button"
              onClick={close}
              className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-full text-ink-soft hover:bg-mist hover:text-forest"
            >
              <SpriteIcon name="close" className="size-4.5" />
              <span className="sr-only">{promptWords.closeLabel}</span>
            </button>
            <h2 id="quote-prompt-heading" className="font-serif text-lg font-semibold sm:text-xl">
              {promptWords.heading}
            </h2>
            <p className="mt-1.5 text-sm text-ink-soft sm:text-base">{promptWords.text}</p>
            {/* To the site's own form, the page moves there: focus is not handed to a button it left behind. */}
            <QuoteLink
              location="floating_popup"
              size="sm"
              className="mt-4 w-full sm:min-h-12"
              onClick={ownQuoteForm ? closePrompt : close}
            >
              {promptWords.yesLabel}
            </QuoteLink>
          </section>
        )}
      </div>
    </div>
  )
}
