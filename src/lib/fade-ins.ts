// The scroll fade-in (0.6 s, once, skipped under reduced motion), for the page script and for FadeIn rendered later.
export const FROM = {
  up: "translateY(24px)",
  down: "translateY(-24px)",
  left: "translateX(24px)",
  right: "translateX(-24px)",
} as const

const FADE_INSET_PX = 100
export const FADE_MARGIN = `-${FADE_INSET_PX}px`

const watched = new WeakSet<Element>()

// Only content below the fold is hidden, by script, so pages read fully without JavaScript and nothing above flickers.
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
        // Position and viewport from the observer's first report (its root box is the viewport less the margin):
        // measuring here, or reading window.innerHeight, would force a layout per fade-in as the page starts.
        const viewportBottom = entry.rootBounds ? entry.rootBounds.bottom + FADE_INSET_PX : window.innerHeight
        const { top, bottom } = entry.boundingClientRect
        if (top < viewportBottom && bottom > 0) observer.disconnect()
        else element.dataset.fade = "hidden"
        return
      }
      // Or once it fills most of the box: a section taller than the box (a phone held sideways) could never show
      // `threshold` of itself. Reports come at tenths of the threshold, so that is seen as it happens.
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

export function watchFadeIns(root: ParentNode = document) {
  for (const element of root.querySelectorAll<HTMLElement>("[data-fade-in]"))
    watchFadeIn(element, Number(element.dataset.fadeIn))
}
