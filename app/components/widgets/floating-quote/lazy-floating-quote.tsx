import { lazy, Suspense, useEffect, useState, type ComponentProps } from "react"

import type { FloatingQuote as FloatingQuoteView } from "./floating-quote"

const FloatingQuote = lazy(() => import("./floating-quote").then((module) => ({ default: module.FloatingQuote })))

/**
 * The sticky button and the 25 s prompt float over the page and start hidden, so their code can
 * arrive after hydration without shifting anything; the prompt's 25 s count starts from the load.
 */
export function LazyFloatingQuote(props: ComponentProps<typeof FloatingQuoteView>) {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <FloatingQuote {...props} />
    </Suspense>
  )
}
