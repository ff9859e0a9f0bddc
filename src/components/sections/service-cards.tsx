import type { ReactNode } from "react"

import { TickList } from "~/components/sections/check-list"
import { IconTile } from "~/components/ui/sprite-icon"
import type { ServiceCard } from "~/lib/content/schemas"

export function ServiceCards({ cards, action }: { cards: ServiceCard[]; action?: ReactNode }) {
  return (
    <ul data-slot="service-cards" className="grid gap-5 md:grid-cols-3 lg:gap-6">
      {cards.map((card) => (
        <li key={card.title} className="flex flex-col rounded-card border border-line bg-white p-6 shadow-soft sm:p-7">
          <IconTile name={card.icon} size={12} className="rounded-2xl bg-mist text-forest" />
          <h3 className="mt-5 text-h3 font-semibold">{card.title}</h3>
          {card.badges && (
            <ul className="mt-3 flex flex-wrap gap-2" aria-label="Visit frequency">
              {card.badges.map((badge) => (
                <li key={badge} className="rounded-pill bg-mist px-3 py-1 text-sm font-semibold text-forest">
                  {badge}
                </li>
              ))}
            </ul>
          )}
          <p className="mt-3 text-ink-soft">{card.description}</p>
          <TickList
            items={card.points}
            className="mt-5 grid gap-2.5 border-t border-line pt-5 text-[0.95rem] text-forest"
            tickClassName="text-eucalyptus-700"
          />
          {action && <div className="mt-auto pt-6">{action}</div>}
        </li>
      ))}
    </ul>
  )
}
