import { useEffect, useRef, useState, type ComponentProps } from "react"

import { cn } from "~/lib/cn"
import { imageInfo, PLACEHOLDER_IMAGE, srcSet } from "~/lib/images"

type PictureProps = Omit<ComponentProps<"img">, "src" | "alt" | "srcSet"> & {
  src: string
  alt: string
  /**
   * The page's main photos: eager, high fetch priority. Everything else is lazy and low priority,
   * so a photo that happens to be on the first screen waits for the text, fonts and main photos.
   */
  priority?: boolean
  /** Classes for the <img> (object-fit etc.); `className` goes on the <picture>. */
  imgClassName?: string
}

/**
 * A photo from the image pipeline: AVIF and WebP sources at several widths, a JPEG fallback and
 * its intrinsic size (no layout shift). If it fails to load it is replaced, once, by the
 * placeholder image; a failing placeholder is left alone rather than retried.
 */
export function Picture({
  src,
  alt,
  priority = false,
  sizes = "100vw",
  className,
  imgClassName,
  ...props
}: PictureProps) {
  const [failed, setFailed] = useState(false)
  const ref = useRef<HTMLImageElement>(null)
  const info = imageInfo(src)

  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const img = ref.current
    if (img && img.complete && img.naturalWidth === 0 && img.currentSrc && !failed) setFailed(true)
  }, [failed])

  const imgProps = {
    ref,
    alt,
    width: props.width ?? info?.width,
    height: props.height ?? info?.height,
    loading: priority ? ("eager" as const) : ("lazy" as const),
    decoding: priority ? ("sync" as const) : ("async" as const),
    fetchPriority: priority ? ("high" as const) : ("low" as const),
    className: imgClassName,
    onError: () => setFailed(true),
    ...props,
  }

  if (failed)
    return (
      <img {...imgProps} alt={alt} src={PLACEHOLDER_IMAGE} className={cn(imgClassName, className)} data-fallback="" />
    )
  if (!info || info.widths.length === 0)
    return <img {...imgProps} alt={alt} src={src} className={cn(imgClassName, className)} />
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet(src, info.widths, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(src, info.widths, "webp")} sizes={sizes} />
      <img {...imgProps} alt={alt} src={src} srcSet={srcSet(src, info.widths, "jpg")} sizes={sizes} />
    </picture>
  )
}
