import { useEffect, useRef, type ComponentProps, type CSSProperties } from "react"

const FROM = {
  up: "translateY(24px)",
  left: "translateX(24px)",
  right: "translateX(-24px)",
} as const

/** SPEC section 2: sections must be 100 px inside the viewport before they fade in. */
const FADE_INSET_PX = 100
export const FADE_MARGIN = `-${FADE_INSET_PX}px`

/** `delay` in seconds before the 0.6 s fade; `threshold`: share of the element visible (About: 0.15). */
type FadeInProps = ComponentProps<"div"> & { delay?: number; direction?: keyof typeof FROM; threshold?: number }

const watched = new WeakSet<Element>()

// Fades in once, on first scrolling into view. Only content below the fold is hidden, by script, so
// pages read fully without JavaScript and nothing above the fold flickers; reduced motion skips it.
function watchFadeIn(element: HTMLElement, threshold: number) {
  if (watched.has(element)) return
  watched.add(element)
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return
  // The observer's first report says where the element is, measured with the browser's own
  // rendering; measuring here instead would force a layout per fade-in as the page starts.
  let first = true
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry) return
      if (first) {
        first = false
        // The viewport from the report too (its root box is the viewport less the margin):
        // reading window.innerHeight after another fade-in changed the page forces a layout.
        const viewportBottom = entry.rootBounds ? entry.rootBounds.bottom + FADE_INSET_PX : window.innerHeight
        const { top, bottom } = entry.boundingClientRect
        if (top < viewportBottom && bottom > 0) observer.disconnect()
        else element.dataset.fade = "hidden"
        return
      }
      if (!entry.isIntersecting) return
      element.dataset.fade = "shown"
      observer.disconnect()
    },
    { rootMargin: FADE_MARGIN, threshold },
  )
  observer.observe(element)
}

/** Starts every fade-in on the page, also in parts still prerendered HTML; app/root.tsx calls it. */
export function watchFadeIns(root: ParentNode = document) {
  for (const element of root.querySelectorAll<HTMLElement>("[data-fade-threshold]")) {
    watchFadeIn(element, Number(element.dataset.fadeThreshold))
  }
}

export function FadeIn({ delay = 0, direction = "up", threshold = 0, style, ...props }: FadeInProps) {
  const ref = useRef<HTMLDivElement>(null)
  // Rendered after the page started (a client-side navigation, a widget's new content).
  useEffect(() => {
    if (ref.current) watchFadeIn(ref.current, threshold)
  }, [threshold])
  const fadeStyle = { "--fade-from": FROM[direction], "--fade-delay": `${delay}s`, ...style } as CSSProperties
  return <div ref={ref} style={fadeStyle} data-fade-threshold={threshold} {...props} />
}
