// The one fallback for every photo, in static HTML, unstarted islands and React's output alike (decision 017).

/** Replaces one failed photo with the placeholder, once: a placeholder that fails too is left as it is. */
function replace(img: HTMLImageElement, placeholder: string) {
  if (img.dataset.fallback !== undefined) return
  img.dataset.fallback = ""
  // Attributes only: an island hydrates over this markup (a removed <source> would be a mismatch) and React leaves an
  // attribute alone while its prop is unchanged. A <source> without srcset is skipped: no format picks the failed file.
  for (const source of img.closest("picture")?.querySelectorAll("source") ?? []) source.removeAttribute("srcset")
  img.removeAttribute("srcset")
  img.src = placeholder
}

/** Starts the fallback for the page's photos; layouts/page.astro names the placeholder on `<body>`. */
export function watchBrokenImages(placeholder = document.body.dataset.placeholderImage) {
  if (!placeholder) return
  // `error` does not bubble, but a listener in the capture phase hears it from every image, before React's own.
  document.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLImageElement) replace(event.target, placeholder)
    },
    true,
  )
  // Photos that failed before this script ran (a lazy photo not yet asked for has no currentSrc).
  for (const img of document.querySelectorAll("img"))
    if (img.complete && img.naturalWidth === 0 && img.currentSrc) replace(img, placeholder)
}
