/**
 * The naming rules of the image pipeline, shared by the build (scripts/build-images.ts) and the
 * pages that show its photos (app/lib/images.ts).
 */

/** Public URL prefix of everything generated from content/photos/**. */
export const PUBLIC_PREFIX = "/api/content/attached_assets"

/** Responsive widths generated for each raster source (only those <= the source width). */
export const VARIANT_WIDTHS = [480, 800, 1200, 1600] as const

/** The canonical fallback JPEG is at most this wide. */
export const CANONICAL_MAX_WIDTH = 1600

export type ImageFormat = "avif" | "webp" | "jpg"

export const RASTER_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif"] as const

function normaliseRel(relPath: string): string {
  return relPath
    .replace(/\\/g, "/")
    .replace(/^(\.\/)+/, "")
    .replace(/^\/+/, "")
}

function extOf(p: string): string {
  const m = /\.[^./]+$/.exec(p)
  return m ? m[0].toLowerCase() : ""
}

export function isRasterSource(relPath: string): boolean {
  return (RASTER_EXTENSIONS as readonly string[]).includes(extOf(relPath))
}

export function isSvgSource(relPath: string): boolean {
  return extOf(relPath) === ".svg"
}

/**
 * Canonical public URL for a source file given relative to content/photos.
 * Raster sources always map to `.jpg` (the canonical fallback); SVGs keep `.svg`.
 *
 *   sourceToPublicUrl("bathrooms/bathroom-01.png") === "/api/content/attached_assets/bathrooms/bathroom-01.jpg"
 */
export function sourceToPublicUrl(relPath: string): string {
  const rel = normaliseRel(relPath)
  const ext = extOf(rel)
  const base = ext ? rel.slice(0, -ext.length) : rel
  const outExt = ext === ".svg" ? ".svg" : ".jpg"
  const encoded = `${base}${outExt}`.split("/").map(encodeURIComponent).join("/")
  return `${PUBLIC_PREFIX}/${encoded}`
}

/**
 * URL of one responsive variant of a canonical image URL.
 *
 *   variantUrl("/api/content/attached_assets/a/b.jpg", 800, "avif") === "/api/content/attached_assets/a/b-800.avif"
 */
export function variantUrl(src: string, width: number, format: ImageFormat): string {
  if (!Number.isInteger(width) || width <= 0) throw new RangeError(`variantUrl: invalid width ${width}`)
  const q = src.search(/[?#]/)
  const path = q === -1 ? src : src.slice(0, q)
  const suffix = q === -1 ? "" : src.slice(q)
  const slash = path.lastIndexOf("/")
  const dot = path.lastIndexOf(".")
  const stem = dot > slash ? path.slice(0, dot) : path
  return `${stem}-${width}.${format}${suffix}`
}

/**
 * Which responsive widths to generate for a source of the given (EXIF-oriented) width.
 * Always at least one: a source narrower than the smallest width uses its own width.
 */
export function variantWidths(sourceWidth: number): number[] {
  const w = Math.floor(sourceWidth)
  if (!(w > 0)) return []
  const list = VARIANT_WIDTHS.filter((v) => v <= w)
  return list.length ? [...list] : [w]
}

/** Width of the canonical JPEG for a source of the given width (never upscaled). */
export function canonicalWidth(sourceWidth: number): number {
  return Math.min(Math.floor(sourceWidth), CANONICAL_MAX_WIDTH)
}
