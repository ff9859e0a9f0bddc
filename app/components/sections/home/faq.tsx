import { Plus } from "lucide-react"
import { Accordion } from "radix-ui"

import type { FaqItem, HomeContent } from "~/lib/content/schemas"
import { EmailLink, PhoneLink } from "~/components/ui/contact-links"

import { HomeSection, SectionHeading } from "./section"

type FaqProps = { content: HomeContent["faq"]; items: FaqItem[] }

/** The FAQ accordion (SPEC section 2, item 11): one answer open at a time, and it can close again. */
export function Faq({ content, items }: FaqProps) {
  return (
    <HomeSection labelledBy="faq-heading" tone="white">
      <div className="container-page grid gap-12 section-y lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <div>
          <SectionHeading
            id="faq-heading"
            align="start"
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
        <Accordion.Root type="single" collapsible className="grid gap-3" data-slot="faq">
          {items.map((item, index) => (
            <Accordion.Item
              key={item.question}
              value={`faq-${index}`}
              className="rounded-card border border-line bg-linen/60 transition-colors data-[state=open]:border-mist-200 data-[state=open]:bg-mist/60"
            >
              <Accordion.Header asChild>
                <h3 className="font-sans text-base">
                  <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-card px-6 py-5 text-left text-lg font-semibold text-forest">
                    {item.question}
                    <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-white text-forest shadow-soft">
                      <Plus
                        aria-hidden="true"
                        className="size-4 transition-transform duration-300 group-data-[state=open]:rotate-45"
                      />
                    </span>
                  </Accordion.Trigger>
                </h3>
              </Accordion.Header>
              <Accordion.Content className="overflow-hidden px-6 text-ink-soft">
                <p className="pb-6">{item.answer}</p>
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </div>
    </HomeSection>
  )
}
