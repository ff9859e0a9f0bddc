import { island } from "~/components/ui/island"

/**
 * Questions and answers in an accordion, on any page. Prerendered in full (every question and,
 * hidden until opened, every answer is in the HTML); the accordion (Radix) hydrates as it nears.
 */
export const Faq = island(
  () => import("~/components/widgets/faq-accordion/faq-accordion").then((m) => m.FaqAccordion),
  "visible",
)
