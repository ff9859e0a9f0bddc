import { SpriteIcon } from "~/components/ui/sprite-icon"
import { cn } from "~/lib/cn"
import type { FaqItem } from "~/lib/content/schemas"

/** The FAQ of any page: one answer open at a time, which can close again; `<details name>` does both with no script. */
export function Faq({ items, className }: { items: FaqItem[]; className?: string }) {
  return (
    <div data-slot="faq" className={cn("grid gap-3", className)}>
      {items.map((item) => (
        // The shapes are the stylesheet's .faq-* classes (styles/app.css, decision 038).
        <details key={item.question} name="faq" className="group faq-item">
          <summary className="faq-question">
            {item.question}
            <span className="faq-mark">
              <SpriteIcon name="chevron-down" className="size-5" />
            </span>
          </summary>
          <p className="faq-answer">{item.answer}</p>
        </details>
      ))}
    </div>
  )
}
