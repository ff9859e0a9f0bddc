import type { ComponentProps } from "react"

import { cn } from "~/lib/cn"
import { DEFERRED_BAND_CLASS } from "~/lib/deferred-bands"

/** Background of a page section; pages alternate them (linen, mist, white) for rhythm. */
export type SectionTone = "linen" | "mist" | "white" | "forest"

const TONES: Record<SectionTone, string> = {
  linen: "bg-linen",
  mist: "bg-mist",
  white: "bg-white",
  forest: "bg-forest text-linen",
}

/**
 * A band's background, and for light bands `render-lazy` (laid out only when needed, see
 * app.css). Dark bands render at once: contrast checkers misread a skipped dark band.
 */
function bandClass(tone: SectionTone) {
  return cn(tone !== "forest" && DEFERRED_BAND_CLASS, TONES[tone])
}

const PADDING = { default: "section-y", "flush-top": "pt-2 pb-section", none: "" }

type SectionProps = ComponentProps<"section"> & {
  tone?: SectionTone
  /** id of the section's heading; the section is labelled by it. */
  labelledBy: string
  /** Classes for the inner 1200 px container. */
  innerClassName?: string
  /**
   * Vertical padding: the standard rhythm; "flush-top" continues the block above (e.g. right under
   * the hero); "none" when the container's own classes set it.
   */
  padding?: "default" | "flush-top" | "none"
}

/** A full-width page band with the standard vertical rhythm and the 1200 px content container. */
export function Section({
  tone = "linen",
  labelledBy,
  className,
  innerClassName,
  padding = "default",
  children,
  ...props
}: SectionProps) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={cn("relative overflow-x-clip", PADDING[padding], bandClass(tone), className)}
      {...props}
    >
      <div className={cn("container-page", innerClassName)}>{children}</div>
    </section>
  )
}
