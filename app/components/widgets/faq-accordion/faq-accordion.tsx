import { Accordion } from "radix-ui"

import { SpriteIcon } from "~/components/ui/sprite-icon"
import type { FaqItem } from "~/lib/content/schemas"
import { useHydrated } from "~/lib/use-hydrated"

/** The FAQ accordion (SPEC section 4): one answer open at a time, and the open one can close. */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  // Exposed so tests (and CSS) can tell the prerendered accordion has become interactive.
  const hydrated = useHydrated()
  return (
    <Accordion.Root type="single" collapsible className="grid gap-3" data-slot="faq" data-hydrated={hydrated}>
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
                  <SpriteIcon
                    name="plus"
                    className="size-4 transition-transform duration-300 group-data-[state=open]:rotate-45"
                  />
                </span>
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content forceMount className="overflow-hidden px-6 text-ink-soft data-[state=closed]:hidden">
            <p className="pb-6">{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
