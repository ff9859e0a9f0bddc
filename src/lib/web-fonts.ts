import { afterFirstPaint } from "./after-first-paint"

// A first visit's first page paints in the fallback faces and keeps them (a swap would move the page), fetching the web
// fonts once it has painted; a flag in localStorage lets every later page use them from its first paint (decision 026).
export const FONTS_LOADED_CLASS = "fonts-loaded"
export const FONTS_CACHED_KEY = "fonts-cached"
const FACES = ['1em "Inter Variable"', '1em "Fraunces Variable"']

/** layouts/page.astro's inline script, in <head>. */
export const FONTS_FROM_FIRST_PAINT = `try{localStorage["${FONTS_CACHED_KEY}"]&&document.documentElement.classList.add("${FONTS_LOADED_CLASS}")}catch{}`

/** Every inline script the site writes: the build admits these by their hash and stops at any other (decision 029). */
export const SITE_INLINE_SCRIPTS: readonly string[] = [FONTS_FROM_FIRST_PAINT]

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
