import manifest from "~/generated/image-manifest.json"

/** Shown once in place of any image that fails to load (SPEC section 4). */
export const PLACEHOLDER_IMAGE = "/images/placeholder.jpg"
export const PHOTO_BASE = "/api/content/attached_assets"

export type ImageInfo = { width: number; height: number; widths: number[]; color?: string; svg?: boolean }
export type ImageFormat = "avif" | "webp" | "jpg"

const images = manifest as Record<string, ImageInfo>

/** "/api/…/a/b.jpg", 800, "avif" → "/api/…/a/b-800.avif" (the names scripts/build-images.ts writes). */
export function variantUrl(src: string, width: number, format: ImageFormat) {
  return src.replace(/\.[a-z0-9]+$/i, `-${width}.${format}`)
}

export function srcSet(src: string, widths: number[], format: ImageFormat) {
  return widths.map((w) => `${variantUrl(src, w, format)} ${w}w`).join(", ")
}

/** Size and variants of a photo built by the image pipeline, or undefined for any other URL. */
export function imageInfo(src: string): ImageInfo | undefined {
  return images[src]
}

/** Public URL of a photo from its path under content/photos, e.g. "team/team-01.jpg". */
export function photo(path: string) {
  return `${PHOTO_BASE}/${path.replace(/^\/+/, "")}`
}
