import { Link } from "react-router"

import { CheckList } from "~/components/sections/check-list"
import { CtaBand } from "~/components/sections/cta-band"
import { FeatureCards } from "~/components/sections/feature-cards"
import { FounderProfile } from "~/components/sections/founder-profile"
import { PageHero } from "~/components/sections/page-hero"
import { MediaSplit } from "~/components/sections/photo-frame"
import { Section } from "~/components/sections/section"
import { Paragraphs, SectionHeading } from "~/components/sections/section-heading"
import { TeamGrid } from "~/components/sections/team-grid"
import { buttonVariants } from "~/components/ui/button"
import { FadeIn } from "~/components/ui/fade-in"
import { WaveDivider } from "~/components/ui/wave-divider"
import { aboutContent as content } from "~/lib/content/about"
import { siteConfig } from "~/site.config"
import copy from "virtual:page-copy/about"

/** SPEC section 2: About's sections fade in once a 0.15 share of them is visible. */
const THRESHOLD = 0.15

export function AboutPage() {
  const { story } = content
  return (
    <>
      <PageHero {...copy} eyebrow={siteConfig.tagline} />
      <Section id="our-story" labelledBy="story-heading">
        <FadeIn threshold={THRESHOLD}>
          <MediaSplit path={story.photo} alt={story.photoAlt} priority>
            <SectionHeading id="story-heading" align="left" spaced={false} {...story} />
            <Paragraphs items={story.paragraphs} />
          </MediaSplit>
        </FadeIn>
      </Section>
      <WaveDivider colorClass="text-mist" className="bg-linen" />
      <Section tone="mist" labelledBy="values-heading">
        <FadeIn threshold={THRESHOLD}>
          <SectionHeading id="values-heading" {...content.values} />
          <FeatureCards cards={content.values.cards} columns={4} />
        </FadeIn>
      </Section>
      <Section tone="white" labelledBy="apart-heading">
        <FadeIn threshold={THRESHOLD} className="grid gap-10 lg:grid-cols-[0.8fr_1.2fr] lg:gap-16">
          <SectionHeading id="apart-heading" align="left" spaced={false} {...content.apart} />
          <CheckList items={content.apart.items} columns={2} />
        </FadeIn>
      </Section>
      <Section labelledBy="founder-heading">
        <FadeIn threshold={THRESHOLD}>
          <FounderProfile id="founder-heading" {...content.founder} />
        </FadeIn>
      </Section>
      <Section id="team" tone="mist" labelledBy="team-heading">
        <FadeIn threshold={THRESHOLD}>
          <SectionHeading id="team-heading" {...content.team} />
          <TeamGrid members={content.team.members} />
        </FadeIn>
      </Section>
      <CtaBand
        id="about-cta"
        afterMist
        {...content.closing}
        actions={
          <Link to="/contact" className={buttonVariants({ variant: "primary", size: "lg" })}>
            {content.closing.actionLabel}
          </Link>
        }
      />
    </>
  )
}
