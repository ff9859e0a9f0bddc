import { ArrowLink } from "~/components/ui/button"
import { FadeIn } from "~/components/ui/fade-in"
import { Picture } from "~/components/ui/picture"
import { IconTile } from "~/components/ui/sprite-icon"
import { cn } from "~/lib/cn"
import type { HomeContent } from "~/lib/content/schemas"
import { photo } from "~/lib/images"

import { Section, SectionHeading } from "../section"

export function Team({ content }: { content: HomeContent["team"] }) {
  return (
    <Section labelledBy="team-heading" tone="white" innerClassName="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
      <FadeIn direction="right">
        <ul className="grid grid-cols-3 gap-3 sm:gap-4" aria-label="Some of our team">
          {content.photos.map((item, index) => (
            <li key={item.photo} className={cn(index === 1 && "translate-y-8")}>
              <Picture
                src={photo(item.photo)}
                alt={item.alt}
                sizes="(min-width: 1024px) 180px, 30vw"
                className="block aspect-[3/4] overflow-hidden rounded-card shadow-soft"
                imgClassName="h-full w-full object-cover"
              />
            </li>
          ))}
        </ul>
      </FadeIn>
      <div>
        <SectionHeading spaced={false} id="team-heading" align="left" {...content} intro={content.text} />
        <ul className="mt-8 grid gap-5">
          {content.points.map((point) => (
            <li key={point.title} className="flex items-start gap-4">
              <IconTile name={point.icon} size={11} thin className="shrink-0 rounded-2xl bg-mist text-eucalyptus-700" />
              <div>
                <h3 className="font-sans text-lg font-semibold">{point.title}</h3>
                <p className="text-ink-soft">{point.description}</p>
              </div>
            </li>
          ))}
        </ul>
        <ArrowLink href="/about" variant="outline" className="mt-9">
          {content.ctaLabel}
        </ArrowLink>
      </div>
    </Section>
  )
}
