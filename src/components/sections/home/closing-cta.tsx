import type { ReactNode } from "react"

import { IconTile } from "~/components/ui/sprite-icon"
import { EmailLink, PhoneLink, QuoteLink } from "~/components/ui/tracked-links"
import { WaveDivider } from "~/components/ui/wave-divider"
import type { HomeContent } from "~/lib/content/schemas"
import { ownQuoteForm } from "~/lib/env"
import { QUOTE_FORM_PANEL_ID } from "~/lib/estimate-handoff"

import { Section, SectionHeading } from "../section"

export const CLOSING_SECTION_ID = "request-quote"

type ClosingCtaProps = { content: HomeContent["closing"]; phone: string; email: string; form?: ReactNode }

export function ClosingCta({ content, phone, email, form }: ClosingCtaProps) {
  return (
    <Section
      id={CLOSING_SECTION_ID}
      labelledBy="closing-heading"
      tone="forest"
      className="scroll-mt-20"
      padding="none"
      innerClassName="grid items-start gap-12 section-y pt-28 lg:grid-cols-[1fr_1.15fr] lg:gap-16 lg:pt-36"
    >
      <WaveDivider colorClass="text-mist" flip className="absolute inset-x-0 top-0" />
      <div className="lg:sticky lg:top-28">
        <SectionHeading
          spaced={false}
          id="closing-heading"
          align="left"
          tone="light"
          {...content}
          intro={content.text}
        />
        <ul className="mt-9 grid gap-3">
          {(
            [
              [PhoneLink, "phone", content.phoneLabel, phone],
              [EmailLink, "mail", content.emailLabel, email],
            ] as const
          ).map(([ContactLink, icon, label, value]) => (
            <li key={icon}>
              <ContactLink
                location="final_cta"
                className="group flex items-center gap-4 rounded-card bg-forest-700 p-4 text-linen transition-colors hover:bg-forest-800"
              >
                <IconTile name={icon} size={11} className="rounded-full bg-linen text-forest" />
                <span>
                  <span className="block text-sm text-mist-200">{label}</span>
                  <span className="block text-lg font-semibold break-all">{value}</span>
                </span>
              </ContactLink>
            </li>
          ))}
        </ul>
        {/* The outside form, beside this one; with the site's own store this one is the form (issue 65). */}
        {!ownQuoteForm && (
          <QuoteLink location="final_form" variant="light" className="mt-6">
            {content.quoteLabel}
          </QuoteLink>
        )}
      </div>
      <div id={QUOTE_FORM_PANEL_ID} className="rounded-panel bg-linen p-6 text-forest shadow-lift sm:p-9">
        <h3 id="quote-form-heading" className="text-h3 font-semibold">
          {content.formHeading}
        </h3>
        <div className="mt-6">{form}</div>
      </div>
    </Section>
  )
}
