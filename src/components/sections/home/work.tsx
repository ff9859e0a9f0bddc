import type { ReactNode } from "react"

import { OurWorkIsland } from "~/components/islands/gallery-preview/work-islands"
import { PortfolioIsland } from "~/components/islands/portfolio-gallery/portfolio-gallery"
import { buttonVariants } from "~/components/ui/button"
import { SpriteIcon } from "~/components/ui/sprite-icon"
import type { HomeContent } from "~/lib/content/schemas"

import { Section, type SectionTone } from "../section"

type WorkSectionProps = {
  id: string
  tone: SectionTone
  content: { heading: string; eyebrow?: string; intro?: string; ctaLabel: string }
  to: string
  variant: "secondary" | "outline"
  children: ReactNode
}

function WorkSection({ id, tone, content, to, variant, children }: WorkSectionProps) {
  return (
    <Section labelledBy={id} tone={tone} heading={{ ...content, spaced: false }}>
      <div className="mt-10">{children}</div>
      <div className="mt-12 flex justify-center">
        <a href={to} className={buttonVariants({ variant })}>
          {content.ctaLabel}
          <SpriteIcon name="arrow-right" />
        </a>
      </div>
    </Section>
  )
}

type OurWorkProps = { content: HomeContent["gallery"]; beforeAfter: HomeContent["beforeAfter"] }

/** 'Our Work', the home page's sixth section: the gallery preview, then two before/after sliders. */
export function OurWork({ content, beforeAfter }: OurWorkProps) {
  return (
    <WorkSection id="work-heading" tone="white" content={content} to="/gallery" variant="secondary">
      <OurWorkIsland preview={{ labels: content.tabs, tabsLabel: content.tabsLabel }} beforeAfter={beforeAfter} />
    </WorkSection>
  )
}

/** The post-renovation portfolio preview, the home page's seventh section: two projects. */
export function PortfolioPreview({ content }: { content: HomeContent["portfolio"] }) {
  return (
    <WorkSection id="portfolio-heading" tone="linen" content={content} to="/builders-handover" variant="outline">
      {/* The home portfolio preview shows 2 projects. */}
      <PortfolioIsland limit={2} gridClassName="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-6" />
    </WorkSection>
  )
}
