import { lazy, Suspense } from "react"

import { EmailLink, PhoneLink } from "~/components/ui/contact-links"
import type { FaqItem, HomeContent } from "~/lib/content/schemas"

import { SectionHeading } from "../section-heading"
import { HomeSection } from "./section"

// Prerendered in full (every question and, hidden until opened, every answer is in the HTML); the accordion
// hydrates once its chunk (Radix Accordion) arrives, keeping it out of the first-load JavaScript.
const FaqAccordion = import.meta.env.SSR
  ? (await import("~/components/widgets/faq-accordion/faq-accordion")).FaqAccordion
  : lazy(() => import("~/components/widgets/faq-accordion/faq-accordion").then((m) => ({ default: m.FaqAccordion })))

type FaqProps = { content: HomeContent["faq"]; items: FaqItem[] }

/** The FAQ accordion (SPEC section 2, item 11): one answer open at a time, and it can close again. */
export function Faq({ content, items }: FaqProps) {
  return (
    <HomeSection labelledBy="faq-heading" tone="white">
      <div className="container-page grid gap-12 section-y lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <div>
          <SectionHeading
            spaced={false}
            id="faq-heading"
            align="left"
            eyebrow={content.eyebrow}
            heading={content.heading}
            intro={content.intro}
          />
          <p className="mt-6 flex flex-wrap gap-x-5 gap-y-2 font-semibold">
            <PhoneLink
              location="home_faq"
              className="underline decoration-forest/25 underline-offset-4 hover:decoration-forest"
            />
            <EmailLink
              location="home_faq"
              className="underline decoration-forest/25 underline-offset-4 hover:decoration-forest"
            />
          </p>
        </div>
        <Suspense fallback={null}>
          <FaqAccordion items={items} />
        </Suspense>
      </div>
    </HomeSection>
  )
}
