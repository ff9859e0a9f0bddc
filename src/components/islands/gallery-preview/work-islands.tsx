import { PillTabs } from "~/components/ui/pill-tabs"
import { workWords } from "~/lib/content/home-islands"
import { useGallery, withContentQuery } from "~/lib/content/queries"

import { BeforeAfterGrid } from "../before-after/before-after-card"
import { GalleryError } from "../gallery/gallery-states"
import { ImageGrid } from "../gallery/image-grid"
import { PREVIEW_CATEGORIES, selectPreviewImages } from "./select-preview-images"

/** Home's 'Our Work': gallery tabs, then two before/after comparisons; its words come with the chunk (decision 038). */
function OurWork() {
  const { gallery, beforeAfter } = workWords
  const { data, isError, status } = useGallery()
  return (
    <>
      <PillTabs
        tabs={PREVIEW_CATEGORIES.map((category) => ({ value: category, label: gallery.tabs[category] }))}
        defaultTab="bathrooms"
        label={gallery.tabsLabel}
        data-slot="gallery-preview"
        data-status={status}
        classNames={{
          bar: "flex justify-center noscript:hidden",
          list: "bg-linen",
          trigger: "sm:px-6",
          panel: "mt-10",
        }}
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
      <div className="mt-20 border-t border-line pt-16">
        <div className="mx-auto max-w-2xl text-center">
          <h3 className="text-h3 font-semibold">{beforeAfter.heading}</h3>
          <p className="mt-2 text-ink-soft">{beforeAfter.intro}</p>
        </div>
        <div className="mt-10">
          {/* A failed read is already reported by the tabs above; the sliders just step aside. */}
          {!isError && <BeforeAfterGrid items={data?.beforeAfter.slice(0, 2)} />}
        </div>
      </div>
    </>
  )
}

/** Home's run-time gallery pieces in one on-demand chunk (TanStack Query, zod, Radix Tabs, slider: not first-load). */
export const OurWorkIsland = withContentQuery(OurWork)
