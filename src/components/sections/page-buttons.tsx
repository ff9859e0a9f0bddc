import { buttonVariants } from "~/components/ui/button"
import { SpriteIcon } from "~/components/ui/sprite-icon"
import { PhoneLink, QuoteLink } from "~/components/ui/tracked-links"
import type { OwnerButtons } from "~/lib/content/owner-pages"
import labels from "site:content/labels"

import { QuoteCallActions } from "./quote-call-actions"

/**
 * The buttons of an owner page's hero or call to action (decision 020): the quote form, a call, a page of the site;
 * none given, the pair most pages have.
 */
export function PageButtons({ buttons = [], onDark = false }: { buttons?: OwnerButtons; onDark?: boolean }) {
  if (!buttons.length) return <QuoteCallActions location="owner_page" onDark={onDark} />
  const second = buttonVariants({ variant: onDark ? "light" : "outline", size: "lg" })
  return buttons.map((button, index) =>
    button.type === "quote" ? (
      <QuoteLink key={index} location="owner_page" size="lg">
        {button.label}
      </QuoteLink>
    ) : button.type === "call" ? (
      <PhoneLink key={index} location="owner_page" className={second}>
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
