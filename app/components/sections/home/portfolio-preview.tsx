import { lazy } from "react"
import { Link } from "react-router"

import { buttonVariants } from "~/components/ui/button"
import { NearViewportIsland } from "~/components/ui/near-viewport-island"
import { SpriteIcon } from "~/components/ui/sprite-icon"
import type { HomeContent } from "~/lib/content/schemas"

import { Section } from "../section"
import { SectionHeading } from "../section-heading"

// Reads /content/portfolio-postbuild.json at run time; its code loads as the visitor scrolls near.
const PortfolioIsland = lazy(() =>
  import("~/components/widgets/gallery-preview/work-islands").then((m) => ({ default: m.PortfolioIsland })),
)

const pulse = "animate-pulse bg-mist-200 motion-reduce:animate-none"

/** The portfolio's footprint while its code loads: the filter bar and two tiles. */
function PortfolioFallback() {
  return (
    <div aria-busy="true" data-slot="portfolio-placeholder">
      <div className="h-12 w-full rounded-pill bg-white shadow-soft sm:w-96" />
      <div className="mt-6 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
        {Array.from({ length: 2 }, (_, i) => (
          <div key={i} className={`aspect-3/4 rounded-card ${pulse}`} />
        ))}
      </div>
    </div>
  )
}

/** The post-renovation portfolio preview (SPEC section 2, item 7): two projects. */
export function PortfolioPreview({ content }: { content: HomeContent["portfolio"] }) {
  return (
    <Section labelledBy="portfolio-heading" tone="linen">
      <SectionHeading spaced={false} id="portfolio-heading" {...content} />
      <NearViewportIsland className="mt-10" fallback={<PortfolioFallback />}>
        <PortfolioIsland />
      </NearViewportIsland>
      <div className="mt-12 flex justify-center">
        <Link to="/builders-handover" className={buttonVariants({ variant: "outline" })}>
          {content.ctaLabel}
          <SpriteIcon name="arrow-right" />
        </Link>
      </div>
    </Section>
  )
}
