import { whenIdle } from "./when-idle"

/** The class of page bands that skip layout until needed (app/styles/app.css, `render-lazy`). */
export const DEFERRED_BAND_CLASS = "render-lazy"

/**
 * Lays out the page's deferred bands one per idle turn once the page runs, so printing, find-in-page, full-page
 * screenshots and far jumps see the whole page without one long layout task. Returns a function that stops the rest.
 */
export function revealDeferredBands(): () => void {
  const bands = [...document.querySelectorAll<HTMLElement>(`.${DEFERRED_BAND_CLASS}`)]
  const step = () => {
    const band = bands.shift()
    if (!band) return
    band.style.contentVisibility = "visible"
    cancel = whenIdle(step, 1000, 50)
  }
  let cancel = whenIdle(step, 1000, 50)
  return () => cancel()
}
