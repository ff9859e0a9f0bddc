import { ContentQueryProvider } from "~/lib/content/queries"

import { PortfolioGallery } from "../portfolio-gallery/portfolio-gallery"
import { BeforeAfterPreview } from "./before-after-preview"
import { GalleryPreview, type GalleryPreviewProps } from "./gallery-preview"

/** SPEC section 9: the home portfolio preview shows 2 projects. */
export const HOME_PORTFOLIO_LIMIT = 2

/**
 * The home page's run-time gallery pieces, in one chunk loaded on demand (TanStack Query, zod,
 * Radix Tabs and the slider stay out of the first-load JavaScript).
 */
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
      <PortfolioGallery
        limit={HOME_PORTFOLIO_LIMIT}
        gridClassName="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-6"
      />
    </ContentQueryProvider>
  )
}
