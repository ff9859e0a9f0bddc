import { afterFirstPaint } from "./after-first-paint"

/**
 * Decision 026: the first page of a first visit paints in the size-matched fallback faces (styles/app.css) and fetches
 * the two web fonts only once that page has loaded and painted, so on a slow phone link the fonts (55 KB) no longer
 * compete with the stylesheet and the photo the first screen shows. That page keeps the fallback faces: no single
 * scale matches every line of the site's copy, and a swap that rewraps a heading moves the page (CLS). The fonts are
 * then cached, and a flag in localStorage lets every later page use them from its first paint (the inline script in
 * layouts/page.astro sets the class before anything is drawn).
 */
export const FONTS_LOADED_CLASS = "fonts-loaded"
export const FONTS_CACHED_KEY = "fonts-cached"
const FACES = ['1em "Inter Variable"', '1em "Fraunces Variable"']

/**
 * layouts/page.astro's inline script, in <head>: once an earlier page has loaded the fonts, this page uses them from its
 * first paint (the files are cached). A first visit's first page paints in the fallback faces and loads them after.
 */
export const FONTS_FROM_FIRST_PAINT = `try{localStorage["${FONTS_CACHED_KEY}"]&&document.documentElement.classList.add("${FONTS_LOADED_CLASS}")}catch{}`

export function loadWebFonts() {
  const root = document.documentElement
  if (root.classList.contains(FONTS_LOADED_CLASS)) return
  void afterFirstPaint()
    // One more frame: a photo that finished loading with the page is painted, as the largest paint, in the next one.
    .then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    .then(() => Promise.all(FACES.map((face) => document.fonts.load(face))))
    .then(() => {
      try {
        localStorage.setItem(FONTS_CACHED_KEY, "1")
      } catch {
        // Storage refused (a private window's quota): the next page keeps the fallback faces too.
      }
    })
    // A font that fails to load (offline) sets no flag: the next page tries again.
    .catch(() => undefined)
}
