import { lazy, Suspense, useState } from "react"

import type { LightboxProps } from "./lightbox"

const loadLightbox = () => import("./lightbox")
const Lightbox = lazy(() => loadLightbox().then((module) => ({ default: module.Lightbox })))

/** Starts downloading the lightbox early (pointer over or focus on a thumbnail). */
export const preloadLightbox = () => void loadLightbox()

/** `Lightbox`, downloaded on first open (Radix Dialog stays out of the first load), then kept mounted. */
export function LazyLightbox(props: LightboxProps) {
  const [used, setUsed] = useState(false)
  if (props.index !== null && !used) setUsed(true)
  if (!used && props.index === null) return null
  return (
    <Suspense fallback={null}>
      <Lightbox {...props} />
    </Suspense>
  )
}
