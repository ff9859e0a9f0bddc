import { IconTile } from "~/components/ui/sprite-icon"
import type { HomeContent } from "~/lib/content/schemas"

import { Section } from "../section"

export function Coverage({ content, suburbs }: { content: HomeContent["coverage"]; suburbs: readonly string[] }) {
  return (
    <Section
      labelledBy="coverage-heading"
      tone="white"
      className="border-y border-line/60"
      padding="none"
      innerClassName="grid gap-6 py-12 sm:py-14 lg:grid-cols-[minmax(0,20rem)_1fr] lg:items-center lg:gap-14"
    >
      <div className="flex items-start gap-4">
        <IconTile name="map-pin" size={11} className="mt-1 shrink-0 rounded-full bg-mist text-eucalyptus-700" />
        <div>
          <h2 id="coverage-heading" className="text-h3 font-semibold">
            {content.heading}
          </h2>
          <p className="mt-1 text-ink-soft">{content.intro}</p>
        </div>
      </div>
      <div>
        <ul className="flex flex-wrap gap-2" aria-label="Suburbs we serve">
          {suburbs.map((suburb) => (
            <li
              key={suburb}
              className="rounded-pill border border-line bg-linen px-3.5 py-1.5 text-[0.95rem] text-forest"
            >
              {suburb}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-ink-soft">…{content.outro}</p>
      </div>
    </Section>
  )
}
