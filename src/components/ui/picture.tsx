import type { ComponentProps } from "react"

import { cn } from "~/lib/cn"
import { imageInfo, srcSet } from "~/lib/images"

type PictureProps = Omit<ComponentProps<"img">, "src" | "alt" | "srcSet"> & {
  src: string
  alt: string
  /** The page's main photos: eager, high priority. The rest are lazy and low, waiting for text and fonts. */
  priority?: boolean
  /** Classes for the <img> (object-fit etc.), by default filling the <picture>, which `className` is for. */
  imgClassName?: string
}

// A photo from the image pipeline (AVIF, else JPEG; no WebP, decision 038). If it fails, the page script alone puts
// the placeholder in, once, before its island starts too (decision 017).
export function Picture({
  src,
  alt,
  priority = false,
  sizes = "100vw",
  className,
  imgClassName = "h-full w-full object-cover",
  ...props
}: PictureProps) {
  const info = imageInfo(src)
  const img: ComponentProps<"img"> = {
    width: props.width ?? info?.width,
    height: props.height ?? info?.height,
    loading: priority ? "eager" : "lazy",
    decoding: priority ? "sync" : "async",
    fetchPriority: priority ? "high" : "low",
    className: imgClassName,
    ...props,
  }

  if (!info) return <img {...img} alt={alt} src={src} className={cn(imgClassName, className)} />
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet(src, info.widths, "avif")} sizes={sizes} />
      <img {...img} alt={alt} src={src} srcSet={srcSet(src, info.widths, "jpg")} sizes={sizes} />
    </picture>
  )
}
