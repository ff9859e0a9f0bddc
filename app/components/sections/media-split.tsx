import type { ReactNode } from "react"

import { cn } from "~/lib/cn"

type MediaSplitProps = {
  /** The photo (or other media) beside the text. */
  media: ReactNode
  children: ReactNode
  /** Put the media on the right on wide screens. */
  reverse?: boolean
  className?: string
}

/** Photo and text side by side on wide screens, stacked (photo first) on phones. */
export function MediaSplit({ media, children, reverse = false, className }: MediaSplitProps) {
  return (
    <div className={cn("grid items-center gap-10 lg:grid-cols-2 lg:gap-16", className)}>
      <div className={cn(reverse && "lg:order-2")}>{media}</div>
      <div className={cn(reverse && "lg:order-1")}>{children}</div>
    </div>
  )
}
