import sizes from "~/generated/image-sizes.json"

import { PUBLIC_PREFIX, sourceToPublicUrl, variantUrl, variantWidths, type ImageFormat } from "./image-paths"

/** Shown once in place of any image that fails to load. */
export const PLACEHOLDER_IMAGE = "/images/placeholder.jpg"

const photoSizes: Record<string, number[]> = sizes

export function srcSet(src: string, widths: number[], format: ImageFormat) {
  return widths.map((w) => `${variantUrl(src, w, format)} ${w}w`).join(", ")
}

/** Size and variant widths of a photo built by the image pipeline, or undefined for any other URL. */
export function imageInfo(src: string) {
  if (!src.startsWith(`${PUBLIC_PREFIX}/`)) return undefined
  const [width, height] = photoSizes[src.slice(PUBLIC_PREFIX.length + 1)] ?? []
  if (!width || !height) return undefined
  return { width, height, widths: variantWidths(width) }
}

/** Public URL of a photo from its path under content/photos, e.g. "team/team-01.jpg". */
export const photo = sourceToPublicUrl
