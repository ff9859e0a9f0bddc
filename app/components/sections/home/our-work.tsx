import { lazy } from "react"
import { Link } from "react-router"

import { buttonVariants } from "~/components/ui/button"
import { NearViewportIsland } from "~/components/ui/near-viewport-island"
import { SpriteIcon } from "~/components/ui/sprite-icon"
import type { HomeContent } from "~/lib/content/schemas"

import { Section } from "../section"
import { SectionHeading } from "../section-heading"

// The gallery preview and sliders read /content/gallery.json at run time; their code (TanStack
// Query, zod, Radix Tabs, the slider) loads as the visitor scrolls near. Until then, and in the
// prerendered page, placeholders of the same size hold their place.
const OurWorkIsland = lazy(() =>
  import("~/components/widgets/gallery-preview/work-islands").then((m) => ({ default: m.OurWorkIsland })),
)

const pulse = "animate-pulse bg-mist-200 motion-reduce:animate-none"

/** The island's footprint while its code loads: the tab bar, six tiles and two slider cards. */
function OurWorkFallback({ beforeAfter }: { beforeAfter: HomeContent["beforeAfter"] }) {
  return (
    <div aria-busy="true" data-slot="our-work-placeholder">
      <div className="mx-auto h-13 w-80 max-w-full animate-pulse rounded-pill bg-linen motion-reduce:animate-none" />
      <div className="mt-10 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className={`aspect-4/3 rounded-card ${pulse}`} />
        ))}
      </div>
      <div className="mt-20 border-t border-line pt-16">
        <div className="mx-auto max-w-2xl text-center">
          <h3 className="text-h3 font-semibold">{beforeAfter.heading}</h3>
          <p className="mt-2 text-ink-soft">{beforeAfter.intro}</p>
        </div>
        <div className="mt-10 grid gap-10 md:grid-cols-2">
          {Array.from({ length: 2 }, (_, i) => (
            <div key={i} className="flex flex-col">
              <div className={`aspect-4/3 rounded-panel ${pulse}`} />
              <div className={`mt-5 h-7 w-2/3 rounded-pill ${pulse}`} />
              <div className={`mt-3 h-5 w-full rounded-pill ${pulse}`} />
            </div>
          ))}
        </div>
      </div>
    </div>
  )
}

type OurWorkProps = { content: HomeContent["gallery"]; beforeAfter: HomeContent["beforeAfter"] }

/** 'Our Work' (SPEC section 2, item 6): the gallery preview, then two before/after sliders. */
export function OurWork({ content, beforeAfter }: OurWorkProps) {
  return (
    <Section labelledBy="work-heading" tone="white">
      <SectionHeading spaced={false} id="work-heading" {...content} />
      <NearViewportIsland className="mt-10" fallback={<OurWorkFallback beforeAfter={beforeAfter} />}>
        <OurWorkIsland preview={{ labels: content.tabs, tabsLabel: content.tabsLabel }} beforeAfter={beforeAfter} />
      </NearViewportIsland>
      <div className="mt-12 flex justify-center">
        <Link to="/gallery" className={buttonVariants({ variant: "secondary" })}>
          {content.ctaLabel}
          <SpriteIcon name="arrow-right" />
        </Link>
      </div>
    </Section>
  )
}
