import { CheckList } from "~/components/sections/check-list"
import { CtaBand } from "~/components/sections/cta-band"
import { FeatureCards } from "~/components/sections/feature-cards"
import { HandoverWork } from "~/components/sections/handover-work"
import { PageHero } from "~/components/sections/page-hero"
import { ProcessSteps } from "~/components/sections/process-steps"
import { QuoteCallActions } from "~/components/sections/quote-call-actions"
import { Section } from "~/components/sections/section"
import { Paragraphs, SectionHeading } from "~/components/sections/section-heading"
import { TestimonialQuote } from "~/components/sections/testimonial-quote"
import { WaveDivider } from "~/components/ui/wave-divider"
import { buildersHandoverContent as content } from "~/lib/content/builders-handover"
import { labels } from "~/lib/content/labels"
import copy from "virtual:page-copy/buildersHandover"

const { introCard } = content

// SPEC section 2: the hero says 'Get a Quote', the closing band 'Request a Quote'; both add a call button.
const LOCATION = "builders_handover_page"

export function BuildersHandoverPage() {
  return (
    <>
      <PageHero
        {...content}
        {...copy}
        actions={<QuoteCallActions location={LOCATION} quoteLabel={labels.getQuote} callLabel={labels.callNumber} />}
      />
      <Section labelledBy="intro-heading" padding="flush-top">
        <div className="grid gap-10 rounded-panel border border-line bg-white p-6 shadow-soft sm:p-10 lg:grid-cols-[1.3fr_1fr] lg:gap-14 lg:p-12">
          <div>
            <SectionHeading id="intro-heading" align="left" spaced={false} {...introCard} />
            <Paragraphs items={introCard.paragraphs} />
          </div>
          <div className="self-center rounded-card bg-mist p-6 sm:p-8">
            <h3 className="text-h3 font-semibold">{introCard.pointsHeading}</h3>
            <CheckList items={introCard.points} className="mt-5" />
          </div>
        </div>
      </Section>
      <Section tone="white" labelledBy="included-heading" heading={content.included}>
        <FeatureCards cards={content.included.cards} surface="linen" />
      </Section>
      <WaveDivider colorClass="text-mist" className="bg-white" />
      <Section tone="mist" labelledBy="work-heading" heading={content.work}>
        <HandoverWork projects={content.work.projects} />
      </Section>
      <Section labelledBy="process-heading" heading={content.process}>
        <ProcessSteps steps={content.process.steps} />
      </Section>
      <Section tone="forest" labelledBy="trust-heading">
        <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading id="trust-heading" align="left" tone="light" {...content.trust} />
            <CheckList items={content.trust.bullets} tone="light" />
          </div>
          <TestimonialQuote {...content.testimonial} />
        </div>
      </Section>
      <CtaBand
        id="handover-cta"
        {...content.closing}
        actions={
          <QuoteCallActions location={LOCATION} onDark quoteLabel={labels.requestQuote} callLabel={labels.callNumber} />
        }
      />
    </>
  )
}
