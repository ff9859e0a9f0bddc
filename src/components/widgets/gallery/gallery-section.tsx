import { ContentQueryProvider } from "~/lib/content/queries"

import { PortfolioGallery } from "../portfolio-gallery/portfolio-gallery"
import { GalleryTabs, type GalleryTabsProps } from "./gallery-tabs"

export type GallerySectionProps = GalleryTabsProps & {
  portfolio: { heading: string; intro: string }
}

/** Everything below /gallery's hero: the category tabs and the post-build portfolio. */
export function GallerySection({ initial, portfolio }: GallerySectionProps) {
  return (
    <ContentQueryProvider>
      <section aria-label="Photo gallery" className="container-page pt-4 pb-16 sm:pb-20">
        <GalleryTabs initial={initial} />
      </section>
      <section aria-labelledby="portfolio-heading" className="bg-mist">
        <div className="container-page section-y">
          <div className="max-w-2xl">
            <h2 id="portfolio-heading" className="text-h2 font-semibold">
              {portfolio.heading}
            </h2>
            <p className="mt-4 text-lead text-ink-soft">{portfolio.intro}</p>
          </div>
          <PortfolioGallery className="mt-10" />
        </div>
      </section>
    </ContentQueryProvider>
  )
}
