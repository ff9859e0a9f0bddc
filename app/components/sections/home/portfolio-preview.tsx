import { Link } from "react-router"

import { buttonVariants } from "~/components/ui/button"
import { SpriteIcon } from "~/components/ui/sprite-icon"
import { PortfolioIsland } from "~/components/widgets/gallery-preview/work-islands"
import type { HomeContent } from "~/lib/content/schemas"

import { Section } from "../section"
import { SectionHeading } from "../section-heading"

/** The post-renovation portfolio preview (SPEC section 2, item 7): two projects. */
export function PortfolioPreview({ content }: { content: HomeContent["portfolio"] }) {
  return (
    <Section labelledBy="portfolio-heading" tone="linen">
      <SectionHeading spaced={false} id="portfolio-heading" {...content} />
      <div className="mt-10">
        <PortfolioIsland />
      </div>
      <div className="mt-12 flex justify-center">
        <Link to="/builders-handover" className={buttonVariants({ variant: "outline" })}>
          {content.ctaLabel}
          <SpriteIcon name="arrow-right" />
        </Link>
      </div>
    </Section>
  )
}
