import { ArrowRight } from "lucide-react"
import { lazy, Suspense } from "react"
import { Link } from "react-router"

import { buttonVariants } from "~/components/ui/button"
import type { HomeContent } from "~/lib/content/schemas"

import { HomeSection, SectionHeading } from "./section"

// Prerendered in full; in the browser the island hydrates once its own chunk arrives.
const OurWorkIsland = import.meta.env.SSR
  ? (await import("~/components/widgets/gallery-preview/work-islands")).OurWorkIsland
  : lazy(() => import("~/components/widgets/gallery-preview/work-islands").then((m) => ({ default: m.OurWorkIsland })))

/** The island's footprint, for the moment its chunk downloads after a client-side navigation. */
function OurWorkFallback() {
  return (
    <div aria-busy="true">
      <div className="mx-auto h-13 w-80 max-w-full animate-pulse rounded-pill bg-linen motion-reduce:animate-none" />
      <div className="mt-10 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="aspect-4/3 animate-pulse rounded-card bg-mist-200 motion-reduce:animate-none" />
        ))}
      </div>
    </div>
  )
}

type OurWorkProps = { content: HomeContent["gallery"]; beforeAfter: HomeContent["beforeAfter"] }

/** 'Our Work' (SPEC section 2, item 6): the gallery preview, then two before/after sliders. */
export function OurWork({ content, beforeAfter }: OurWorkProps) {
  return (
    <HomeSection labelledBy="work-heading" tone="white">
      <div className="container-page section-y">
        <SectionHeading id="work-heading" eyebrow={content.eyebrow} heading={content.heading} intro={content.intro} />
        <div className="mt-10">
          <Suspense fallback={<OurWorkFallback />}>
            <OurWorkIsland preview={{ labels: content.tabs, tabsLabel: content.tabsLabel }} beforeAfter={beforeAfter} />
          </Suspense>
        </div>
        <div className="mt-12 flex justify-center">
          <Link to="/gallery" className={buttonVariants({ variant: "secondary" })}>
            {content.ctaLabel}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </div>
    </HomeSection>
  )
}
