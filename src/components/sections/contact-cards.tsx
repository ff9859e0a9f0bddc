import { EmailLink, PhoneLink } from "~/components/ui/tracked-links"
import type { ContactContent } from "~/lib/content/schemas"
import { siteConfig } from "~/site.config"

import { IconCard } from "./card"

const LINK_CLASS =
  "font-serif text-xl font-semibold text-forest underline decoration-eucalyptus decoration-2 underline-offset-4 hover:decoration-forest"

/** Phone, e-mail and hours, each a card whose heading names the band's part (they are the band's headings). */
export function ContactCards({ cards, location }: { cards: ContactContent["cards"]; location: string }) {
  return (
    <ul data-slot="contact-cards" className="grid gap-5 md:grid-cols-3 lg:gap-6">
      <IconCard icon="phone" level="h2" {...cards.phone}>
        <div className="mt-auto pt-5">
          <PhoneLink location={location} className={LINK_CLASS} />
        </div>
      </IconCard>
      <IconCard icon="mail" level="h2" {...cards.email}>
        <div className="mt-auto pt-5">
          <EmailLink location={location} className={`${LINK_CLASS} wrap-anywhere`} />
        </div>
      </IconCard>
      <IconCard icon="clock" level="h2" {...cards.hours}>
        <dl className="mt-auto grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5 pt-5" data-slot="contact-hours">
          {siteConfig.hours.contactPage.map((row) => (
            <div key={row.days} className="contents">
              <dt className="font-semibold text-forest">{row.days}</dt>
              <dd className="text-ink-soft">{row.time}</dd>
            </div>
          ))}
        </dl>
      </IconCard>
    </ul>
  )
}
