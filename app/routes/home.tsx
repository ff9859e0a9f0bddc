import { HomeHero } from "~/components/sections/home/home-hero"
import { CLOSING_SECTION_ID, HERO_ACTIONS_ID } from "~/components/sections/home/ids"
import { island } from "~/components/ui/island"
import { JsonLd } from "~/components/ui/json-ld"
import { LazyFloatingQuote } from "~/components/widgets/floating-quote/lazy-floating-quote"
import { homeFaqs } from "~/lib/content/faqs"
import { homeContent as home, homePackages } from "~/lib/content/home"
import { TESTIMONIALS_JSON } from "~/lib/content/paths"
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

// Below the hero, each section is its own island (components/ui/island.tsx): text and photos stay
// prerendered HTML. The parts that draw run-time data (SPEC section 7) or run a carousel load once
// the page is idle, so their photos, reviews and carousel controls are there before the visitor
// scrolls or tabs to them; the FAQ and the quote form hydrate as the visitor nears them.
const Coverage = island(() => import("~/components/sections/home/coverage").then((m) => m.Coverage))
const WhyChooseUs = island(() => import("~/components/sections/home/why-choose-us").then((m) => m.WhyChooseUs))
const PremiumServices = island(() =>
  import("~/components/sections/home/premium-services").then((m) => m.PremiumServices),
)
const Packages = island(() => import("~/components/sections/home/packages").then((m) => m.Packages))
const OngoingCleaning = island(() =>
  import("~/components/sections/home/ongoing-cleaning").then((m) => m.OngoingCleaning),
)
const OurWork = island(() => import("~/components/sections/home/work").then((m) => m.OurWork), "idle")
const PortfolioPreview = island(() => import("~/components/sections/home/work").then((m) => m.PortfolioPreview), "idle")
const TestimonialsSection = island(
  () => import("~/components/sections/home/testimonials-section").then((m) => m.TestimonialsSection),
  "idle",
)
const Team = island(() => import("~/components/sections/home/team").then((m) => m.Team))
const NdisSupport = island(() => import("~/components/sections/home/ndis").then((m) => m.NdisSupport))
const HomeFaq = island(() => import("~/components/sections/home/faq").then((m) => m.HomeFaq), "visible")
const HowItWorks = island(() => import("~/components/sections/home/how-it-works").then((m) => m.HowItWorks))
const ClosingCta = island(() => import("~/components/sections/home/closing-cta").then((m) => m.ClosingCta), "visible")
const TrustedBy = island(() => import("~/components/sections/home/trusted-by").then((m) => m.TrustedBy), "idle")

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
      <OurWork content={home.gallery} beforeAfter={home.beforeAfter} />
      <PortfolioPreview content={home.portfolio} />
      <TestimonialsSection content={home.testimonials} reviewsUrl={siteConfig.googleReviewsUrl} />
      <Team content={home.team} />
      <NdisSupport content={home.ndis} />
      <HomeFaq content={home.faq} items={homeFaqs} />
      <HowItWorks content={home.howItWorks} />
      <ClosingCta content={home.closing} phone={siteConfig.phone.display} email={siteConfig.email} />
      <TrustedBy content={home.trustedBy} />
      <LazyFloatingQuote
        content={{ stickyLabel: home.stickyButton.label, prompt: home.prompt }}
        quoteAreaIds={[HERO_ACTIONS_ID, CLOSING_SECTION_ID]}
      />
    </>
  )
}
