import { Link } from "react-router"

import { CtaBand } from "~/components/sections/cta-band"
import { PageHero } from "~/components/sections/page-hero"
import { PremiumServiceCards } from "~/components/sections/premium-service-cards"
import { Section } from "~/components/sections/section"
import { ServiceCards } from "~/components/sections/service-cards"
import { buttonVariants } from "~/components/ui/button"
import { QuoteLink } from "~/components/ui/quote-link"
import { WaveDivider } from "~/components/ui/wave-divider"
import { labels } from "~/lib/content/labels"
import { servicesContent as content } from "~/lib/content/services"
import copy from "virtual:page-copy/services"

export function ServicesPage() {
  return (
    <>
      <PageHero {...content} {...copy} actions={<QuoteLink location="services_page" size="lg" />} />
      <Section labelledBy="premium-heading" heading={content.premium}>
        <PremiumServiceCards cards={content.premium.cards} />
      </Section>
      <WaveDivider colorClass="text-mist" className="bg-linen" />
      <Section tone="mist" labelledBy="residential-heading" heading={content.residential}>
        <ServiceCards
          cards={content.residential.cards}
          action={
            <Link to="/residential" className={buttonVariants({ variant: "outline", size: "sm" })}>
              {content.residential.detailsLabel}
            </Link>
          }
        />
      </Section>
      <CtaBand
        id="services-cta"
        afterMist
        {...content.closing}
        actions={
          <>
            <QuoteLink location="services_page" size="lg" />
            <Link to="/contact" className={buttonVariants({ variant: "light", size: "lg" })}>
              {labels.contactUs}
            </Link>
          </>
        }
      />
    </>
  )
}
