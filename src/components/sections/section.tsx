import type { ComponentProps } from "react"

import { cn } from "~/lib/cn"

import { SectionHeading, type SectionHeadingProps } from "./section-heading"

/** Background of a page section; pages alternate them (linen, mist, white) for rhythm. */
const TONES = {
  linen: "bg-linen",
  mist: "bg-mist",
  white: "bg-white",
  forest: "bg-forest text-linen",
}

export type SectionTone = keyof typeof TONES

const PADDING = { default: "section-y", "flush-top": "pt-2 pb-section", none: "" }

type SectionProps = ComponentProps<"section"> & {
  tone?: SectionTone
  labelledBy: string
  innerClassName?: string
  /** "flush-top" continues the block above (e.g. the hero); "none" when innerClassName sets it. */
  padding?: keyof typeof PADDING
  /** The section's opening heading (centred), its id being `labelledBy`. */
  heading?: Omit<SectionHeadingProps, "id">
}

/**
 * A full-width band with the standard vertical rhythm and the 1200 px container, drawn only as it nears the viewport
 * (`drawn-when-near`, app.css).
 */
export function Section({
  tone = "linen",
  labelledBy,
  className,
  innerClassName,
  padding = "default",
  heading,
  children,
  ...props
}: SectionProps) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={cn("relative overflow-x-clip drawn-when-near", PADDING[padding], TONES[tone], className)}
      {...props}
    >
      <div className={cn("container-page", innerClassName)}>
        {heading && <SectionHeading id={labelledBy} {...heading} />}
        {children}
      </div>
    </section>
  )
}
