// The form kit: the quote form's and the estimator's labels, boxes, selects, groups and option cards, one look.
import type { ComponentProps, ReactNode } from "react"

import { SpriteIcon } from "~/components/ui/sprite-icon"
import { cn } from "~/lib/cn"

const CONTROL =
  "block h-12 w-full rounded-xl border border-line bg-white px-4 text-base text-forest transition-colors placeholder:text-ink-soft/70 hover:border-forest/30 focus:border-forest aria-[invalid=true]:border-clay"

const CARD =
  "flex cursor-pointer gap-3 rounded-card border border-line bg-white p-4 transition-colors hover:border-forest/40 has-checked:border-forest has-checked:bg-mist has-checked:shadow-[inset_0_0_0_1px_var(--color-forest)]"

/** A box's name above it; the caller ties it to the box with `htmlFor`. */
export function Label({ className, ...props }: ComponentProps<"label">) {
  // eslint-disable-next-line jsx-a11y/label-has-associated-control -- htmlFor comes with the props
  return <label {...props} className={cn("mb-1.5 text-sm font-semibold text-forest", className)} />
}

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input {...props} className={cn(CONTROL, className)} />
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea {...props} className={cn(CONTROL, "h-32 resize-none py-3 leading-relaxed", className)} />
}

/** A native select drawn as the boxes are, with its chevron. */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select {...props} className={cn(CONTROL, "appearance-none pr-11", className)} />
      <SpriteIcon
        name="chevron-down"
        className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-ink-soft"
      />
    </div>
  )
}

/** A group of option cards under its legend. */
export function Fieldset({ legend, children }: { legend: ReactNode; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold tracking-wide text-forest uppercase">{legend}</legend>
      {children}
    </fieldset>
  )
}

type OptionCardProps = Omit<ComponentProps<"input">, "type"> & {
  /** The card's classes beside the kit's (its padding and alignment). */
  cardClassName?: string
  children: ReactNode
}

function OptionCard({ type, cardClassName, className, children, ...input }: OptionCardProps & { type: string }) {
  return (
    <label className={cn(CARD, cardClassName)}>
      <input type={type} {...input} className={cn("size-4 shrink-0 accent-forest", className)} />
      {children}
    </label>
  )
}

/** One choice of several, as a card that is checked as a whole. */
export const RadioCard = (props: OptionCardProps) => <OptionCard type="radio" {...props} />

/** A choice that can be added, as a card that is checked as a whole. */
export const CheckCard = (props: OptionCardProps) => <OptionCard type="checkbox" {...props} />
