import { ContentQueryProvider, useGallery } from "~/lib/content/queries"

import { BeforeAfterGrid } from "../before-after/before-after-card"
import { GalleryPreview, type GalleryPreviewProps } from "./gallery-preview"

/** SPEC section 2: two of the gallery's before/after comparisons, on home. */
function BeforeAfterPreview() {
  const { data, isError } = useGallery()
  // A failed read is already reported by the gallery preview above; the sliders just step aside.
  if (isError) return null
  return <BeforeAfterGrid items={data?.beforeAfter.slice(0, 2)} slot="before-after-preview" />
}

/** Home's run-time gallery pieces in one on-demand chunk (TanStack Query, zod, Radix Tabs, slider: not first-load). */
export function OurWorkIsland({
  preview,
  beforeAfter,
}: {
  preview: GalleryPreviewProps
  beforeAfter: { heading: string; intro: string }
}) {
  return (
    <ContentQueryProvider>
      <GalleryPreview {...preview} />
      <div className="mt-20 border-t border-line pt-16">
        <div className="mx-auto max-w-2xl text-center">
          <h3 className="text-h3 font-semibold">{beforeAfter.heading}</h3>
          <p className="mt-2 text-ink-soft">{beforeAfter.intro}</p>
        </div>
        <div className="mt-10">
          <BeforeAfterPreview />
        </div>
      </div>
    </ContentQueryProvider>
  )
}
