/**
 * The gallery in one shape. content/gallery.json may be written in either shape of SPEC section 3
 * (see `galleryFileSchema`); everything after the read works with `Gallery`.
 */
import {
  GALLERY_CATEGORIES,
  galleryFileSchema,
  parseFile,
  type GalleryCategory,
  type GalleryFile,
} from "./runtime-schemas.ts"

/** The one shape the site works with, whichever shape the file was written in. */
export type GalleryImage = { id: string; src: string; alt: string; title: string }
export type BeforeAfterItem = {
  id: string
  title: string
  description: string
  before: { src: string; alt: string; label: string }
  after: { src: string; alt: string; label: string }
}
export type Gallery = { categories: Record<GalleryCategory, GalleryImage[]>; beforeAfter: BeforeAfterItem[] }

/**
 * Pure: turns either file shape into `Gallery`. Missing categories become empty lists, photos
 * without a title take their alt text, photos without an id take their file name, and duplicate
 * photos within a category (same src) are dropped.
 */
export function normaliseGallery(file: GalleryFile): Gallery {
  const source = file.categories ?? file
  const categories = Object.fromEntries(
    GALLERY_CATEGORIES.map((key) => {
      const seen = new Set<string>()
      const images = (source[key] ?? [])
        .filter((image) => !seen.has(image.src) && Boolean(seen.add(image.src)))
        // The file name is the id when there is none: ".../bathroom-01.jpg" → "bathroom-01".
        .map((image) => ({
          id: String(image.id ?? image.src.replace(/^.*\/|\.[a-z0-9]+$/gi, "")),
          src: image.src,
          alt: image.alt,
          title: image.title ?? image.alt,
        }))
      return [key, images]
    }),
  ) as Record<GalleryCategory, GalleryImage[]>
  const beforeAfter = (file.beforeAfter ?? []).map((item) => {
    const side = (src: string, label: string, alt?: string) => ({
      src,
      alt: alt ?? `${item.title}: ${label.toLowerCase()}`,
      label,
    })
    return {
      id: String(item.id),
      title: item.title,
      description: item.description,
      before: side(item.before, item.beforeLabel ?? "Before", item.beforeAlt),
      after: side(item.after, item.afterLabel ?? "After", item.afterAlt),
    }
  })
  return { categories, beforeAfter }
}

/** Validates and normalises a gallery read at run time; throws a readable error for bad data. */
export function parseGallery(data: unknown, file = "/content/gallery.json"): Gallery {
  return normaliseGallery(parseFile(galleryFileSchema, file, data))
}
