/** The naming rules of the image pipeline, shared by scripts/tools/build-images.ts and src/lib/images.ts. */

export const PUBLIC_PREFIX = "/api/content/attached_assets"

export type ImageFormat = "avif" | "jpg"

const extOf = (p: string) => /\.[^./]+$/.exec(p)?.[0].toLowerCase() ?? ""
const isRaster = (p: string) => [".jpg", ".jpeg", ".png", ".webp", ".avif"].includes(extOf(p))

/** What the pipeline makes of a file of content/photos: copies of a raster photo, an SVG as it is, or nothing. */
export const sourceKind = (relPath: string) =>
  isRaster(relPath) ? "raster" : extOf(relPath) === ".svg" ? "svg" : undefined

/** The path a photo is published at: a raster of any kind as its canonical `.jpg`, an SVG as it is. */
export const publishedPhotoUrl = (path: string) =>
  isRaster(path) ? path.slice(0, path.length - extOf(path).length) + ".jpg" : path

export function sourceToPublicUrl(relPath: string): string {
  const file = publishedPhotoUrl(relPath.replace(/\\/g, "/").replace(/^(\.?\/)+/, ""))
  return `${PUBLIC_PREFIX}/${file.split("/").map(encodeURIComponent).join("/")}`
}

/** URL of one responsive variant of a canonical image URL: `a/b.jpg`, 800, "avif" → `a/b-800.avif`. */
export function variantUrl(src: string, width: number, format: ImageFormat): string {
  if (!Number.isInteger(width) || width <= 0) throw new RangeError(`variantUrl: invalid width ${width}`)
  return src.replace(/(\.[^./?#]*)?([?#].*)?$/, `-${width}.${format}$2`)
}

/** Widths to generate for a source of this (EXIF-oriented) width; a source narrower than 480 keeps its own. */
export function variantWidths(sourceWidth: number): number[] {
  const w = Math.floor(sourceWidth)
  if (!(w > 0)) return []
  const list = [480, 800, 1200, 1600].filter((v) => v <= w)
  return list.length ? list : [w]
}
