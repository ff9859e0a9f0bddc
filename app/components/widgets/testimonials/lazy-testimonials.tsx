import { lazy } from "react"

import { NearViewportIsland } from "~/components/ui/near-viewport-island"

import { TestimonialsFrame, TestimonialsLoading } from "./testimonials-frame"

const Testimonials = lazy(() => import("./testimonials"))

const loading = (
  <TestimonialsFrame status="pending">
    <TestimonialsLoading />
  </TestimonialsFrame>
)

/**
 * The reviews widget, loaded as the visitor scrolls near it: its data layer (TanStack Query and
 * the content schema) stays out of the first-load JavaScript and off the main thread while the
 * page starts. The prerendered page shows the loading state, in the same reserved height.
 */
export function LazyTestimonials() {
  return (
    <NearViewportIsland fallback={loading}>
      <Testimonials />
    </NearViewportIsland>
  )
}
