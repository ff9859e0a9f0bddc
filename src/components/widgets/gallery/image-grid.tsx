import { memo, useState } from "react"

import { Picture } from "~/components/ui/picture"
import { SpriteIcon } from "~/components/ui/sprite-icon"
import type { GalleryImage } from "~/lib/content/gallery"

import { LazyLightbox, preloadLightbox } from "../lightbox/lazy-lightbox"
import { EmptyState, SkeletonGrid } from "./gallery-states"

const GALLERY_GRID = "grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3"

/** A tab's photos: placeholders while they are read, the empty text, or thumbnails that open the lightbox. */
export function ImageGrid({
  images,
  emptyText,
  priority = 0,
}: {
  images: GalleryImage[] | undefined
  emptyText: string
  priority?: number
}) {
  const [index, setIndex] = useState<number | null>(null)
  if (!images) return <SkeletonGrid count={6} className={GALLERY_GRID} />
  if (images.length === 0) return <EmptyState>{emptyText}</EmptyState>
  return (
    <>
      <Thumbnails images={images} onOpen={setIndex} priority={priority} />
      <LazyLightbox images={images} index={index} onIndexChange={setIndex} />
    </>
  )
}

const Thumbnails = memo(function Thumbnails({
  images,
  onOpen,
  priority,
}: {
  images: GalleryImage[]
  onOpen: (index: number) => void
  priority: number
}) {
  return (
    <ul className={GALLERY_GRID} data-slot="image-grid" onPointerEnter={preloadLightbox} onFocus={preloadLightbox}>
      {images.map((image, index) => (
        <li key={image.id}>
          <button
            type="button"
            onClick={() => onOpen(index)}
            className="group relative block w-full overflow-hidden rounded-card bg-mist shadow-soft transition-shadow duration-300 hover:shadow-lift focus-visible:outline-offset-4"
            data-slot="thumbnail"
          >
            <Picture
              src={image.src}
              alt={image.alt}
              sizes="(min-width: 1024px) 380px, 50vw"
              priority={index < priority}
              className="block aspect-4/3"
              imgClassName="size-full object-cover transition-transform duration-500 ease-calm group-hover:scale-105 motion-reduce:transition-none"
            />
            <span className="pointer-events-none absolute inset-x-0 bottom-0 hidden items-end justify-between gap-3 bg-gradient-to-t from-forest-800/70 via-forest-800/25 to-transparent px-4 pt-12 pb-4 text-left sm:flex">
              <span className="font-medium text-linen">{image.title}</span>
              <SpriteIcon
                name="expand"
                className="size-4 shrink-0 text-linen opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
              />
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
})
