import type { ComponentProps, ReactNode } from "react"

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

type SectionHeadingProps = {
  id: string
  heading: string
  eyebrow?: string
  intro?: ReactNode
  align?: "center" | "start"
  tone?: "light" | "dark"
  className?: string
}

/** Eyebrow, h2 and intro: one consistent heading block for every home section. */
export function SectionHeading({
  id,
  heading,
  eyebrow,
  intro,
  align = "center",
  tone = "light",
  className,
}: SectionHeadingProps) {
  const dark = tone === "dark"
  return (
    <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow && eyebrow !== heading && (
        <p
          className={cn(
            "mb-3 text-sm font-semibold tracking-[0.16em] uppercase",
            dark ? "text-mist-200" : "text-eucalyptus-700",
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2 id={id} className={cn("text-h2 font-semibold", dark && "text-linen")}>
        {heading}
      </h2>
      {intro && <p className={cn("mt-4 text-lead", dark ? "text-mist-200" : "text-ink-soft")}>{intro}</p>}
    </div>
  )
}
