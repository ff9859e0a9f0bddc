import { Tabs } from "radix-ui"
import { useState } from "react"

import { useGallery } from "~/lib/content/queries"

import { GalleryError } from "../gallery/gallery-states"
import { ImageGrid } from "../gallery/image-grid"
import { PREVIEW_CATEGORIES, selectPreviewImages, type PreviewCategory } from "./select-preview-images"

/** SPEC section 8: an empty or missing category in the home preview. */
export const EMPTY_PREVIEW_TEXT = "No images available for this category."

export type GalleryPreviewProps = {
  labels: Record<PreviewCategory, string>
  tabsLabel: string
}

/** Home's 'Our Work' preview (SPEC sections 2, 4, 9): tabs over /content/gallery.json, photos opening the lightbox. */
export function GalleryPreview({ labels, tabsLabel }: GalleryPreviewProps) {
  const { data, isError, status } = useGallery()
  const [tab, setTab] = useState<PreviewCategory>("bathrooms")

  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => setTab(value as PreviewCategory)}
      data-slot="gallery-preview"
      data-status={status}
    >
      <div className="flex justify-center">
        <Tabs.List aria-label={tabsLabel} className="inline-flex gap-1 rounded-pill bg-linen p-1 shadow-soft">
          {PREVIEW_CATEGORIES.map((category) => (
            <Tabs.Trigger
              key={category}
              value={category}
              // As on /gallery: the selected tab is a Tab stop in the prerendered page too.
              tabIndex={category === tab ? 0 : -1}
              className="min-h-11 rounded-pill px-4 text-sm font-semibold whitespace-nowrap text-forest transition-colors duration-200 hover:bg-mist data-[state=active]:bg-forest data-[state=active]:text-linen data-[state=active]:shadow-soft sm:px-6 sm:text-base"
            >
              {labels[category]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </div>
      {PREVIEW_CATEGORIES.map((category) => (
        <Tabs.Content key={category} value={category} className="mt-10 rounded-card focus-visible:outline-offset-8">
          {isError ? (
            <GalleryError />
          ) : (
            <ImageGrid
              images={data && selectPreviewImages(category, data.categories[category])}
              emptyText={EMPTY_PREVIEW_TEXT}
            />
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
