import type { ReactNode } from "react"

import { SpriteIcon } from "~/components/ui/sprite-icon"

/** SPEC section 9: the reviews carousel advances every 5000 ms and pauses while hovered. */
export const TESTIMONIALS_AUTOPLAY = { delay: 5000, pauseOnHover: true } as const

export const TESTIMONIALS_EMPTY = "No testimonials available at this time."
export const TESTIMONIALS_LOADING = "Loading reviews..."

/** The reviews area: one reserved height through loading, reviews and empty, so nothing below moves. */
export function TestimonialsFrame({ status, children }: { status: string; children: ReactNode }) {
  return (
    <div data-slot="testimonials" data-status={status} className="grid min-h-120 grid-cols-1 content-center">
      {children}
    </div>
  )
}

/** 'Loading reviews...' with a spinner (SPEC section 2, item 8). */
export function TestimonialsLoading() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 text-ink-soft">
      <SpriteIcon name="loader" className="size-8 animate-spin text-eucalyptus-600 motion-reduce:animate-none" />
      <span>{TESTIMONIALS_LOADING}</span>
    </div>
  )
}
