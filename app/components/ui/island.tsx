import { lazy, Suspense, use, useEffect, useRef, useState, type ComponentType } from "react"

import { useHydrating } from "~/lib/use-hydrated"
import { whenIdle } from "~/lib/when-idle"

// When a prerendered part's code loads on the first page view (decision 009): "never" (only once React
// needs it: a client-side render, or an update such as a navigation reaching it), "idle" or "visible".
type IslandTrigger = "never" | "idle" | "visible"

function watchTrigger(trigger: IslandTrigger, elements: Element[], load: () => void) {
  if (trigger === "idle") return whenIdle(load, 2000, 200)
  if (trigger !== "visible" || elements.length === 0) return
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), {
    rootMargin: "600px",
  })
  for (const element of elements) {
    observer.observe(element)
    element.addEventListener("focusin", load, { once: true })
    element.addEventListener("pointerdown", load, { once: true })
  }
  return () => {
    observer.disconnect()
    for (const element of elements) {
      element.removeEventListener("focusin", load)
      element.removeEventListener("pointerdown", load)
    }
  }
}

/**
 * A prerendered part whose code loads, and which hydrates behind its own Suspense boundary, once its trigger
 * fires (decision 009). A "visible" part is watched through a wrapper `<div>`, or the elements matching `watch`.
 */
export function island<P extends object>(
  load: () => Promise<ComponentType<P>>,
  trigger: IslandTrigger = "never",
  watch?: string,
) {
  let release = () => {}
  const code = new Promise<void>((resolve) => (release = resolve)).then(load)
  if (typeof window === "undefined") release()
  // A dropped connection must not cost the visitor the page: code that cannot be fetched leaves the part as HTML.
  const codeOrHtml = code.catch(() => new Promise<never>(() => {}))
  let attempts = 0

  function Code(props: P) {
    // React's first attempt to hydrate this part waits for the trigger. Any later attempt means React
    // needs it now: an update reached it (a navigation), or it is rendered afresh.
    const first = useHydrating() && attempts++ === 0
    if (!first) release()
    const Component = use(first ? codeOrHtml : code)
    return <Component {...props} />
  }

  function Island(props: P) {
    const hydratingNow = useHydrating()
    const [hydrating] = useState(hydratingNow)
    const ref = useRef<HTMLDivElement>(null)
    useEffect(() => {
      if (!hydrating) return
      const elements = watch ? [...document.querySelectorAll(watch)] : ref.current ? [ref.current] : []
      return watchTrigger(trigger, elements, release)
    }, [hydrating])
    const code = <Code {...props} />
    const part = hydrating ? <Suspense fallback={null}>{code}</Suspense> : code
    return trigger === "visible" && !watch ? <div ref={ref}>{part}</div> : part
  }
  return Island
}

/**
 * A part whose code loads the first time it renders (a dialog, a toast, a tooltip), drawing nothing until then,
 * or for good if its code cannot be fetched: the page around it stays.
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Part = lazy(() => load().catch(() => ({ default: () => null })))
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    )
  }
}
