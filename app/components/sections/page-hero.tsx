import type { ReactNode } from "react"

import { cn } from "~/lib/cn"

type PageHeroProps = {
  heading: string
  intro: string
  /** Small label above the heading, e.g. "Residential". */
  eyebrow?: string
  /** Buttons or links under the intro. */
  actions?: ReactNode
  /** Media shown beside the text on wide screens. */
  aside?: ReactNode
  className?: string
}

/** The opening block of an inner page: its one h1, an intro line and optional actions. */
export function PageHero({ heading, intro, eyebrow, actions, aside, className }: PageHeroProps) {
  return (
    <section
      className={cn("relative overflow-hidden bg-gradient-to-b from-mist to-linen", className)}
      aria-labelledby="page-heading"
    >
      <div
        className={cn(
          "container-page grid items-center gap-10 pt-14 pb-16 sm:pt-20 sm:pb-20",
          aside && "lg:grid-cols-[1.1fr_1fr] lg:gap-16",
        )}
      >
        <div className="max-w-2xl">
          {eyebrow && (
            <p className="mb-4 text-sm font-semibold tracking-[0.16em] text-eucalyptus-700 uppercase">{eyebrow}</p>
          )}
          <h1 id="page-heading" className="text-h1 font-semibold">
            {heading}
          </h1>
          <p className="mt-5 text-lead text-ink-soft">{intro}</p>
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
        </div>
        {aside}
      </div>
    </section>
  )
}
