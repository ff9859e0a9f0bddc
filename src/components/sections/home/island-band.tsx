import type { ReactNode } from "react"

import { Section, type SectionTone } from "../section"

type IslandBandProps = {
  id: string
  tone: SectionTone
  content: { heading: string; eyebrow?: string; intro?: string }
  islandClassName?: string
  /** The links under the island; a page passes them as the named slot "actions". */
  actions?: ReactNode
  children: ReactNode
}

/** A home band around a run-time island, `children`, with its links below: Our Work, the portfolio, the reviews. */
export function IslandBand({ id, tone, content, islandClassName = "mt-10", actions, children }: IslandBandProps) {
  return (
    <Section labelledBy={id} tone={tone} heading={{ ...content, spaced: false }}>
      <div className={islandClassName}>{children}</div>
      <div className="mt-12 flex flex-col items-center gap-5 text-center">{actions}</div>
    </Section>
  )
}
