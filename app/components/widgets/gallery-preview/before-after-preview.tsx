import { useGallery } from "~/lib/content/queries"

import { BeforeAfterCard, BeforeAfterCardSkeleton } from "../before-after/before-after-card"
import { EmptyState } from "../gallery/gallery-states"
import { EMPTY_BEFORE_AFTER_TEXT } from "../gallery/gallery-tabs"

/** The home page shows two of the gallery's before/after comparisons (SPEC section 2). */
export const HOME_COMPARISONS = 2

/** Two before/after sliders from /content/gallery.json, with placeholders of their size while it loads. */
export function BeforeAfterPreview() {
  const { data, isError } = useGallery()
  // A failed read is already reported by the gallery preview above; the sliders just step aside.
  if (isError) return null
  if (!data) {
    return (
      <div role="status" aria-label="Loading comparisons" className="grid gap-10 md:grid-cols-2">
        {Array.from({ length: HOME_COMPARISONS }, (_, i) => (
          <BeforeAfterCardSkeleton key={i} />
        ))}
      </div>
    )
  }
  const items = data.beforeAfter.slice(0, HOME_COMPARISONS)
  if (items.length === 0) return <EmptyState>{EMPTY_BEFORE_AFTER_TEXT}</EmptyState>
  return (
    <div className="grid gap-x-8 gap-y-12 md:grid-cols-2" data-slot="before-after-preview">
      {items.map((item) => (
        <BeforeAfterCard key={item.id} item={item} />
      ))}
    </div>
  )
}
