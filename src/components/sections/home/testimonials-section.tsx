import type { ReactNode } from "react"

import { buttonVariants } from "~/components/ui/button"
import { ExternalLink } from "~/components/ui/external-link"
import { SpriteIcon } from "~/components/ui/sprite-icon"
import { QuoteLink } from "~/components/ui/tracked-links"
import type { HomeContent } from "~/lib/content/schemas"

import { Section } from "../section"

type TestimonialsSectionProps = { content: HomeContent["testimonials"]; reviewsUrl: string; children: ReactNode }

/**
 * Reviews, the home page's eighth section, with 'Read More Reviews' to the Google reviews and a quote button.
 * `children` is the reviews' island, which the page passes.
 */
export function TestimonialsSection({ content, reviewsUrl, children }: TestimonialsSectionProps) {
  return (
    <Section labelledBy="testimonials-heading" tone="mist" heading={{ ...content, spaced: false }}>
      <div className="mt-12">{children}</div>
      <div className="mt-12 flex flex-col items-center gap-5 text-center">
        <p className="flex items-center gap-2 text-lead text-forest">
          <SpriteIcon name="star" className="size-5 fill-clay text-clay" strokeWidth={1.5} />
          {content.socialProofText}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <QuoteLink location="social_proof">{content.socialProofLabel}</QuoteLink>
          <ExternalLink href={reviewsUrl} className={buttonVariants({ variant: "outline" })}>
            {content.readMoreReviewsLabel}
          </ExternalLink>
        </div>
      </div>
    </Section>
  )
}
