import { Accordion } from "radix-ui"

import { SpriteIcon } from "~/components/ui/sprite-icon"
import { cn } from "~/lib/cn"
import type { FaqItem } from "~/lib/content/schemas"
import { useHydrated } from "~/lib/use-hydrated"

type FaqAccordionProps = { items: FaqItem[]; className?: string }

/** SPEC section 4: one answer open at a time, which can close; WAI-ARIA keys; every answer prerendered (forceMount). */
export function FaqAccordion({ items, className }: FaqAccordionProps) {
  const hydrated = useHydrated()
  return (
    <Accordion.Root
      type="single"
      collapsible
      data-slot="faq"
      data-hydrated={hydrated}
      className={cn("grid gap-3", className)}
    >
      {items.map((item, index) => (
        <Accordion.Item
          key={item.question}
          value={`faq-${index}`}
          className="rounded-card border border-line bg-white shadow-soft transition-shadow data-[state=open]:shadow-lift"
        >
          <Accordion.Header className="m-0">
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-card px-5 py-5 text-left font-serif text-lg font-semibold text-forest sm:px-7">
              {item.question}
              <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-mist transition-transform duration-300 group-data-[state=open]:rotate-180">
                <SpriteIcon name="chevron-down" className="size-5" />
              </span>
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content forceMount className="px-5 pb-6 text-ink-soft data-[state=closed]:hidden sm:px-7">
            <p>{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
