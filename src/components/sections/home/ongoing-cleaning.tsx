import { TickList } from "~/components/sections/check-list"
import { ArrowLink } from "~/components/ui/button"
import { FadeIn } from "~/components/ui/fade-in"
import { Picture } from "~/components/ui/picture"
import { IconTile } from "~/components/ui/sprite-icon"
import type { HomeContent } from "~/lib/content/schemas"
import { photo } from "~/lib/images"

import { Eyebrow, Section } from "../section"

type OngoingCleaningProps = { content: HomeContent["ongoing"]; sameCleaner: HomeContent["sameCleaner"] }

export function OngoingCleaning({ content, sameCleaner }: OngoingCleaningProps) {
  return (
    <Section labelledBy="ongoing-heading" tone="linen" innerClassName="grid gap-8 lg:grid-cols-2 lg:gap-10">
      <FadeIn direction="right" className="h-full">
        <div className="flex h-full flex-col rounded-panel bg-white p-8 shadow-soft sm:p-10">
          <IconTile name="calendar-check" size={12} thin className="rounded-2xl bg-mist text-eucalyptus-700" />
          <Eyebrow text={content.eyebrow} className="mt-6 text-eucalyptus-700" />
          <h2 id="ongoing-heading" className="mt-2 text-h2 font-semibold">
            {content.heading}
          </h2>
          <p className="mt-4 text-lead text-ink-soft">{content.text}</p>
          <ul aria-label="How often" className="mt-6 flex flex-wrap gap-2">
            {content.frequencies.map((frequency) => (
              <li key={frequency} className="rounded-pill bg-mist px-4 py-1.5 text-sm font-semibold text-forest">
                {frequency}
              </li>
            ))}
          </ul>
          <div className="mt-auto pt-9">
            <ArrowLink href="/contact" variant="secondary">
              {content.ctaLabel}
            </ArrowLink>
          </div>
        </div>
      </FadeIn>
      <div className="h-full">
        <div className="grid h-full overflow-hidden rounded-panel bg-mist sm:grid-cols-[2fr_3fr] lg:grid-cols-1 xl:grid-cols-[2fr_3fr]">
          <Picture
            src={photo(sameCleaner.photo)}
            alt={sameCleaner.photoAlt}
            sizes="(min-width: 1280px) 230px, (min-width: 1024px) 560px, (min-width: 640px) 40vw, 100vw"
            className="block h-full min-h-64 overflow-hidden lg:max-h-72 xl:max-h-none"
            imgClassName="h-full w-full object-cover object-top"
          />
          <div className="p-8 sm:p-10">
            <h3 className="text-h3 font-semibold">{sameCleaner.heading}</h3>
            <p className="mt-3 text-ink-soft">{sameCleaner.text}</p>
            <TickList items={sameCleaner.points} className="mt-5 grid gap-2.5 text-[0.95rem]" />
          </div>
        </div>
      </div>
    </Section>
  )
}
