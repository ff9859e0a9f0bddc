import { lazy, Suspense, useEffect, useState } from "react"

import { TestimonialsFrame, TestimonialsLoading } from "./testimonials-frame"

const Testimonials = lazy(() => import("./testimonials"))

const loading = (
  <TestimonialsFrame status="pending">
    <TestimonialsLoading />
  </TestimonialsFrame>
)

/**
 * The reviews widget, fetched right after the page hydrates: its data layer (TanStack Query and
 * the content schema) stays out of the first-load JavaScript, while the read of the preloaded
 * /content/testimonials.json still starts straight away. The prerendered page shows the loading state.
 */
export function LazyTestimonials() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  if (!hydrated) return loading
  return (
    <Suspense fallback={loading}>
      <Testimonials />
    </Suspense>
  )
}
