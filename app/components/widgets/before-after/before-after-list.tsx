import type { BeforeAfterItem } from "~/lib/content/gallery"
import { ContentQueryProvider, useGallery } from "~/lib/content/queries"

import { EmptyState, GalleryError } from "../gallery/gallery-states"
import { useHydrated } from "../gallery/use-hydrated"
import { BeforeAfterCard, BeforeAfterCardSkeleton } from "./before-after-card"

export const EMPTY_COMPARISONS_TEXT = "No before & after comparisons available at this time."
/** SPEC section 2: three placeholders while the comparisons are read. */
export const LOADING_PLACEHOLDERS = 3

type ListProps = {
  /** The first comparison, known at build time, shown while the rest are read so the page's largest photo paints with the HTML. */
  first?: BeforeAfterItem
}

function Comparisons({ first }: ListProps) {
  const { data, isError } = useGallery()
  const hydrated = useHydrated()
  return (
    <div data-slot="before-after-list" data-hydrated={hydrated}>
      <ComparisonsBody data={data} isError={isError} first={first} />
    </div>
  )
}

function ComparisonsBody({ data, isError, first }: Pick<ReturnType<typeof useGallery>, "data" | "isError"> & ListProps) {
  if (isError) return <GalleryError />
  if (!data) {
    return (
      <div className="grid gap-x-8 gap-y-14 md:grid-cols-2">
        {first && <BeforeAfterCard item={first} headingLevel="h2" priority />}
        <div role="status" aria-label="Loading comparisons" className="contents">
          {Array.from({ length: LOADING_PLACEHOLDERS }, (_, i) => (
            <BeforeAfterCardSkeleton key={i} />
          ))}
        </div>
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
export function BeforeAfterList({ first }: ListProps) {
  return (
    <ContentQueryProvider>
      <Comparisons first={first} />
    </ContentQueryProvider>
  )
}
