import { useEffect, useId, useState, type ComponentType } from "react"

import { SpriteIcon } from "~/components/ui/sprite-icon"
import { cn } from "~/lib/cn"
import type { FaqItem } from "~/lib/content/schemas"

import type FaqAccordion from "./faq-accordion"
import { FAQ_CLASSES as C, faqValue } from "./faq-classes"

type FaqProps = {
  items: FaqItem[]
  className?: string
}

/**
 * Questions in an accordion (one open at a time, collapsible: SPEC section 4). The page first
 * shows plain markup that already opens and closes; right after hydration the Radix accordion
 * (faq-accordion.tsx, about 6 KB) replaces it with the same look and open item, adding the
 * keyboard pattern. This keeps Radix out of the first-load JavaScript budget.
 */
export function Faq({ items, className }: FaqProps) {
  const [value, setValue] = useState("")
  const [Enhanced, setEnhanced] = useState<ComponentType<Parameters<typeof FaqAccordion>[0]> | null>(null)
  const id = useId()

  useEffect(() => {
    let cancelled = false
    void import("./faq-accordion").then((module) => {
      if (!cancelled) setEnhanced(() => module.default)
    })
    return () => {
      cancelled = true
    }
  }, [])

  if (Enhanced) return <Enhanced items={items} value={value} onValueChange={setValue} className={className} />

  return (
    <div data-slot="faq" data-enhanced="false" className={cn(C.root, className)}>
      {items.map((item, index) => {
        const itemValue = faqValue(index)
        const open = value === itemValue
        const state = open ? "open" : "closed"
        return (
          <div key={item.question} data-state={state} className={C.item}>
            <h3 className={C.header}>
              <button
                type="button"
                id={`${id}-trigger-${index}`}
                aria-expanded={open}
                aria-controls={`${id}-content-${index}`}
                data-state={state}
                onClick={() => setValue(open ? "" : itemValue)}
                className={C.trigger}
              >
                {item.question}
                <span className={C.chevron}>
                  <SpriteIcon name="chevron-down" className="size-5" />
                </span>
              </button>
            </h3>
            <div
              id={`${id}-content-${index}`}
              role="region"
              aria-labelledby={`${id}-trigger-${index}`}
              data-state={state}
              hidden={!open}
              className={C.content}
            >
              <p>{item.answer}</p>
            </div>
          </div>
        )
      })}
    </div>
  )
}
