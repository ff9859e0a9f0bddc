import { Tabs } from "radix-ui"
import { useDeferredValue, useState } from "react"

import type { GalleryImage } from "~/lib/content/gallery"
import { useGallery } from "~/lib/content/queries"
import type { GalleryCategory } from "~/lib/content/schemas"
import { useHydrated } from "~/lib/use-hydrated"

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

/** SPEC section 4: the gallery page opens on Bathrooms. */
export const DEFAULT_GALLERY_TAB: GalleryTab = "bathrooms"

export type GalleryTabsProps = {
  /** Photos known at build time, shown while /content/gallery.json is read (the prerendered grid). */
  initial?: Partial<Record<GalleryCategory, GalleryImage[]>>
}

/** /gallery's tabs: a photo grid per category with a lightbox, and the before/after sliders. */
export function GalleryTabs({ initial }: GalleryTabsProps) {
  const { data: latest, isError, status } = useGallery()
  // The file's arrival renders as a transition; the memoised thumbnails keep the urgent render cheap.
  const data = useDeferredValue(latest)
  const hydrated = useHydrated()
  const [tab, setTab] = useState(DEFAULT_GALLERY_TAB)

  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => setTab(value as GalleryTab)}
      data-slot="gallery-tabs"
      data-hydrated={hydrated}
      data-status={status}
    >
      <div className="-mx-5 overflow-x-auto px-5 py-2 sm:mx-0 sm:px-0">
        <Tabs.List aria-label="Gallery categories" className="inline-flex gap-1 rounded-pill bg-white p-1 shadow-soft">
          {GALLERY_TABS.map((item) => (
            <Tabs.Trigger
              key={item.value}
              value={item.value}
              // Radix's roving focus sets the tab stop only once it runs; this keeps the selected
              // tab in the prerendered page's Tab order, as it is after hydration.
              tabIndex={item.value === tab ? 0 : -1}
              className="min-h-11 rounded-pill px-4 text-sm font-semibold whitespace-nowrap text-forest transition-colors duration-200 hover:bg-mist data-[state=active]:bg-forest data-[state=active]:text-linen data-[state=active]:shadow-soft sm:px-5 sm:text-base"
            >
              {item.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </div>

      {GALLERY_TABS.map((item) => (
        <Tabs.Content key={item.value} value={item.value} className="mt-8 rounded-card focus-visible:outline-offset-8">
          {isError ? (
            <GalleryError />
          ) : item.value === "beforeAfter" ? (
            <BeforeAfterGrid items={data?.beforeAfter} />
          ) : (
            // Only the first photo is a priority: the largest paint on wide screens; on phones one
            // request fewer keeps the first screen within one round trip.
            <ImageGrid
              images={data ? data.categories[item.value] : initial?.[item.value]}
              emptyText="No images available in this category yet."
              priority={item.value === DEFAULT_GALLERY_TAB ? 1 : 0}
            />
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
