// What the business offers, as grids of icon cards: features (industries, values, what's included) and services.
import type { ReactNode } from "react"

import { Pills, TickList } from "~/components/sections/lists"
import { IconTile, SpriteIcon } from "~/components/ui/sprite-icon"
import { QuoteLink } from "~/components/ui/tracked-links"
import type { FeatureCard, ServiceCard, ServicesContent } from "~/lib/content/schemas"
import labels from "site:content/labels"

import { IconCard } from "./card"

const COLUMNS = {
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const

type FeatureCardsProps = { cards: FeatureCard[]; columns?: keyof typeof COLUMNS; surface?: "white" | "linen" }

export function FeatureCards({ cards, columns = 3, surface = "white" }: FeatureCardsProps) {
  return (
    <ul data-slot="feature-cards" className={`grid gap-5 lg:gap-6 ${COLUMNS[columns]}`}>
      {cards.map((card) => (
        <IconCard
          key={card.title}
          icon={card.icon}
          heading={card.title}
          text={card.description}
          surface={card.featured ? "featured" : surface}
          badge={card.featured ? "Featured" : undefined}
          data-featured={card.featured ? "true" : undefined}
          className="relative"
        >
          {card.link && (
            <a href={card.link.to} className="arrow-link stretched-link mt-5 self-start">
              {card.link.label}
              <SpriteIcon name="arrow-right" className="size-4" />
            </a>
          )}
        </IconCard>
      ))}
    </ul>
  )
}

export function ServiceCards({ cards, action }: { cards: ServiceCard[]; action?: ReactNode }) {
  return (
    <ul data-slot="service-cards" className="grid gap-5 md:grid-cols-3 lg:gap-6">
      {cards.map((card) => (
        <IconCard key={card.title} icon={card.icon} heading={card.title}>
          {card.badges && <Pills items={card.badges} label="Visit frequency" className="mt-3" />}
          <p className="mt-3 text-ink-soft">{card.description}</p>
          <TickList
            items={card.points}
            className="mt-5 grid gap-2.5 border-t border-line pt-5 text-[0.95rem] text-forest"
            tickClassName="text-eucalyptus-700"
          />
          {action && <div className="mt-auto pt-6">{action}</div>}
        </IconCard>
      ))}
    </ul>
  )
}

function Points({ heading, points }: { heading: string; points: string[] }) {
  return (
    <div>
      <h4 className="font-sans text-sm font-semibold tracking-[0.12em] text-eucalyptus-700 uppercase">{heading}</h4>
      <TickList items={points} className="mt-3 grid gap-2 text-[0.95rem]" tickClassName="text-eucalyptus-700" />
    </div>
  )
}

export function PremiumServiceCards({ cards, ...words }: ServicesContent["premium"]) {
  return (
    <ul data-slot="premium-services" className="grid gap-6 lg:grid-cols-2">
      {cards.map((card) => (
        <li key={card.title} className="flex flex-col rounded-panel border border-line bg-white p-6 shadow-soft sm:p-9">
          <div className="flex items-center gap-4">
            <IconTile name={card.icon} size={14} className="shrink-0 rounded-2xl bg-mist text-forest" />
            <h3 className="text-h3 font-semibold">{card.title}</h3>
          </div>
          <p className="mt-5 text-ink-soft">
            <span className="font-semibold text-forest">{words.audienceHeading}: </span>
            {card.forWho}
          </p>
          <div className="mt-6 grid gap-6 border-t border-line pt-6 sm:grid-cols-2">
            <Points heading={words.includedHeading} points={card.included} />
            <Points heading={words.benefitsHeading} points={card.benefits} />
          </div>
          <div className="mt-auto flex flex-wrap items-center gap-x-6 gap-y-3 pt-8">
            <QuoteLink location="services_page" variant="secondary">
              {labels.getQuote}
            </QuoteLink>
            <a href={card.link.to} className="arrow-link">
              {card.link.label}
              <SpriteIcon name="arrow-right" className="size-4" />
            </a>
          </div>
        </li>
      ))}
    </ul>
  )
}
