import { ContentQueryProvider, useGallery } from "~/lib/content/queries"

import { BeforeAfterGrid } from "../before-after/before-after-card"
import { PortfolioGallery } from "../portfolio-gallery/portfolio-gallery"
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

export function PortfolioIsland() {
  return (
    <ContentQueryProvider>
      {/* SPEC section 9: the home portfolio preview shows 2 projects. */}
      <PortfolioGallery limit={2} gridClassName="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-6" />
    </ContentQueryProvider>
  )
}
