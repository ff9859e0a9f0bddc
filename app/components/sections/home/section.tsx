import type { ComponentProps } from "react"

import { cn } from "~/lib/cn"

import { bandClass, type SectionTone } from "../section"

type HomeSectionProps = ComponentProps<"section"> & {
  /** Id of the section's h2, which names the region. */
  labelledBy: string
  /** Bands alternate for rhythm (DESIGN.md: linen / mist / white / one forest band). */
  tone: SectionTone
}

/** A home page band: the shared background tones, with each section laying out its own container. */
export function HomeSection({ labelledBy, tone, className, children, ...props }: HomeSectionProps) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={cn("relative overflow-x-clip", bandClass(tone), className)}
      {...props}
    >
      {children}
    </section>
  )
}
