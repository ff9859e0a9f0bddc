import { buttonVariants } from "~/components/ui/button"
import { SpriteIcon } from "~/components/ui/sprite-icon"
import { PhoneLink, QuoteLink } from "~/components/ui/tracked-links"
import type { QuoteClickLocation } from "~/lib/tracking"
import labels from "site:content/labels"

type QuoteCallActionsProps = {
  location: QuoteClickLocation
  onDark?: boolean
  quoteLabel?: string
  callLabel?: string
}

/** The pair of buttons most pages open and close with: the quote form and a phone call. */
export function QuoteCallActions({ location, onDark, quoteLabel, callLabel = labels.callUs }: QuoteCallActionsProps) {
  return (
    <>
      <QuoteLink location={location} size="lg">
        {quoteLabel}
      </QuoteLink>
      <PhoneLink location={location} className={buttonVariants({ variant: onDark ? "light" : "outline", size: "lg" })}>
        <SpriteIcon name="phone" />
        {callLabel}
      </PhoneLink>
    </>
  )
}
