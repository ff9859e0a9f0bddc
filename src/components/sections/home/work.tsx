import type { ReactNode } from "react"

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

type BandProps<K extends "gallery" | "portfolio"> = { content: HomeContent[K]; children: ReactNode }

/** 'Our Work', the home page's sixth section: `children` is the gallery preview's island (the page passes it). */
export function OurWork({ content, children }: BandProps<"gallery">) {
  return (
    <WorkSection id="work-heading" tone="white" content={content} to="/gallery" variant="secondary">
      {children}
    </WorkSection>
  )
}

/** The post-renovation portfolio preview, the home page's seventh section: `children` is the portfolio's island. */
export function PortfolioPreview({ content, children }: BandProps<"portfolio">) {
  return (
    <WorkSection id="portfolio-heading" tone="linen" content={content} to="/builders-handover" variant="outline">
      {children}
    </WorkSection>
  )
}
