import { useEffect, useRef, useState, type ComponentProps } from "react"

import { cn } from "~/lib/cn"
import { imageInfo, PLACEHOLDER_IMAGE, srcSet } from "~/lib/images"

type PictureProps = Omit<ComponentProps<"img">, "src" | "alt" | "srcSet"> & {
  src: string
  alt: string
  /** The page's main photos: eager, high priority. The rest are lazy and low, waiting for text and fonts. */
  priority?: boolean
  /** Classes for the <img> (object-fit etc.); `className` goes on the <picture>. */
  imgClassName?: string
}

/** A photo from the image pipeline (AVIF, WebP, JPEG; intrinsic size), replaced once by the placeholder if it fails. */
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

  const img: ComponentProps<"img"> = {
    ref,
    width: props.width ?? info?.width,
    height: props.height ?? info?.height,
    loading: priority ? "eager" : "lazy",
    decoding: priority ? "sync" : "async",
    fetchPriority: priority ? "high" : "low",
    className: imgClassName,
    onError: () => setFailed(true),
    ...props,
  }

  if (failed)
    return <img {...img} alt={alt} src={PLACEHOLDER_IMAGE} className={cn(imgClassName, className)} data-fallback="" />
  if (!info) return <img {...img} alt={alt} src={src} className={cn(imgClassName, className)} />
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet(src, info.widths, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(src, info.widths, "webp")} sizes={sizes} />
      <img {...img} alt={alt} src={src} srcSet={srcSet(src, info.widths, "jpg")} sizes={sizes} />
    </picture>
  )
}
