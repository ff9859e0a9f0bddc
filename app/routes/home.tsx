import { Suspense, type ReactNode } from "react"

import { CLOSING_SECTION_ID, ClosingCta } from "~/components/sections/home/closing-cta"
import { Coverage } from "~/components/sections/home/coverage"
import { HomeFaq } from "~/components/sections/home/faq"
import { HERO_ACTIONS_ID, HomeHero } from "~/components/sections/home/home-hero"
import { NdisSupport } from "~/components/sections/home/ndis"
import { OngoingCleaning } from "~/components/sections/home/ongoing-cleaning"
import { OurWork } from "~/components/sections/home/our-work"
import { Packages } from "~/components/sections/home/packages"
import { PortfolioPreview } from "~/components/sections/home/portfolio-preview"
import { PremiumServices } from "~/components/sections/home/premium-services"
import { Team } from "~/components/sections/home/team"
import { TestimonialsSection } from "~/components/sections/home/testimonials-section"
import { TrustedBy } from "~/components/sections/home/trusted-by"
import { WhyChooseUs } from "~/components/sections/home/why-choose-us"
import { ProcessSteps } from "~/components/sections/process-steps"
import { Section } from "~/components/sections/section"
import { SectionHeading } from "~/components/sections/section-heading"
import { FadeIn } from "~/components/ui/fade-in"
import { JsonLd } from "~/components/ui/json-ld"
import { LazyFloatingQuote } from "~/components/widgets/floating-quote/lazy-floating-quote"
import { TESTIMONIALS_JSON } from "~/components/widgets/testimonials/testimonials-json"
import { homeFaqs } from "~/lib/content/faqs"
import { homeContent as home, homePackages } from "~/lib/content/home"
import { seoMeta } from "~/lib/seo"
import { faqJsonLd, localBusinessJsonLd } from "~/lib/structured-data"
import { siteConfig } from "~/site.config"
import copy from "virtual:page-copy/home"

import type { Route } from "./+types/home"

export const meta: Route.MetaFunction = () => seoMeta({ ...copy, path: "/" })

// The reviews are read at run time (SPEC section 7); the preload starts that read with the page.
// The gallery files are read only as their sections come near, so they are not preloaded.
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: TESTIMONIALS_JSON, as: "fetch", crossOrigin: "use-credentials" },
]

/**
 * A separate hydration unit: React hydrates each boundary in its own task and yields to input in
 * between, so this long page never blocks the main thread in one piece. Nothing inside suspends.
 */
function Hydrate({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}

/** SPEC section 2, Home: the fourteen sections in order, with the other home content among them. */
export default function HomePage() {
  return (
    <>
      <JsonLd data={localBusinessJsonLd()} />
      <JsonLd data={faqJsonLd(homeFaqs)} />
      <HomeHero heading={copy.heading} intro={copy.intro} content={home.hero} rating={siteConfig.rating} />
      <Hydrate>
        <Coverage content={home.coverage} suburbs={siteConfig.suburbs} />
      </Hydrate>
      <Hydrate>
        <WhyChooseUs content={home.whyChooseUs} />
      </Hydrate>
      <Hydrate>
        <PremiumServices content={home.premiumServices} />
      </Hydrate>
      <Hydrate>
        <Packages content={home.packages} packages={homePackages.packages} addOns={homePackages.addOns} />
      </Hydrate>
      <Hydrate>
        <OngoingCleaning content={home.ongoing} sameCleaner={home.sameCleaner} />
      </Hydrate>
      <Hydrate>
        <OurWork content={home.gallery} beforeAfter={home.beforeAfter} />
      </Hydrate>
      <Hydrate>
        <PortfolioPreview content={home.portfolio} />
      </Hydrate>
      <Hydrate>
        <TestimonialsSection content={home.testimonials} reviewsUrl={siteConfig.googleReviewsUrl} />
      </Hydrate>
      <Hydrate>
        <Team content={home.team} />
      </Hydrate>
      <Hydrate>
        <NdisSupport content={home.ndis} />
      </Hydrate>
      <Hydrate>
        <HomeFaq content={home.faq} items={homeFaqs} />
      </Hydrate>
      <Hydrate>
        <Section labelledBy="how-heading" tone="mist">
          <SectionHeading id="how-heading" {...home.howItWorks} />
          <FadeIn>
            <ProcessSteps steps={home.howItWorks.steps} />
          </FadeIn>
        </Section>
      </Hydrate>
      <Hydrate>
        <ClosingCta content={home.closing} phone={siteConfig.phone.display} email={siteConfig.email} />
      </Hydrate>
      <Hydrate>
        <TrustedBy content={home.trustedBy} />
      </Hydrate>
      <LazyFloatingQuote
        content={{ stickyLabel: home.stickyButton.label, prompt: home.prompt }}
        quoteAreaIds={[HERO_ACTIONS_ID, CLOSING_SECTION_ID]}
      />
    </>
  )
}
