import { memo } from "react"

import { Picture } from "~/components/ui/picture"
import { SpriteIcon } from "~/components/ui/sprite-icon"

import { preloadLightbox } from "../lightbox/lazy-lightbox"

type GridImage = { id: string; src: string; alt: string; title: string }

export const GALLERY_GRID = "grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3"

/** Thumbnails that open the lightbox; the first `priority` photos load eagerly. */
export const ImageGrid = memo(function ImageGrid({
  images,
  onOpen,
  priority = 0,
}: {
  images: GridImage[]
  onOpen: (index: number) => void
  priority?: number
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
