import { Link } from "react-router"

import { CheckList } from "~/components/sections/check-list"
import { CtaBand } from "~/components/sections/cta-band"
import { FeatureCards } from "~/components/sections/feature-cards"
import { PageHero } from "~/components/sections/page-hero"
import { ProcessSteps } from "~/components/sections/process-steps"
import { QuoteCallActions } from "~/components/sections/quote-call-actions"
import { Section } from "~/components/sections/section"
import { SectionHeading } from "~/components/sections/section-heading"
import { TestimonialQuote } from "~/components/sections/testimonial-quote"
import { buttonVariants } from "~/components/ui/button"
import { QuoteLink } from "~/components/ui/quote-link"
import { WaveDivider } from "~/components/ui/wave-divider"
import { commercialContent as content } from "~/lib/content/commercial"
import { labels } from "~/lib/content/labels"
import copy from "virtual:page-copy/commercial"

export function CommercialPage() {
  return (
    <>
      <PageHero
        {...content}
        {...copy}
        actions={<QuoteCallActions location="commercial_page" quoteLabel={labels.getQuote} />}
      />
      <Section labelledBy="industries-heading" heading={content.industries}>
        <FeatureCards cards={content.industries.cards} />
      </Section>
      <WaveDivider colorClass="text-white" className="bg-linen" />
      <Section tone="white" labelledBy="reasons-heading" heading={content.reasons}>
        <FeatureCards cards={content.reasons.cards} surface="linen" />
      </Section>
      <Section tone="mist" labelledBy="process-heading" heading={content.process}>
        <ProcessSteps steps={content.process.steps} />
      </Section>
      <Section labelledBy="case-study-heading">
        <div className="grid items-center gap-10 lg:grid-cols-[0.9fr_1.1fr] lg:gap-16">
          <SectionHeading id="case-study-heading" align="left" spaced={false} {...content.caseStudy} />
          <TestimonialQuote {...content.caseStudy.testimonial} />
        </div>
      </Section>
      <Section tone="forest" labelledBy="compliance-heading">
        <div className="grid gap-12 lg:grid-cols-[0.8fr_1.2fr] lg:gap-16">
          <SectionHeading id="compliance-heading" align="left" tone="light" spaced={false} {...content.compliance} />
          <CheckList items={content.compliance.items} columns={2} tone="light" />
        </div>
      </Section>
      <CtaBand
        id="commercial-cta"
        {...content.closing}
        actions={
          <>
            <QuoteLink location="commercial_page" size="lg">
              {labels.getQuote}
            </QuoteLink>
            <Link to="/contact#quote-form" className={buttonVariants({ variant: "light", size: "lg" })}>
              {content.closing.siteVisitLabel}
            </Link>
          </>
        }
      />
    </>
  )
}
