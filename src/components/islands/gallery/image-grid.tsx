import { memo, useState, type ReactNode } from "react"

import { Picture } from "~/components/ui/picture"
import { ScriptsOffNote } from "~/components/ui/scripts-off-note"
import { SpriteIcon } from "~/components/ui/sprite-icon"
import { cn } from "~/lib/cn"

import { LazyLightbox, preloadLightbox } from "../lightbox/lazy-lightbox"
import type { LightboxImage } from "../lightbox/lightbox"
import { EmptyState } from "./gallery-states"

/** A photo of a grid: a gallery tab's, or an owner page's photos section, whose photos may have no title (decision 020). */
type GridPhoto = LightboxImage & { id: string }

type ImageGridProps<T extends GridPhoto> = {
  /** Undefined while they are read. */
  images: T[] | undefined
  emptyText: string
  placeholders?: number
  /** The grid's columns and gaps. */
  className?: string
  /** Each tile's aspect ratio. */
  tileClassName?: string
  sizes?: string
  /** How many photos at the top load eagerly. */
  priority?: number
  slot?: string
  overlay?: (photo: T) => ReactNode
}

const thumbnailCaption = (image: GridPhoto) => (
  <span className="pointer-events-none absolute inset-x-0 bottom-0 hidden items-end justify-between gap-3 bg-gradient-to-t from-forest-800/70 via-forest-800/25 to-transparent px-4 pt-12 pb-4 sm:flex">
    <span className="font-medium text-linen">{image.title}</span>
    <SpriteIcon
      name="expand"
      className="size-4 shrink-0 text-linen opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
    />
  </span>
)

/** Placeholders while photos are read, the empty text, or tiles opening the lightbox; memoised for deferred renders. */
export const ImageGrid = memo(function ImageGrid<T extends GridPhoto>({
  images,
  emptyText,
  placeholders = 6,
  className = "grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3",
  tileClassName = "aspect-4/3",
  sizes = "(min-width: 1024px) 380px, 50vw",
  priority = 0,
  slot = "thumbnail",
  overlay = thumbnailCaption,
}: ImageGridProps<T>) {
  const [index, setIndex] = useState<number | null>(null)
  if (!images) {
    return (
      <>
        <div role="status" aria-label="Loading photos" className={cn(className, "noscript:hidden")}>
          {Array.from({ length: placeholders }, (_, i) => (
            <div key={i} data-slot="skeleton" className={cn("skeleton rounded-card", tileClassName)} />
          ))}
        </div>
        <ScriptsOffNote>Turn on JavaScript in your browser to see these photos.</ScriptsOffNote>
      </>
    )
  }
  if (images.length === 0) return <EmptyState>{emptyText}</EmptyState>
  return (
    <>
      <ul className={className} onPointerEnter={preloadLightbox} onFocus={preloadLightbox}>
        {images.map((photo, i) => (
          <li key={photo.id}>
            <button type="button" onClick={() => setIndex(i)} data-slot={slot} className="photo-tile group">
              <Picture
                src={photo.src}
                alt={photo.alt}
                sizes={sizes}
                priority={i < priority}
                className={cn("block", tileClassName)}
                imgClassName="photo-tile-image"
              />
              {overlay(photo)}
            </button>
          </li>
        ))}
      </ul>
      <LazyLightbox images={images} index={index} onIndexChange={setIndex} />
    </>
  )
}) as <T extends GridPhoto>(props: ImageGridProps<T>) => ReactNode
