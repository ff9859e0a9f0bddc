import { TickList } from "~/components/sections/check-list"
import { ArrowLink } from "~/components/ui/button"
import { FadeIn } from "~/components/ui/fade-in"
import { Picture } from "~/components/ui/picture"
import { SpriteIcon } from "~/components/ui/sprite-icon"
import { QuoteLink } from "~/components/ui/tracked-links"
import type { HomeContent } from "~/lib/content/schemas"
import { photo } from "~/lib/images"

import { Section, SectionHeading } from "../section"

export function NdisSupport({ content }: { content: HomeContent["ndis"] }) {
  return (
    <Section labelledBy="ndis-heading" innerClassName="grid items-center gap-12 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
      <div className="lg:order-2">
        <FadeIn direction="left">
          <Picture
            src={photo(content.photo)}
            alt={content.photoAlt}
            sizes="(min-width: 1024px) 580px, 100vw"
            className="block aspect-[4/3] overflow-hidden rounded-panel shadow-lift"
            imgClassName="h-full w-full object-cover"
          />
        </FadeIn>
      </div>
      <div>
        <SectionHeading spaced={false} id="ndis-heading" align="left" {...content} intro={content.text} />
        <TickList items={content.points} className="mt-7 grid gap-2.5" />
        <p className="mt-7 flex items-start gap-3 rounded-card bg-sand/70 p-4 text-sm text-ink-soft">
          <SpriteIcon name="info" className="mt-0.5 size-4 shrink-0 text-forest" />
          {content.note}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <QuoteLink location="home_ndis">{content.quoteLabel}</QuoteLink>
          <ArrowLink href="/ndis" variant="outline">
            {content.linkLabel}
          </ArrowLink>
        </div>
      </div>
    </Section>
  )
}
