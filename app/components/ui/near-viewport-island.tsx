import { Suspense, useRef, type ReactNode } from "react"

import { useNearViewport } from "~/lib/use-near-viewport"

type NearViewportIslandProps = {
  /** Shown in the prerendered page, until the visitor nears it and while its code loads: same size. */
  fallback: ReactNode
  /** The widget, usually a React.lazy component: its code loads only when it is about to be seen. */
  children: ReactNode
  className?: string
}

/**
 * A below-the-fold widget loaded as the visitor scrolls near it, so its code and data layer stay
 * out of the first-load JavaScript and off the main thread while the page starts.
 */
export function NearViewportIsland({ fallback, children, className }: NearViewportIslandProps) {
  const ref = useRef<HTMLDivElement>(null)
  const near = useNearViewport(ref)
  return (
    <div ref={ref} className={className}>
      {near ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}
    </div>
  )
}
