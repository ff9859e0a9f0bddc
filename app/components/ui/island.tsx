import { Suspense, use, useEffect, useRef, useState, type ComponentType } from "react"

import { useHydrating } from "~/lib/use-hydrated"

/**
 * When a prerendered part of the first page view loads its code and hydrates:
 * - "never": static HTML (text, photos, plain links). Its code loads only if React needs it: on a
 *   later client-side render, or when an update (a navigation) reaches it.
 * - "idle": once the browser is idle after the page starts.
 * - "visible": when it comes within 600 px of the viewport, or is focused or pressed.
 */
export type IslandTrigger = "never" | "idle" | "visible"

function watchTrigger(trigger: IslandTrigger, elements: Element[], load: () => void) {
  if (trigger === "idle") {
    if (typeof window.requestIdleCallback !== "function") {
      const timer = setTimeout(load, 200)
      return () => clearTimeout(timer)
    }
    const handle = window.requestIdleCallback(load, { timeout: 2000 })
    return () => window.cancelIdleCallback(handle)
  }
  if (trigger !== "visible" || elements.length === 0) return
  if (typeof IntersectionObserver === "undefined") return void load()
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
 * A part of a page whose code is not part of the page's first load (docs/decisions/009). The
 * prerendered HTML holds it in full; in the browser it sits behind a Suspense boundary whose code
 * loads on its trigger, so React leaves the HTML as it is until then and hydrates the part on its
 * own, in its own task. On a client-side navigation it renders at once, and the navigation waits
 * for its code (the root's Suspense boundary keeps the previous page meanwhile).
 *
 * A "visible" part is watched through a wrapper `<div>`, or, given `watch` (a CSS selector), through
 * the elements in it that match: a whole page whose widgets sit further down (`[data-widget]`).
 */
export function island<P extends object>(
  load: () => Promise<ComponentType<P>>,
  trigger: IslandTrigger = "never",
  watch?: string,
) {
  let release = () => {}
  const code = new Promise<void>((resolve) => (release = resolve)).then(load)
  if (typeof window === "undefined") release()
  let attempts = 0

  function Code(props: P) {
    // React's first attempt to hydrate this part waits for the trigger. Any later attempt means React
    // needs it now: an update reached it (a navigation), or it is rendered afresh.
    if (!useHydrating() || attempts++ > 0) release()
    const Component = use(code)
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
    const part = hydrating ? (
      <Suspense fallback={null}>
        <Code {...props} />
      </Suspense>
    ) : (
      <Code {...props} />
    )
    return trigger === "visible" && !watch ? <div ref={ref}>{part}</div> : part
  }
  return Island
}
