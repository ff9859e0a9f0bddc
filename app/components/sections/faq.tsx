import { island } from "~/components/ui/island"

/** The FAQ accordion of any page, prerendered in full; its Radix code loads and hydrates as it nears. */
export const Faq = island(
  () => import("~/components/widgets/faq-accordion/faq-accordion").then((m) => m.FaqAccordion),
  "visible",
)
