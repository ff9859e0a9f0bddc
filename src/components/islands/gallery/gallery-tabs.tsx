import { useDeferredValue } from "react"

import { PillTabs } from "~/components/ui/pill-tabs"
import { ScriptsOffNote } from "~/components/ui/scripts-off-note"
import type { GalleryImage } from "~/lib/content/gallery"
import { useGallery, withContentQuery } from "~/lib/content/queries"
import type { GalleryCategory } from "~/lib/content/schemas"

import { BeforeAfterGrid } from "../before-after/before-after-card"
import { GalleryError } from "./gallery-states"
import { ImageGrid } from "./image-grid"

export const GALLERY_TABS = [
  { value: "bathrooms", label: "Bathrooms" },
  { value: "kitchens", label: "Kitchens" },
  { value: "commercial", label: "Commercial" },
  { value: "builderCleans", label: "Builder Cleans" },
  { value: "beforeAfter", label: "Before & After" },
] as const satisfies readonly { value: GalleryCategory | "beforeAfter"; label: string }[]

type GalleryTab = (typeof GALLERY_TABS)[number]["value"]

export const DEFAULT_GALLERY_TAB: GalleryTab = "bathrooms"

/** `initial`: build-time photos, the prerendered grid, shown until the island starts and reads /content/gallery.json. */
function GalleryTabs({ initial }: { initial?: Partial<Record<GalleryCategory, GalleryImage[]>> }) {
  const { data: latest, isError, status } = useGallery()
  // The file's arrival renders as a transition; the memoised thumbnails keep the urgent render cheap.
  const data = useDeferredValue(latest)

  return (
    <>
      <PillTabs
        tabs={GALLERY_TABS}
        defaultTab={DEFAULT_GALLERY_TAB}
        label="Gallery categories"
        data-slot="gallery-tabs"
        data-status={status}
        classNames={{
          bar: "-mx-5 overflow-x-auto px-5 py-2 sm:mx-0 sm:px-0",
          list: "bg-white",
          trigger: "sm:px-5",
          panel: "mt-8",
        }}
      >
        {(tab) =>
          isError ? (
            <GalleryError />
          ) : tab === "beforeAfter" ? (
            <BeforeAfterGrid items={data?.beforeAfter} />
          ) : (
            // Only the first photo is a priority: on phones one request fewer keeps the first screen in one round trip.
            <ImageGrid
              images={data ? data.categories[tab] : initial?.[tab]}
              emptyText="No images available in this category yet."
              priority={tab === DEFAULT_GALLERY_TAB ? 1 : 0}
            />
          )
        }
      </PillTabs>
      {/* Without scripts the first tab's photos show, and its pill alone: the others need the script. */}
      <ScriptsOffNote className="mt-8">Turn on JavaScript in your browser to see our other photos.</ScriptsOffNote>
    </>
  )
}

/** /gallery's category tabs: a photo grid per category with a lightbox, and the before/after sliders (GET /content/gallery.json). */
export const GalleryIsland = withContentQuery(GalleryTabs)
