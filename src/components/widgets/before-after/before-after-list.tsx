import { memo, useDeferredValue } from "react"

import { ScriptsOffNote } from "~/components/ui/scripts-off-note"
import type { BeforeAfterItem } from "~/lib/content/gallery"
import { ContentQueryProvider, useGallery } from "~/lib/content/queries"

import { EmptyState, GalleryError } from "../gallery/gallery-states"
import {
  BeforeAfterCard,
  BeforeAfterCardSkeleton,
  EMPTY_COMPARISONS_TEXT,
  SCRIPTS_OFF_COMPARISONS,
} from "./before-after-card"

/** SPEC section 2: three placeholders while the comparisons are read. */
const LOADING_PLACEHOLDERS = 3

type ListProps = {
  /** The first comparison, known at build time, shown while the rest are read so the page's largest photo paints with the HTML. */
  first?: BeforeAfterItem
}

function Comparisons({ first }: ListProps) {
  const { data, isError } = useGallery()
  // The arriving list renders as a transition, in slices, instead of one long task (see ComparisonsBody).
  const comparisons = useDeferredValue(data?.beforeAfter)
  return (
    <div data-slot="before-after-list">
      <ComparisonsBody comparisons={comparisons} isError={isError} first={first} />
    </div>
  )
}

// One list in every state, so the prerendered first comparison stays mounted as the others join it.
// Memoised: the urgent render before the deferred one costs nothing.
const ComparisonsBody = memo(function ComparisonsBody({
  comparisons,
  isError,
  first,
}: { comparisons: BeforeAfterItem[] | undefined; isError: boolean } & ListProps) {
  if (isError) return <GalleryError />
  if (comparisons?.length === 0) return <EmptyState>{EMPTY_COMPARISONS_TEXT}</EmptyState>
  const items = comparisons ?? (first ? [first] : [])
  return (
    <>
      <ul className="grid gap-x-8 gap-y-14 md:grid-cols-2">
        {items.map((item, i) => (
          <li key={item.id}>
            <BeforeAfterCard item={item} headingLevel="h2" priority={i < 2} />
          </li>
        ))}
        {!comparisons &&
          Array.from({ length: LOADING_PLACEHOLDERS }, (_, i) => (
            <li key={`placeholder-${i}`} aria-hidden="true" className="noscript:hidden">
              <BeforeAfterCardSkeleton />
            </li>
          ))}
      </ul>
      {!comparisons && (
        <>
          <p role="status" className="sr-only noscript:hidden">
            Loading comparisons
          </p>
          <ScriptsOffNote className="mt-14">{SCRIPTS_OFF_COMPARISONS}</ScriptsOffNote>
        </>
      )}
    </>
  )
})

/** /before-after's list: every comparison of /content/gallery.json with its slider, title and description. */
export function BeforeAfterList({ first }: ListProps) {
  return (
    <ContentQueryProvider>
      <Comparisons first={first} />
    </ContentQueryProvider>
  )
}
