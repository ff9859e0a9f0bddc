// The form kit: the quote form's and the estimator's labels, boxes, selects, groups and option cards, one look.
import type { ComponentProps, ReactNode } from "react"

import { SpriteIcon } from "~/components/ui/sprite-icon"
import { cn } from "~/lib/cn"

// The kit's shapes are stylesheet classes (styles/app.css, "The form kit"), as `.btn` is (decisions 026, 036).
const CONTROL = "field-control"

/** A box's name above it; the caller ties it to the box with `htmlFor`. */
export function Label({ className, ...props }: ComponentProps<"label">) {
  // eslint-disable-next-line jsx-a11y/label-has-associated-control -- htmlFor comes with the props
  return <label {...props} className={cn("field-label", className)} />
}

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input {...props} className={cn(CONTROL, className)} />
}

/** A box that grows with its text, whether typed or carried in (the estimate's summary), up to a screenful. */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea {...props} className={cn(CONTROL, className)} />
}

/** The same growth where the browser has no `field-sizing` (the box's value changed: typed or set by script). */
export function fitToText(box: HTMLTextAreaElement | null) {
  if (!box || CSS.supports("field-sizing", "content")) return
  box.style.height = "auto"
  box.style.height = `${box.scrollHeight + box.offsetHeight - box.clientHeight}px`
}

export function Select({ className, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select {...props} className={cn(CONTROL, "appearance-none pr-11", className)} />
      <SpriteIcon name="chevron-down" className="field-chevron" />
    </div>
  )
}

export function Fieldset({ legend, children }: { legend: ReactNode; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="field-legend">{legend}</legend>
      {children}
    </fieldset>
  )
}

/** A card's padding and alignment come from its group (`*:py-3`), set once for all its cards. */
type OptionCardProps = Omit<ComponentProps<"input">, "type"> & { children: ReactNode }

function OptionCard({ type, className, children, ...input }: OptionCardProps & { type: string }) {
  return (
    <label className="option-card">
      <input type={type} {...input} className={cn("option-mark", className)} />
      {children}
    </label>
  )
}

export const RadioCard = (props: OptionCardProps) => <OptionCard type="radio" {...props} />

export const CheckCard = (props: OptionCardProps) => <OptionCard type="checkbox" {...props} />
