import { uniqueBySrc } from "~/lib/content/gallery"

export const PREVIEW_CATEGORIES = ["bathrooms", "kitchens", "commercial"] as const
type PreviewCategory = (typeof PREVIEW_CATEGORIES)[number]

const PREVIEW_LIMIT = 6
const BATHROOM_SKIP = 2

/** At most 6 images per category, de-duplicated by src (first one wins), skipping the 2 that open the full gallery. */
export function selectPreviewImages<T extends { src: string }>(category: PreviewCategory, images: readonly T[] = []) {
  const unique = uniqueBySrc(images)
  const skipped = category === "bathrooms" ? unique.slice(BATHROOM_SKIP) : unique
  return skipped.slice(0, PREVIEW_LIMIT)
}
