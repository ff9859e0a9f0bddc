// SPEC section 8: a photo that fails to load is replaced once by the placeholder. Photos inside islands do this
// themselves (components/ui/picture.tsx); this covers every other photo, whose section never runs React.

/** Replaces one failed photo with the placeholder, once: a placeholder that fails too is left as it is. */
function replace(img: HTMLImageElement, placeholder: string) {
  // An island's photos are React's to change: editing them here would break its hydration.
  if (img.closest("astro-island") || img.dataset.fallback !== undefined) return
  img.dataset.fallback = ""
  // The <picture>'s sources would otherwise keep choosing the failed file over the new src.
  for (const source of img.closest("picture")?.querySelectorAll("source") ?? []) source.remove()
  img.removeAttribute("srcset")
  img.src = placeholder
}

/** Starts the fallback for the page's photos; layouts/page.astro names the placeholder on `<body>`. */
export function watchBrokenImages(placeholder = document.body.dataset.placeholderImage) {
  if (!placeholder) return
  // `error` does not bubble, but a listener in the capture phase hears it from every image.
  document.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLImageElement) replace(event.target, placeholder)
    },
    true,
  )
  // Photos that failed before this script ran (a lazy photo not yet asked for has no currentSrc).
  for (const img of document.images) {
    if (img.complete && img.naturalWidth === 0 && img.currentSrc) replace(img, placeholder)
  }
}
