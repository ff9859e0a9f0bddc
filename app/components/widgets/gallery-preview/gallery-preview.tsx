import { Tabs } from "radix-ui"
import { useState } from "react"

import { useGallery } from "~/lib/content/queries"

import { EmptyState, GalleryError, SkeletonGrid } from "../gallery/gallery-states"
import { GALLERY_GRID, ImageGrid } from "../gallery/image-grid"
import { LazyLightbox } from "../lightbox/lazy-lightbox"
import { PREVIEW_CATEGORIES, PREVIEW_LIMIT, selectPreviewImages, type PreviewCategory } from "./select-preview-images"

/** SPEC section 8: an empty or missing category in the home preview. */
export const EMPTY_PREVIEW_TEXT = "No images available for this category."

export type GalleryPreviewProps = {
  /** Tab names, e.g. { bathrooms: "Bathrooms", … }. */
  labels: Record<PreviewCategory, string>
  tabsLabel: string
}

/**
 * The home 'Our Work' preview (SPEC sections 2, 4, 9): tabs Bathrooms (default), Kitchens and
 * Commercial over /content/gallery.json, each showing at most six photos that open the lightbox.
 */
export function GalleryPreview({ labels, tabsLabel }: GalleryPreviewProps) {
  const { data, isError, isPending, status } = useGallery()
  const [tab, setTab] = useState<PreviewCategory>("bathrooms")
  const [index, setIndex] = useState<number | null>(null)
  const images = data ? selectPreviewImages(tab, data.categories[tab]) : []

  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => {
        setTab(value as PreviewCategory)
        setIndex(null)
      }}
      data-slot="gallery-preview"
      data-status={status}
    >
      <div className="flex justify-center">
        <Tabs.List aria-label={tabsLabel} className="inline-flex gap-1 rounded-pill bg-linen p-1 shadow-soft">
          {PREVIEW_CATEGORIES.map((category) => (
            <Tabs.Trigger
              key={category}
              value={category}
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
          ) : isPending ? (
            <SkeletonGrid count={PREVIEW_LIMIT} className={GALLERY_GRID} />
          ) : images.length === 0 ? (
            <EmptyState>{EMPTY_PREVIEW_TEXT}</EmptyState>
          ) : (
            <ImageGrid images={images} onOpen={setIndex} />
          )}
        </Tabs.Content>
      ))}
      <LazyLightbox images={images} index={index} onIndexChange={setIndex} />
    </Tabs.Root>
  )
}
