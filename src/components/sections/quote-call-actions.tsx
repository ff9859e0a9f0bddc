import { buttonVariants } from "~/components/ui/button"
import { SpriteIcon } from "~/components/ui/sprite-icon"
import { PhoneLink, QuoteLink } from "~/components/ui/tracked-links"
import type { OwnerButtons } from "~/lib/content/owner-pages"
import type { QuoteClickLocation } from "~/lib/tracking"
import labels from "site:content/labels"

type QuoteCallActionsProps = {
  location: QuoteClickLocation
  onDark?: boolean
  quoteLabel?: string
  callLabel?: string
  /** An owner page's hero or call to action (decision 020): its own quote, call and page buttons, if it lists any. */
  buttons?: OwnerButtons
}

export function QuoteCallActions({ location, onDark, quoteLabel, callLabel, buttons }: QuoteCallActionsProps) {
  const second = buttonVariants({ variant: onDark ? "light" : "outline", size: "lg" })
  const list: NonNullable<OwnerButtons> = buttons?.length
    ? buttons
    : [
        { type: "quote", label: quoteLabel },
        { type: "call", label: callLabel },
      ]
  return list.map((button, index) =>
    button.type === "quote" ? (
      <QuoteLink key={index} location={location} size="lg">
        {button.label}
      </QuoteLink>
    ) : button.type === "call" ? (
      <PhoneLink key={index} location={location} className={second}>
        <SpriteIcon name="phone" />
        {button.label ?? labels.callUs}
      </PhoneLink>
    ) : (
      <a key={index} href={button.to} className={second}>
        {button.label}
      </a>
    ),
  )
}
