import { FadeIn } from "~/components/ui/fade-in"
import type { HomeContent } from "~/lib/content/schemas"

import { SectionHeading } from "../section-heading"
import { HomeSection } from "./section"

/** 'How it works' (SPEC section 2, item 12): the three-step variant. */
export function HowItWorks({ content }: { content: HomeContent["howItWorks"] }) {
  return (
    <HomeSection labelledBy="how-heading" tone="mist">
      <div className="container-page section-y">
        <SectionHeading spaced={false} id="how-heading" eyebrow={content.eyebrow} heading={content.heading} />
        <FadeIn className="mt-14">
          <ol className="relative grid gap-6 md:grid-cols-3" data-slot="steps">
            {content.steps.map((step, index) => (
              <li key={step.title}>
                <div className="h-full rounded-panel bg-white p-8 shadow-soft">
                  <span className="flex size-12 items-center justify-center rounded-full bg-forest font-serif text-xl font-semibold text-linen">
                    <span className="sr-only">Step </span>
                    {index + 1}
                  </span>
                  <h3 className="mt-6 text-h3 font-semibold">{step.title}</h3>
                  <p className="mt-2 text-ink-soft">{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </FadeIn>
      </div>
    </HomeSection>
  )
}
