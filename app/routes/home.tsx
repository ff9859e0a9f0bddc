import { ClosingCta, CLOSING_SECTION_ID } from "~/components/sections/home/closing-cta"
import { Coverage } from "~/components/sections/home/coverage"
import { Faq } from "~/components/sections/home/faq"
import { HERO_ACTIONS_ID, HomeHero } from "~/components/sections/home/home-hero"
import { HowItWorks } from "~/components/sections/home/how-it-works"
import { NdisSupport } from "~/components/sections/home/ndis"
import { OngoingCleaning } from "~/components/sections/home/ongoing-cleaning"
import { Packages } from "~/components/sections/home/packages"
import { PremiumServices } from "~/components/sections/home/premium-services"
import { Team } from "~/components/sections/home/team"
import { TestimonialsSection } from "~/components/sections/home/testimonials-section"
import { TrustedBy } from "~/components/sections/home/trusted-by"
import { WhyChooseUs } from "~/components/sections/home/why-choose-us"
import { JsonLd } from "~/components/ui/json-ld"
import { FloatingQuote } from "~/components/widgets/floating-quote/floating-quote"
import { TESTIMONIALS_JSON } from "~/components/widgets/testimonials/testimonials-json"
import { homeFaqs } from "~/lib/content/faqs"
import { homeContent as home, homePackages } from "~/lib/content/home"
import { pageCopy } from "~/lib/content/pages"
import { seoMeta } from "~/lib/seo"
import { faqJsonLd, localBusinessJsonLd } from "~/lib/structured-data"
import { siteConfig } from "~/site.config"

import type { Route } from "./+types/home"

const copy = pageCopy.home

export const meta: Route.MetaFunction = () => seoMeta({ ...copy, path: "/" })

// The reviews are read at run time; starting the read with the page's scripts saves a round trip.
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: TESTIMONIALS_JSON, as: "fetch", crossOrigin: "use-credentials" },
]

/** SPEC section 2, Home: the fourteen sections in order, with the other home content among them. */
export default function HomePage() {
  return (
    <>
      <JsonLd data={localBusinessJsonLd()} />
      <JsonLd data={faqJsonLd(homeFaqs)} />
      <HomeHero heading={copy.heading} intro={copy.intro} content={home.hero} rating={siteConfig.rating} />
      <Coverage content={home.coverage} suburbs={siteConfig.suburbs} />
      <WhyChooseUs content={home.whyChooseUs} />
      <PremiumServices content={home.premiumServices} />
      <Packages content={home.packages} packages={homePackages.packages} addOns={homePackages.addOns} />
      <OngoingCleaning content={home.ongoing} sameCleaner={home.sameCleaner} />
      <TestimonialsSection content={home.testimonials} reviewsUrl={siteConfig.googleReviewsUrl} />
      <Team content={home.team} />
      <NdisSupport content={home.ndis} />
      <Faq content={home.faq} items={homeFaqs} />
      <HowItWorks content={home.howItWorks} />
      <ClosingCta content={home.closing} phone={siteConfig.phone.display} email={siteConfig.email} />
      <TrustedBy content={home.trustedBy} />
      <FloatingQuote
        content={{ stickyLabel: home.stickyButton.label, prompt: home.prompt }}
        quoteAreaIds={[HERO_ACTIONS_ID, CLOSING_SECTION_ID]}
      />
    </>
  )
}
