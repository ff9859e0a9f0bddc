import { CtaBand } from "~/components/sections/cta-band"
import { Faq } from "~/components/sections/faq"
import { FeatureCards } from "~/components/sections/feature-cards"
import { Notice } from "~/components/sections/notice"
import { PageHero } from "~/components/sections/page-hero"
import { PricingRates } from "~/components/sections/pricing-rates"
import { ProcessSteps } from "~/components/sections/process-steps"
import { QuoteCallActions } from "~/components/sections/quote-call-actions"
import { RoomLists } from "~/components/sections/room-lists"
import { Section } from "~/components/sections/section"
import { SectionHeading } from "~/components/sections/section-heading"
import { WaveDivider } from "~/components/ui/wave-divider"
import { ndisContent as content } from "~/lib/content/ndis"
import copy from "virtual:page-copy/ndis"

export function NdisPage() {
  return (
    <>
      <PageHero {...content} {...copy} actions={<QuoteCallActions location="ndis_page" />} />
      <div className="relative container-page pb-4">
        <Notice id="ndis-disclaimer" icon="info" {...content.disclaimer} />
      </div>
      <Section labelledBy="help-heading" heading={content.help}>
        <FeatureCards cards={content.help.cards} columns={4} />
      </Section>
      <WaveDivider colorClass="text-mist" className="bg-linen" />
      <Section tone="mist" labelledBy="clean-heading" heading={content.clean}>
        <RoomLists rooms={content.clean.rooms} />
      </Section>
      <Section tone="white" labelledBy="booking-heading" heading={content.booking}>
        <ProcessSteps steps={content.booking.steps} surface="linen" />
      </Section>
      <Section labelledBy="pricing-heading">
        <div className="grid gap-10 lg:grid-cols-[0.8fr_1.2fr] lg:gap-16">
          <SectionHeading id="pricing-heading" align="left" spaced={false} {...content.pricing} />
          <PricingRates rates={content.pricing.rates} note={content.pricing.note} />
        </div>
      </Section>
      <Section tone="mist" labelledBy="faq-heading" heading={content.faq}>
        <Faq items={content.faq.items} className="mx-auto max-w-3xl" />
      </Section>
      <CtaBand
        id="ndis-cta"
        afterMist
        {...content.closing}
        actions={<QuoteCallActions location="ndis_page" onDark />}
      />
    </>
  )
}
