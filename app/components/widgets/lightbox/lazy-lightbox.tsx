import { lazyPart } from "~/components/ui/island"

import type { LightboxProps } from "./lightbox"

const loadLightbox = () => import("./lightbox")
const Lightbox = lazyPart<LightboxProps>(() => loadLightbox().then((module) => ({ default: module.Lightbox })))

/** Starts downloading the lightbox early (pointer over or focus on a thumbnail). */
export const preloadLightbox = () => void loadLightbox().catch(() => undefined)

/** `Lightbox` while a photo is open, downloaded on the first open (Radix Dialog stays out of the first load). */
export function LazyLightbox({ index, ...props }: Omit<LightboxProps, "index"> & { index: number | null }) {
  return index === null ? null : <Lightbox index={index} {...props} />
}
