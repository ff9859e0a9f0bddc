import { Accordion } from "radix-ui"

import { SpriteIcon } from "~/components/ui/sprite-icon"
import { cn } from "~/lib/cn"
import type { FaqItem } from "~/lib/content/schemas"

import { FAQ_CLASSES as C, faqValue } from "./faq-classes"

type FaqAccordionProps = {
  items: FaqItem[]
  value: string
  onValueChange: (value: string) => void
  className?: string
}

/**
 * The Radix accordion: one item open at a time, and the open one can be closed (SPEC section 4),
 * with the WAI-ARIA keyboard pattern (arrows, Home, End). Loaded by <Faq> after hydration.
 */
export default function FaqAccordion({ items, value, onValueChange, className }: FaqAccordionProps) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      value={value}
      onValueChange={onValueChange}
      data-slot="faq"
      data-enhanced="true"
      className={cn(C.root, className)}
    >
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={faqValue(index)} className={C.item}>
          <Accordion.Header className={C.header}>
            <Accordion.Trigger className={C.trigger}>
              {item.question}
              <span className={C.chevron}>
                <SpriteIcon name="chevron-down" className="size-5" />
              </span>
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content forceMount className={C.content}>
            <p>{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
