import { PillTabs } from "~/components/ui/pill-tabs"
import { workWords } from "~/lib/content/home-islands"
import { ContentQueryProvider, useGallery } from "~/lib/content/queries"

import { BeforeAfterGrid } from "../before-after/before-after-card"
import { GalleryError } from "../gallery/gallery-states"
import { ImageGrid } from "../gallery/image-grid"
import { PREVIEW_CATEGORIES, selectPreviewImages, type PreviewCategory } from "./select-preview-images"

/** Home's 'Our Work' preview: tabs over /content/gallery.json, photos opening the lightbox. */
function GalleryPreview({ labels, tabsLabel }: { labels: Record<PreviewCategory, string>; tabsLabel: string }) {
  const { data, isError, status } = useGallery()
  return (
    <PillTabs
      tabs={PREVIEW_CATEGORIES.map((category) => ({ value: category, label: labels[category] }))}
      defaultTab="bathrooms"
      label={tabsLabel}
      data-slot="gallery-preview"
      data-status={status}
      classNames={{ bar: "flex justify-center", list: "bg-linen", trigger: "sm:px-6", panel: "mt-10" }}
    >
      {(category) =>
        isError ? (
          <GalleryError />
        ) : (
          <ImageGrid
            images={data && selectPreviewImages(category, data.categories[category])}
            emptyText="No images available for this category."
          />
        )
      }
    </PillTabs>
  )
}

/** Two of the gallery's before/after comparisons, on home. */
function BeforeAfterPreview() {
  const { data, isError } = useGallery()
  // A failed read is already reported by the gallery preview above; the sliders just step aside.
  if (isError) return null
  return <BeforeAfterGrid items={data?.beforeAfter.slice(0, 2)} />
}

/**
 * Home's run-time gallery pieces in one on-demand chunk (TanStack Query, zod, Radix Tabs, slider: not first-load).
 * Their words come with the chunk, not as props in home's HTML (decision 038).
 */
export function OurWorkIsland() {
  const { gallery, beforeAfter } = workWords
  return (
    <ContentQueryProvider>
      <GalleryPreview labels={gallery.tabs} tabsLabel={gallery.tabsLabel} />
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
