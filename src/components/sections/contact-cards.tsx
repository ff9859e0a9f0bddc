import type { ReactNode } from "react"

import { IconTile } from "~/components/ui/sprite-icon"
import type { SpriteIconName } from "~/components/ui/sprite-icons"
import { EmailLink, PhoneLink } from "~/components/ui/tracked-links"
import type { ContactContent } from "~/lib/content/schemas"
import { siteConfig } from "~/site.config"

type CardProps = { icon: SpriteIconName; heading: string; text: string; children: ReactNode }

function Card({ icon, heading, text, children }: CardProps) {
  return (
    <li className="flex flex-col rounded-card border border-line bg-white p-6 shadow-soft sm:p-7">
      <IconTile name={icon} size={12} aria-hidden="true" className="rounded-2xl bg-mist text-forest" />
      <h2 className="mt-5 text-h3 font-semibold">{heading}</h2>
      <p className="mt-1.5 text-ink-soft">{text}</p>
      <div className="mt-auto pt-5">{children}</div>
    </li>
  )
}

const linkClass =
  "font-serif text-xl font-semibold text-forest underline decoration-eucalyptus decoration-2 underline-offset-4 hover:decoration-forest"

export function ContactCards({ cards, location }: { cards: ContactContent["cards"]; location: string }) {
  return (
    <ul data-slot="contact-cards" className="grid gap-5 md:grid-cols-3 lg:gap-6">
      <Card icon="phone" {...cards.phone}>
        <PhoneLink location={location} className={linkClass} />
      </Card>
      <Card icon="mail" {...cards.email}>
        <EmailLink location={location} className={`${linkClass} break-all`} />
      </Card>
      <Card icon="clock" {...cards.hours}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5" data-slot="contact-hours">
          {siteConfig.hours.contactPage.map((row) => (
            <div key={row.days} className="contents">
              <dt className="font-semibold text-forest">{row.days}</dt>
              <dd className="text-ink-soft">{row.time}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </ul>
  )
}
