import { FadeIn } from "~/components/ui/fade-in"
import type { HomeContent } from "~/lib/content/schemas"

import { ProcessSteps } from "../process-steps"
import { Section } from "../section"

/** 'How it works' (SPEC section 2, item 12): the three steps. */
export function HowItWorks({ content }: { content: HomeContent["howItWorks"] }) {
  return (
    <Section labelledBy="how-heading" tone="mist" heading={content}>
      <FadeIn>
        <ProcessSteps steps={content.steps} />
      </FadeIn>
    </Section>
  )
}
