import { lazy, Suspense } from "react"

import type { LightboxProps } from "./lightbox"

const loadLightbox = () => import("./lightbox")
const Lightbox = lazy(() => loadLightbox().then((module) => ({ default: module.Lightbox })))

/** Starts downloading the lightbox early (pointer over or focus on a thumbnail). */
export const preloadLightbox = () => void loadLightbox()

/** `Lightbox` while a photo is open, downloaded on the first open (Radix Dialog stays out of the first load). */
export function LazyLightbox({ index, ...props }: Omit<LightboxProps, "index"> & { index: number | null }) {
  if (index === null) return null
  return (
    <Suspense fallback={null}>
      <Lightbox index={index} {...props} />
    </Suspense>
  )
}
