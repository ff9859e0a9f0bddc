// The scroll fade-in (0.6 s, once, skipped under reduced motion), run by the page (lib/page-behaviour.ts) and by FadeIn rendered later.
export const FROM = {
  up: "translateY(24px)",
  left: "translateX(24px)",
  right: "translateX(-24px)",
} as const

/** Sections must be 100 px inside the viewport before they fade in. */
const FADE_INSET_PX = 100
export const FADE_MARGIN = `-${FADE_INSET_PX}px`

const watched = new WeakSet<Element>()

// Fades in once, on first scrolling into view. Only content below the fold is hidden, by script, so
// pages read fully without JavaScript and nothing above the fold flickers; reduced motion skips it.
export function watchFadeIn(element: HTMLElement, threshold: number) {
  if (watched.has(element)) return
  watched.add(element)
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return
  let placed = false
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry) return
      if (!placed) {
        placed = true
        // The observer's first report says where the element is, measured with the browser's own rendering;
        // measuring here instead would force a layout per fade-in as the page starts. The viewport from the report
        // too (its root box is the viewport less the margin): reading window.innerHeight after another fade-in
        // changed the page forces a layout.
        const viewportBottom = entry.rootBounds ? entry.rootBounds.bottom + FADE_INSET_PX : window.innerHeight
        const { top, bottom } = entry.boundingClientRect
        if (top < viewportBottom && bottom > 0) observer.disconnect()
        else element.dataset.fade = "hidden"
        return
      }
      // Shown once `threshold` of it is inside the box, or once it fills most of the box's height: a section taller
      // than the box (a phone held sideways) could never show `threshold` of itself. Reports come at tenths of the
      // threshold, so the second case is seen as it happens.
      if (!entry.isIntersecting) return
      const fillsBox = entry.rootBounds !== null && entry.intersectionRect.height >= 0.9 * entry.rootBounds.height
      if (entry.intersectionRatio < threshold && !fillsBox) return
      element.dataset.fade = "shown"
      observer.disconnect()
    },
    { rootMargin: FADE_MARGIN, threshold: Array.from({ length: 11 }, (_, i) => (threshold * i) / 10) },
  )
  observer.observe(element)
}

/** Starts every fade-in on the page, islands or not; lib/page-behaviour.ts calls it. */
export function watchFadeIns(root: ParentNode = document) {
  for (const element of root.querySelectorAll<HTMLElement>("[data-fade-in]")) {
    watchFadeIn(element, Number(element.dataset.fadeIn))
  }
}
