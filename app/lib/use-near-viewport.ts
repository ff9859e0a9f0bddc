import { startTransition, useEffect, useState, type RefObject } from "react"

/**
 * True once the element comes within `margin` of the viewport (or the browser cannot tell), and
 * stays true: used to load a below-the-fold widget just before the visitor reaches it. The switch
 * is a transition, so React renders the arriving widget in small slices instead of one long task
 * that would hold up a tap or a scroll.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = "600px") {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || near) return
    const show = () => startTransition(() => setNear(true))
    if (typeof IntersectionObserver === "undefined") return show()
    // Once near is set the effect's cleanup disconnects the observer.
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && show(), { rootMargin: margin })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, margin, near])
  return near
}
