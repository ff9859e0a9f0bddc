import { ScriptsOffNote } from "~/components/ui/scripts-off-note"
import type { BeforeAfterItem } from "~/lib/content/gallery"

import { EmptyState } from "../gallery/gallery-states"
import { BeforeAfterSlider } from "./before-after-slider"

export const EMPTY_COMPARISONS_TEXT = "No before & after comparisons available at this time."
export const SCRIPTS_OFF_COMPARISONS = "Turn on JavaScript in your browser to see every comparison."

export function BeforeAfterCard({
  item,
  headingLevel: Heading = "h3",
  priority = false,
}: {
  item: BeforeAfterItem
  headingLevel?: "h2" | "h3"
  priority?: boolean
}) {
  return (
    <article data-slot="before-after-card" className="flex flex-col">
      <BeforeAfterSlider
        before={item.before}
        after={item.after}
        label={`Compare before and after: ${item.title}`}
        priority={priority}
      />
      <Heading className="mt-5 text-h3 font-semibold">{item.title}</Heading>
      <p className="mt-2 text-ink-soft">{item.description}</p>
    </article>
  )
}

/** Placeholder of the card's shape (3:2 photo, title, two lines), so nothing moves when comparisons arrive. */
export function BeforeAfterCardSkeleton() {
  return (
    <div data-slot="before-after-skeleton" className="flex flex-col">
      <div className="aspect-3/2 animate-pulse rounded-panel bg-mist-200 motion-reduce:animate-none" />
      <div className="mt-5 h-7 w-2/3 animate-pulse rounded-pill bg-mist-200 motion-reduce:animate-none" />
      <div className="mt-3 h-5 w-full animate-pulse rounded-pill bg-mist-200 motion-reduce:animate-none" />
      <div className="mt-2 h-5 w-4/5 animate-pulse rounded-pill bg-mist-200 motion-reduce:animate-none" />
    </div>
  )
}

/** Comparisons two to a row: two placeholders while they are read, a message when there are none. */
export function BeforeAfterGrid({ items, slot }: { items: BeforeAfterItem[] | undefined; slot?: string }) {
  if (!items) {
    return (
      <>
        <div role="status" aria-label="Loading comparisons" className="grid gap-10 md:grid-cols-2 noscript:hidden">
          <BeforeAfterCardSkeleton />
          <BeforeAfterCardSkeleton />
        </div>
        <ScriptsOffNote>{SCRIPTS_OFF_COMPARISONS}</ScriptsOffNote>
      </>
    )
  }
  if (items.length === 0) return <EmptyState>{EMPTY_COMPARISONS_TEXT}</EmptyState>
  return (
    <div className="grid gap-x-8 gap-y-12 md:grid-cols-2" data-slot={slot}>
      {items.map((item) => (
        <BeforeAfterCard key={item.id} item={item} />
      ))}
    </div>
  )
}
