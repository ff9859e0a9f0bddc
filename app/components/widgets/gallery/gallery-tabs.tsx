import { useDeferredValue, useRef, useState, type KeyboardEvent } from "react"

import { cn } from "~/lib/cn"
import type { GalleryImage } from "~/lib/content/gallery"
import { useGallery } from "~/lib/content/queries"
import type { GalleryCategory } from "~/lib/content/schemas"
import { useHydrated } from "~/lib/use-hydrated"

import { BeforeAfterGrid } from "../before-after/before-after-card"
import { LazyLightbox } from "../lightbox/lazy-lightbox"
import { EmptyState, GalleryError, SkeletonGrid } from "./gallery-states"
import { GALLERY_GRID, ImageGrid } from "./image-grid"

export const GALLERY_TABS = [
  { value: "bathrooms", label: "Bathrooms" },
  { value: "kitchens", label: "Kitchens" },
  { value: "commercial", label: "Commercial" },
  { value: "builderCleans", label: "Builder Cleans" },
  { value: "beforeAfter", label: "Before & After" },
] as const satisfies readonly { value: GalleryCategory | "beforeAfter"; label: string }[]

export type GalleryTab = (typeof GALLERY_TABS)[number]["value"]

/** SPEC section 4: the gallery page opens on Bathrooms. */
export const DEFAULT_GALLERY_TAB: GalleryTab = "bathrooms"
export const EMPTY_CATEGORY_TEXT = "No images available in this category yet."

const SKELETONS = 6

/** The tab a key moves to (WAI-ARIA tabs pattern, automatic activation), or null. */
export function tabForKey(current: GalleryTab, key: string): GalleryTab | null {
  const i = GALLERY_TABS.findIndex((tab) => tab.value === current)
  const n = GALLERY_TABS.length
  const moves = new Map([
    ["ArrowRight", (i + 1) % n],
    ["ArrowLeft", (i + n - 1) % n],
    ["Home", 0],
    ["End", n - 1],
  ])
  const to = moves.get(key)
  return to === undefined ? null : GALLERY_TABS[to]!.value
}

export type GalleryTabsProps = {
  /** Photos known at build time, shown while /content/gallery.json is read (the prerendered grid). */
  initial?: Partial<Record<GalleryCategory, GalleryImage[]>>
}

/** /gallery's tabs: a photo grid per category with a lightbox, and the before/after sliders. */
export function GalleryTabs({ initial }: GalleryTabsProps) {
  const { data: latest, isError, status } = useGallery()
  // The file's arrival renders as a transition, in slices; ImageGrid is memoised, so the urgent
  // render before it is cheap.
  const data = useDeferredValue(latest)
  const hydrated = useHydrated()
  const [tab, setTab] = useState<GalleryTab>(DEFAULT_GALLERY_TAB)
  const [index, setIndex] = useState<number | null>(null)
  const tabRefs = useRef<Partial<Record<GalleryTab, HTMLButtonElement | null>>>({})

  const select = (next: GalleryTab) => {
    setTab(next)
    setIndex(null)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabForKey(tab, event.key)
    if (!next) return
    event.preventDefault()
    select(next)
    tabRefs.current[next]?.focus()
  }

  const images = tab === "beforeAfter" ? undefined : (data?.categories[tab] ?? (data ? [] : initial?.[tab]))

  return (
    <div data-slot="gallery-tabs" data-hydrated={hydrated} data-status={status}>
      <div className="-mx-5 overflow-x-auto px-5 py-2 sm:mx-0 sm:px-0">
        <div
          role="tablist"
          aria-label="Gallery categories"
          className="inline-flex gap-1 rounded-pill bg-white p-1 shadow-soft"
        >
          {GALLERY_TABS.map((item) => {
            const selected = item.value === tab
            return (
              <button
                key={item.value}
                ref={(el) => {
                  tabRefs.current[item.value] = el
                }}
                type="button"
                role="tab"
                id={`gallery-tab-${item.value}`}
                aria-selected={selected}
                aria-controls={`gallery-panel-${item.value}`}
                tabIndex={selected ? 0 : -1}
                data-state={selected ? "active" : "inactive"}
                onClick={() => select(item.value)}
                onKeyDown={onKeyDown}
                className={cn(
                  "min-h-11 rounded-pill px-4 text-sm font-semibold whitespace-nowrap transition-colors duration-200 sm:px-5 sm:text-base",
                  selected ? "bg-forest text-linen shadow-soft" : "text-forest hover:bg-mist",
                )}
              >
                {item.label}
              </button>
            )
          })}
        </div>
      </div>

      {GALLERY_TABS.map((item) => (
        <div
          key={item.value}
          role="tabpanel"
          id={`gallery-panel-${item.value}`}
          aria-labelledby={`gallery-tab-${item.value}`}
          hidden={item.value !== tab}
          tabIndex={0}
          className="mt-8 rounded-card focus-visible:outline-offset-8"
        >
          {item.value !== tab ? null : isError ? (
            <GalleryError />
          ) : tab === "beforeAfter" ? (
            <BeforeAfterGrid items={data?.beforeAfter} />
          ) : !images ? (
            <SkeletonGrid count={SKELETONS} className={GALLERY_GRID} />
          ) : images.length === 0 ? (
            <EmptyState>{EMPTY_CATEGORY_TEXT}</EmptyState>
          ) : (
            // Only the first photo is a priority: the largest paint on wide screens; on phones one
            // request fewer keeps the first screen within one round trip.
            <ImageGrid images={images} onOpen={setIndex} priority={tab === DEFAULT_GALLERY_TAB ? 1 : 0} />
          )}
        </div>
      ))}

      <LazyLightbox images={images ?? []} index={index} onIndexChange={setIndex} />
    </div>
  )
}
