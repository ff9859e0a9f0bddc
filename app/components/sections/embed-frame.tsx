import type { ReactNode } from "react"

import { cn } from "~/lib/cn"

type EmbedFrameProps = {
  src: string
  /** Accessible name of the frame. */
  title: string
  /** Height in CSS pixels (the quote form is 800: SPEC section 9). */
  height: number
  /** Shown behind the frame while it loads, and visible if the other site cannot be reached. */
  placeholder: ReactNode
  /** Always-visible way to reach the same content without the frame. */
  fallback: ReactNode
  className?: string
}

/**
 * A lazily loaded third-party page (quote form, map) with its space reserved, a calm placeholder
 * underneath and a visible fallback link, so a slow or blocked host never leaves a broken hole.
 */
export function EmbedFrame({ src, title, height, placeholder, fallback, className }: EmbedFrameProps) {
  return (
    <div className={className}>
      <div className="relative overflow-hidden rounded-panel border border-line bg-white shadow-soft" style={{ height }}>
        <div aria-hidden="true" className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-8 text-center text-ink-soft">
          {placeholder}
        </div>
        <iframe
          src={src}
          title={title}
          loading="lazy"
          height={height}
          referrerPolicy="strict-origin-when-cross-origin"
          className={cn("relative block w-full border-0")}
          style={{ height }}
        />
      </div>
      <div className="mt-4 text-center text-[0.95rem] text-ink-soft">{fallback}</div>
    </div>
  )
}
