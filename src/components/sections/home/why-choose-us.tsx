import { FadeIn } from "~/components/ui/fade-in"
import { IconTile, SpriteIcon } from "~/components/ui/sprite-icon"
import type { HomeContent } from "~/lib/content/schemas"

import { Section } from "../section"

export function WhyChooseUs({ content }: { content: HomeContent["whyChooseUs"] }) {
  return (
    <Section labelledBy="why-heading" tone="linen" heading={{ ...content, spaced: false }}>
      <FadeIn className="mt-14">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {content.cards.map((card) => (
            <li key={card.title}>
              <div className="flex h-full gap-5 rounded-card border border-line/60 bg-white p-6 shadow-soft sm:block sm:p-7">
                <IconTile
                  name={card.icon}
                  size={12}
                  thin
                  className="shrink-0 rounded-2xl bg-mist text-eucalyptus-700"
                />
                <div>
                  <h3 className="text-h3 font-semibold sm:mt-5">{card.title}</h3>
                  <p className="mt-2 text-ink-soft">{card.description}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </FadeIn>
      <ul
        aria-label={content.badgesLabel}
        className="mt-12 flex flex-wrap justify-center gap-3"
        data-slot="partner-badges"
      >
        {content.badges.map((badge) => (
          <li
            key={badge.label}
            className="inline-flex items-center gap-2 rounded-pill border border-forest/10 bg-white/80 px-4 py-2 text-sm font-semibold text-forest"
          >
            <SpriteIcon name={badge.icon} className="size-4 text-eucalyptus-600" strokeWidth={1.75} />
            {badge.label}
          </li>
        ))}
      </ul>
    </Section>
  )
}
