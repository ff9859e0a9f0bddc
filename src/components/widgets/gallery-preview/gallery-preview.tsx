import { PillTabs } from "~/components/ui/pill-tabs"
import { useGallery } from "~/lib/content/queries"

import { GalleryError } from "../gallery/gallery-states"
import { ImageGrid } from "../gallery/image-grid"
import { PREVIEW_CATEGORIES, selectPreviewImages, type PreviewCategory } from "./select-preview-images"

export type GalleryPreviewProps = {
  labels: Record<PreviewCategory, string>
  tabsLabel: string
}

/** Home's 'Our Work' preview (SPEC sections 2, 4, 8, 9): tabs over /content/gallery.json, photos opening the lightbox. */
export function GalleryPreview({ labels, tabsLabel }: GalleryPreviewProps) {
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
