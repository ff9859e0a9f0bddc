import { lazy, Suspense } from "react"

import type { FaqItem } from "~/lib/content/schemas"

// Prerendered in full (every question and, hidden until opened, every answer is in the HTML). In the
// browser the accordion hydrates once its chunk (Radix Accordion) arrives; React hydrates the rest of
// the page meanwhile, so Radix stays out of the first-load JavaScript.
const FaqAccordion = import.meta.env.SSR
  ? (await import("~/components/widgets/faq-accordion/faq-accordion")).FaqAccordion
  : lazy(() => import("~/components/widgets/faq-accordion/faq-accordion").then((m) => ({ default: m.FaqAccordion })))

/** Questions and answers in an accordion, on any page. */
export function Faq({ items, className }: { items: FaqItem[]; className?: string }) {
  return (
    <Suspense fallback={null}>
      <FaqAccordion items={items} className={className} />
    </Suspense>
  )
}
