import { TickList } from "~/components/sections/check-list"
import { ArrowLink } from "~/components/ui/button"
import { FadeIn } from "~/components/ui/fade-in"
import { Picture } from "~/components/ui/picture"
import { QuoteLink } from "~/components/ui/tracked-links"
import type { HomeContent } from "~/lib/content/schemas"
import { photo } from "~/lib/images"

import { Section } from "../section"

export function PremiumServices({ content }: { content: HomeContent["premiumServices"] }) {
  return (
    <Section labelledBy="premium-heading" tone="white" heading={{ ...content, spaced: false }}>
      <FadeIn className="mt-14">
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {content.cards.map((card, index) => (
            <li key={card.title} className={index === 2 ? "md:col-span-2 lg:col-span-1" : undefined}>
              <article className="flex h-full flex-col overflow-hidden rounded-panel border border-line/60 bg-linen shadow-soft">
                <Picture
                  src={photo(card.photo)}
                  alt={card.photoAlt}
                  sizes="(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw"
                  className="block aspect-[3/2] overflow-hidden"
                  imgClassName="h-full w-full object-cover"
                />
                <div className="flex grow flex-col p-7">
                  <h3 className="text-h3 font-semibold">{card.title}</h3>
                  <p className="mt-2 text-ink-soft">{card.description}</p>
                  <TickList items={card.points} className="mt-5 grid gap-2 text-[0.95rem]" />
                  <div className="mt-auto pt-7">
                    {card.action.kind === "quote" ? (
                      <QuoteLink location={card.action.location} variant="secondary" className="w-full sm:w-auto">
                        {card.action.label}
                      </QuoteLink>
                    ) : (
                      <ArrowLink
                        href={card.action.to}
                        variant="outline"
                        className="w-full text-center whitespace-normal sm:w-auto"
                      >
                        {card.action.label}
                      </ArrowLink>
                    )}
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </FadeIn>
    </Section>
  )
}
