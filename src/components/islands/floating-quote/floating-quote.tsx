import { useEffect, useRef, useState } from "react"

import { CLOSING_SECTION_ID, HERO_ACTIONS_ID } from "~/components/sections/home/bands"
import { buttonVariants } from "~/components/ui/button"
import { SpriteIcon } from "~/components/ui/sprite-icon"
import { QuoteLink } from "~/components/ui/tracked-links"
import { cn } from "~/lib/cn"
import { estimateOn, floatingQuoteWords } from "~/lib/content/home-islands"
import { ownQuoteForm } from "~/lib/env"
import { ESTIMATE_SECTION_ID, goToBand } from "~/lib/estimate-handoff"

import {
  CHAT_PANEL_SELECTOR,
  useAnyInView,
  useElementPresent,
  useMediaQuery,
  usePromptState,
} from "./use-floating-quote"

const STICKY = "shadow-lift sm:min-h-12 sm:px-6 sm:text-base"

const inViewport = (element: Element) => {
  const { top, bottom } = element.getBoundingClientRect()
  return bottom > 0 && top < window.innerHeight
}

/** The instant estimate's band, when the owner has it on (decision 024): the sticky button opens it instead. */
const estimateId = estimateOn ? ESTIMATE_SECTION_ID : undefined
/** Home's quote areas; the sticky button steps aside while any of them is on screen. */
const quoteAreaIds = [HERO_ACTIONS_ID, CLOSING_SECTION_ID, ...(estimateId ? [estimateId] : [])]

/**
 * The fixed 'Get Instant Quote' button and the floating prompt card, bottom-left, clear
 * of the chat helper's corner. The button hides while the prompt is open, so the two never stack. Below 768 px the
 * chat helper's open panel spans the width the prompt needs, so there the prompt waits until it is closed; wider, the
 * two sit side by side and the prompt shows on time.
 */
export default function FloatingQuote() {
  // Its words come with its script, not as props in home's HTML (decision 038).
  const { prompt: promptWords, stickyButton } = floatingQuoteWords
  const [prompt, closePrompt] = usePromptState()
  const sideBySide = useMediaQuery("(min-width: 768px)")
  const quoteAreaVisible = useAnyInView(quoteAreaIds)
  const chatInTheWay = useElementPresent(CHAT_PANEL_SELECTOR) && !sideBySide
  const promptShown = prompt === "visible" && !chatInTheWay
  const stickyShown = !quoteAreaVisible && !promptShown
  const card = useRef<HTMLElement>(null)
  const sticky = useRef<HTMLDivElement>(null)
  const refocus = useRef(false)
  const close = () => {
    refocus.current = card.current?.contains(document.activeElement) ?? false
    closePrompt()
  }
  // Focus in the card would fall to the top of the page with it: it goes to the quote button that takes its place,
  // the sticky one, or the one on screen that the sticky one steps aside for.
  useEffect(() => {
    if (prompt !== "closed" || !refocus.current) return
    refocus.current = false
    const onScreen = quoteAreaIds.map((id) => document.getElementById(id)).find((area) => area && inViewport(area))
    ;(stickyShown ? sticky.current : onScreen)?.querySelector("a")?.focus()
  }, [prompt, stickyShown])
  // Nothing of it is in the prerendered HTML: it floats, so starting late shifts nothing, and the sticky button must
  // not show before the page knows whether a quote area is on screen.
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
        className={cn(
          "fixed bottom-4 left-4 z-30 duration-300 ease-calm sm:bottom-6 sm:left-6",
          // Visible (and focusable) at once when shown; still seen while it fades out when hidden.
          stickyShown
            ? "visible translate-y-0 opacity-100 transition-[opacity,transform]"
            : "invisible translate-y-3 opacity-0 transition-[opacity,transform,visibility]",
        )}
      >
        {estimateId ? (
          <a
            href={`#${estimateId}`}
            onClick={(event) => {
              // To the estimate's band, with focus on its first choice, which starts the estimator's island.
              event.preventDefault()
              goToBand(estimateId, "input:checked")
            }}
            className={cn(buttonVariants({ size: "sm" }), STICKY)}
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

      <div
        aria-live="polite"
        className="fixed right-22 bottom-4 left-4 z-40 sm:right-auto sm:bottom-6 sm:left-6 sm:w-88"
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
