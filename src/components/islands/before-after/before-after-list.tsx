import { useDeferredValue } from "react"

import type { BeforeAfterItem } from "~/lib/content/gallery"
import { useGallery, withContentQuery } from "~/lib/content/queries"

import { GalleryError } from "../gallery/gallery-states"
import { BeforeAfterGrid } from "./before-after-card"

/** `first`, known at build time, shows while the rest are read, so the page's largest photo paints with the HTML. */
function Comparisons({ first }: { first?: BeforeAfterItem }) {
  const { data, isError } = useGallery()
  // The arriving list renders as a transition, in slices, instead of one long task (BeforeAfterGrid is memoised).
  const comparisons = useDeferredValue(data?.beforeAfter)
  return (
    <div data-slot="before-after-list">
      {isError ? (
        <GalleryError />
      ) : (
        <BeforeAfterGrid
          items={comparisons}
          first={first}
          placeholders={3}
          headingLevel="h2"
          priority={2}
          className="gap-y-14"
        />
      )}
    </div>
  )
}

/** /before-after's list: every comparison of /content/gallery.json with its slider, title and description. */
export const BeforeAfterList = withContentQuery(Comparisons)
