import { Link } from "react-router"

import { buttonVariants } from "~/components/ui/button"
import { SpriteIcon } from "~/components/ui/sprite-icon"
import { OurWorkIsland } from "~/components/widgets/gallery-preview/work-islands"
import type { HomeContent } from "~/lib/content/schemas"

import { Section } from "../section"
import { SectionHeading } from "../section-heading"

type OurWorkProps = { content: HomeContent["gallery"]; beforeAfter: HomeContent["beforeAfter"] }

/** 'Our Work' (SPEC section 2, item 6): the gallery preview, then two before/after sliders. */
export function OurWork({ content, beforeAfter }: OurWorkProps) {
  return (
    <Section labelledBy="work-heading" tone="white">
      <SectionHeading spaced={false} id="work-heading" {...content} />
      <div className="mt-10">
        <OurWorkIsland preview={{ labels: content.tabs, tabsLabel: content.tabsLabel }} beforeAfter={beforeAfter} />
      </div>
      <div className="mt-12 flex justify-center">
        <Link to="/gallery" className={buttonVariants({ variant: "secondary" })}>
          {content.ctaLabel}
          <SpriteIcon name="arrow-right" />
        </Link>
      </div>
    </Section>
  )
}
