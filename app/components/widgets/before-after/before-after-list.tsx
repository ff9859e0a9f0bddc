import { ContentQueryProvider, useGallery } from "~/lib/content/queries"

import { EmptyState, GalleryError } from "../gallery/gallery-states"
import { useHydrated } from "../gallery/use-hydrated"
import { BeforeAfterCard, BeforeAfterCardSkeleton } from "./before-after-card"

export const EMPTY_COMPARISONS_TEXT = "No before & after comparisons available at this time."
/** SPEC section 2: three placeholders while the comparisons are read. */
export const LOADING_PLACEHOLDERS = 3

function Comparisons() {
  const { data, isError } = useGallery()
  const hydrated = useHydrated()
  return (
    <div data-slot="before-after-list" data-hydrated={hydrated}>
      <ComparisonsBody data={data} isError={isError} />
    </div>
  )
}

function ComparisonsBody({ data, isError }: Pick<ReturnType<typeof useGallery>, "data" | "isError">) {
  if (isError) return <GalleryError />
  if (!data) {
    return (
      <div role="status" aria-label="Loading comparisons" className="grid gap-x-8 gap-y-14 md:grid-cols-2">
        {Array.from({ length: LOADING_PLACEHOLDERS }, (_, i) => (
          <BeforeAfterCardSkeleton key={i} />
        ))}
      </div>
    )
  }
  if (data.beforeAfter.length === 0) return <EmptyState>{EMPTY_COMPARISONS_TEXT}</EmptyState>
  return (
    <ul className="grid gap-x-8 gap-y-14 md:grid-cols-2">
      {data.beforeAfter.map((item, i) => (
        <li key={item.id}>
          <BeforeAfterCard item={item} headingLevel="h2" priority={i < 2} />
        </li>
      ))}
    </ul>
  )
}

/** /before-after's list: every comparison of /content/gallery.json with its slider, title and description. */
export function BeforeAfterList() {
  return (
    <ContentQueryProvider>
      <Comparisons />
    </ContentQueryProvider>
  )
}
