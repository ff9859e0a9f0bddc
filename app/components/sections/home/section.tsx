import type { ComponentProps } from "react"

import { cn } from "~/lib/cn"

/** Background bands of the home page, alternated for rhythm (DESIGN.md: linen / mist / white / one forest band). */
export type SectionTone = "linen" | "mist" | "white" | "forest"

const TONES: Record<SectionTone, string> = {
  linen: "bg-linen",
  mist: "bg-mist",
  white: "bg-white",
  forest: "bg-forest text-linen",
}

type HomeSectionProps = ComponentProps<"section"> & {
  /** Id of the section's h2, which names the region. */
  labelledBy: string
  tone: SectionTone
}

export function HomeSection({ labelledBy, tone, className, children, ...props }: HomeSectionProps) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={cn("relative overflow-x-clip", tone !== "forest" && "render-lazy", TONES[tone], className)}
      {...props}
    >
      {children}
    </section>
  )
}
