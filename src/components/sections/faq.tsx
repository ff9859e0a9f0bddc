import { SpriteIcon } from "~/components/ui/sprite-icon"
import { cn } from "~/lib/cn"
import type { FaqItem } from "~/lib/content/schemas"

type FaqProps = { items: FaqItem[]; className?: string }

/**
 * The FAQ accordion of any page: one answer open at a time, and it can close again. The
 * platform's exclusive `<details name>` does both with no script; every answer is in the HTML for search and find.
 */
export function Faq({ items, className }: FaqProps) {
  return (
    <div data-slot="faq" className={cn("grid gap-3", className)}>
      {items.map((item) => (
        <details
          key={item.question}
          name="faq"
          className="group rounded-card border border-line bg-white shadow-soft transition-shadow open:shadow-lift"
        >
          <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 rounded-card px-5 py-5 text-left font-serif text-lg font-semibold text-forest sm:px-7 [&::-webkit-details-marker]:hidden">
            {item.question}
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-mist transition-transform duration-300 group-open:rotate-180">
              <SpriteIcon name="chevron-down" className="size-5" />
            </span>
          </summary>
          <p className="px-5 pb-6 text-ink-soft sm:px-7">{item.answer}</p>
        </details>
      ))}
    </div>
  )
}
