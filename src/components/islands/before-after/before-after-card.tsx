import { memo } from "react"

import { ScriptsOffNote } from "~/components/ui/scripts-off-note"
import { cn } from "~/lib/cn"
import type { BeforeAfterItem } from "~/lib/content/gallery"

import { EmptyState } from "../gallery/gallery-states"
import { BeforeAfterSlider } from "./before-after-slider"

const PLACEHOLDER_SLOT = "before-after-skeleton"

/** The placeholders in the page: /before-after's list starts when one comes on screen (decision 027). */
export const PLACEHOLDER_SELECTOR = `[data-slot="${PLACEHOLDER_SLOT}"]`

type BeforeAfterGridProps = {
  /** Undefined while they are read: `first` (known at build time) and the placeholders show. */
  items: BeforeAfterItem[] | undefined
  first?: BeforeAfterItem
  placeholders?: number
  headingLevel?: "h2" | "h3"
  /** How many comparisons at the top load their photos eagerly. */
  priority?: number
  className?: string
}

/** Two to a row, one list in every state so a prerendered first stays mounted; memoised for deferred renders. */
export const BeforeAfterGrid = memo(function BeforeAfterGrid({
  items,
  first,
  placeholders = 2,
  headingLevel: Heading = "h3",
  priority = 0,
  className = "gap-y-12",
}: BeforeAfterGridProps) {
  if (items?.length === 0) return <EmptyState>No before & after comparisons available at this time.</EmptyState>
  return (
    <>
      <ul className={cn("grid gap-x-8 md:grid-cols-2", className)}>
        {(items ?? (first ? [first] : [])).map((item, i) => (
          <li key={item.id}>
            <article data-slot="before-after-card" className="flex flex-col">
              <BeforeAfterSlider
                before={item.before}
                after={item.after}
                label={`Compare before and after: ${item.title}`}
                priority={i < priority}
              />
              <Heading className="mt-5 text-h3 font-semibold">{item.title}</Heading>
              <p className="mt-2 text-ink-soft">{item.description}</p>
            </article>
          </li>
        ))}
        {/* Placeholders of the card's shape (3:2 photo, title, two lines), so nothing moves when comparisons arrive. */}
        {!items &&
          Array.from({ length: placeholders }, (_, i) => (
            <li key={`placeholder-${i}`} aria-hidden="true" className="noscript:hidden">
              <div data-slot={PLACEHOLDER_SLOT} className="flex flex-col">
                <div className="skeleton aspect-3/2 rounded-panel" />
                <div className="skeleton mt-5 h-7 w-2/3 rounded-pill" />
                <div className="skeleton mt-3 h-5 w-full rounded-pill" />
                <div className="skeleton mt-2 h-5 w-4/5 rounded-pill" />
              </div>
            </li>
          ))}
      </ul>
      {!items && (
        <>
          <p role="status" className="sr-only noscript:hidden">
            Loading comparisons
          </p>
          <ScriptsOffNote className={cn(first && "mt-14")}>
            Turn on JavaScript in your browser to see every comparison.
          </ScriptsOffNote>
        </>
      )}
    </>
  )
})
