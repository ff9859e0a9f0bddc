import { lazy, Suspense, type ComponentType } from "react"

import type { LightboxProps } from "./lightbox"

const loadLightbox = () => import("./lightbox")
// Radix Dialog stays out of the gallery islands' own code; a failed download draws nothing and leaves the page.
const Lightbox = lazy<ComponentType<LightboxProps>>(() =>
  loadLightbox().then(
    (module) => ({ default: module.Lightbox }),
    () => ({ default: () => null }),
  ),
)

/** Starts downloading the lightbox early (pointer over or focus on a thumbnail). */
export const preloadLightbox = () => void loadLightbox().catch(() => undefined)

/** `Lightbox` while a photo is open, downloaded on the first open. */
export function LazyLightbox({ index, ...props }: Omit<LightboxProps, "index"> & { index: number | null }) {
  if (index === null) return null
  return (
    <Suspense fallback={null}>
      <Lightbox index={index} {...props} />
    </Suspense>
  )
}
