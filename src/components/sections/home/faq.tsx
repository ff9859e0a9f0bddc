import { EmailLink, PhoneLink } from "~/components/ui/tracked-links"
import type { FaqItem, HomeContent } from "~/lib/content/schemas"

import { Faq } from "../faq"
import { Section, SectionHeading } from "../section"

const LINK_CLASS = "underline decoration-forest/25 underline-offset-4 hover:decoration-forest"

export function HomeFaq({ content, items }: { content: HomeContent["faq"]; items: FaqItem[] }) {
  return (
    <Section labelledBy="faq-heading" tone="white" innerClassName="grid gap-12 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
      <div>
        <SectionHeading spaced={false} id="faq-heading" align="left" {...content} />
        <p className="mt-6 flex flex-wrap gap-x-5 gap-y-2 font-semibold">
          <PhoneLink location="home_faq" className={LINK_CLASS} />
          <EmailLink location="home_faq" className={LINK_CLASS} />
        </p>
      </div>
      <Faq items={items} />
    </Section>
  )
}
