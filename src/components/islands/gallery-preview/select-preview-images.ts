import { uniqueBySrc } from "~/lib/content/gallery"

/** The home page's gallery tabs, in order; bathrooms is the default. */
export const PREVIEW_CATEGORIES = ["bathrooms", "kitchens", "commercial"] as const
type PreviewCategory = (typeof PREVIEW_CATEGORIES)[number]

/** At most 6 images per category, de-duplicated by src; the first 2 bathroom images are skipped. */
const PREVIEW_LIMIT = 6
const BATHROOM_SKIP = 2

/** That rule after de-duplicating by src (first one wins); the skipped bathroom photos open the full gallery. */
export function selectPreviewImages<T extends { src: string }>(category: PreviewCategory, images: readonly T[] = []) {
  const unique = uniqueBySrc(images)
  const skipped = category === "bathrooms" ? unique.slice(BATHROOM_SKIP) : unique
  return skipped.slice(0, PREVIEW_LIMIT)
}
