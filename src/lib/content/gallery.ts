// content/gallery.json in either of its two shapes (see galleryFileSchema), read into one shape: `Gallery`.
import { GALLERY_CATEGORIES, type GalleryCategory, type GalleryFile } from "./runtime-schemas.ts"

export type Gallery = ReturnType<typeof normaliseGallery>
export type GalleryImage = ReturnType<typeof normaliseImages>[number]
export type BeforeAfterItem = Gallery["beforeAfter"][number]

/** The first of each src (the home preview is de-duplicated by src; /gallery's photo ids rely on it too). */
export function uniqueBySrc<T extends { src: string }>(images: readonly T[]) {
  const seen = new Set<string>()
  return images.filter((image) => !seen.has(image.src) && Boolean(seen.add(image.src)))
}

/** A photo without a title takes its alt text, without an id its file name; a repeated src is dropped. */
function normaliseImages(list: GalleryFile[GalleryCategory]) {
  return uniqueBySrc(list ?? []).map((image) => ({
    id: String(image.id ?? image.src.replace(/^.*\/|\.[a-z0-9]+$/gi, "")),
    src: image.src,
    alt: image.alt,
    title: image.title ?? image.alt,
  }))
}

export function normaliseGallery(file: GalleryFile) {
  const source = file.categories ?? file
  const categories = {} as Record<GalleryCategory, GalleryImage[]>
  for (const key of GALLERY_CATEGORIES) categories[key] = normaliseImages(source[key])
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
