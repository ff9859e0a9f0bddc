/**
 * The static paths of SPEC section 2, in the order the sitemap lists them. Blog articles are added
 * from content/blog by the prerender config and the sitemap script.
 */
export const STATIC_PATHS = [
  "/",
  "/services",
  "/residential",
  "/commercial",
  "/ndis",
  "/about",
  "/gallery",
  "/before-after",
  "/builders-handover",
  "/contact",
  "/blog",
] as const

/** Prerendered under this path and served with status 404 for any unknown URL. */
export const NOT_FOUND_PATH = "/404"
