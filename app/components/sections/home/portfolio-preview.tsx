import { ArrowRight } from "lucide-react"
import { lazy, Suspense } from "react"
import { Link } from "react-router"

import { buttonVariants } from "~/components/ui/button"
import type { HomeContent } from "~/lib/content/schemas"

import { HomeSection, SectionHeading } from "./section"

const PortfolioIsland = import.meta.env.SSR
  ? (await import("~/components/widgets/gallery-preview/work-islands")).PortfolioIsland
  : lazy(() =>
      import("~/components/widgets/gallery-preview/work-islands").then((m) => ({ default: m.PortfolioIsland })),
    )

/** The post-renovation portfolio preview (SPEC section 2, item 7): two projects. */
export function PortfolioPreview({ content }: { content: HomeContent["portfolio"] }) {
  return (
    <HomeSection labelledBy="portfolio-heading" tone="linen">
      <div className="container-page section-y">
        <SectionHeading
          id="portfolio-heading"
          eyebrow={content.eyebrow}
          heading={content.heading}
          intro={content.intro}
        />
        <div className="mt-10">
          <Suspense fallback={<div aria-busy="true" className="min-h-96" />}>
            <PortfolioIsland />
          </Suspense>
        </div>
        <div className="mt-12 flex justify-center">
          <Link to="/builders-handover" className={buttonVariants({ variant: "outline" })}>
            {content.ctaLabel}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </div>
    </HomeSection>
  )
}
