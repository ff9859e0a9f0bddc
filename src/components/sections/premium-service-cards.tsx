import { TickList } from "~/components/sections/check-list"
import { IconTile, SpriteIcon } from "~/components/ui/sprite-icon"
import { QuoteLink } from "~/components/ui/tracked-links"
import type { ServicesContent } from "~/lib/content/schemas"
import labels from "site:content/labels"

function Points({ heading, points }: { heading: string; points: string[] }) {
  return (
    <div>
      <h4 className="font-sans text-sm font-semibold tracking-[0.12em] text-eucalyptus-700 uppercase">{heading}</h4>
      <TickList
        items={points}
        className="mt-3 grid gap-2 text-[0.95rem] text-forest"
        tickClassName="text-eucalyptus-700"
      />
    </div>
  )
}

export function PremiumServiceCards({
  cards,
  audienceHeading,
  includedHeading,
  benefitsHeading,
}: Pick<ServicesContent["premium"], "cards" | "audienceHeading" | "includedHeading" | "benefitsHeading">) {
  return (
    <ul data-slot="premium-services" className="grid gap-6 lg:grid-cols-2">
      {cards.map((card) => (
        <li key={card.title} className="flex flex-col rounded-panel border border-line bg-white p-6 shadow-soft sm:p-9">
          <div className="flex items-center gap-4">
            <IconTile name={card.icon} size={14} className="shrink-0 rounded-2xl bg-mist text-forest" />
            <h3 className="text-h3 font-semibold">{card.title}</h3>
          </div>
          <p className="mt-5 text-ink-soft">
            <span className="font-semibold text-forest">{audienceHeading}: </span>
            {card.forWho}
          </p>
          <div className="mt-6 grid gap-6 border-t border-line pt-6 sm:grid-cols-2">
            <Points heading={includedHeading} points={card.included} />
            <Points heading={benefitsHeading} points={card.benefits} />
          </div>
          <div className="mt-auto flex flex-wrap items-center gap-x-6 gap-y-3 pt-8">
            <QuoteLink location="services_page" variant="secondary">
              {labels.getQuote}
            </QuoteLink>
            <a
              href={card.link.to}
              className="inline-flex items-center gap-2 font-semibold text-forest underline-offset-4 hover:underline"
            >
              {card.link.label}
              <SpriteIcon name="arrow-right" className="size-4" />
            </a>
          </div>
        </li>
      ))}
    </ul>
  )
}
