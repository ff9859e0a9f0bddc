/**
 * The page registry: every page of SPEC section 2, keyed by its entry in content/pages.json, in sitemap order. Routes,
 * prerender list, page-copy modules, sitemap and e2e route checks are built from it. `file` is relative to app/.
 */
export const PAGES = {
  home: { path: "/", file: "routes/home.tsx" },
  services: { path: "/services", file: "routes/services.tsx" },
  residential: { path: "/residential", file: "routes/residential.tsx" },
  commercial: { path: "/commercial", file: "routes/commercial.tsx" },
  ndis: { path: "/ndis", file: "routes/ndis.tsx" },
  about: { path: "/about", file: "routes/about.tsx" },
  gallery: { path: "/gallery", file: "routes/gallery.tsx" },
  beforeAfter: { path: "/before-after", file: "routes/before-after.tsx" },
  buildersHandover: { path: "/builders-handover", file: "routes/builders-handover.tsx" },
  contact: { path: "/contact", file: "routes/contact.tsx" },
  blog: { path: "/blog", file: "routes/blog.tsx" },
} as const

/** Each content/blog/<slug>.md at /blog/<slug>: one route per article, one module for all. */
export const ARTICLE_ROUTE = { file: "routes/blog.$slug.tsx" } as const

/** Any unknown URL, with the copy "notFound". Prerendered under NOT_FOUND_PATH, served with status 404. */
export const NOT_FOUND_ROUTE = { path: "*", file: "routes/$.tsx" } as const
export const NOT_FOUND_PATH = "/404"
export const NOT_FOUND_ROUTE_ID = "routes/$"

/**
 * Whether the browser's router matched a route to a path the server and static hosts answer with 404: React Router
 * matches paths regardless of letter case in the browser (its `caseSensitive` route option is not passed to the
 * client), while files on disk are matched exactly. Every page path is lowercase (PAGES above, blog slugs by their
 * schema), so a matched path with a capital letter is an unknown path, and the root shows the 404 page for it.
 */
export function isMiscasedPage(pathname: string, leafRouteId: string | undefined) {
  return leafRouteId !== undefined && leafRouteId !== NOT_FOUND_ROUTE_ID && pathname !== pathname.toLowerCase()
}

// The derived lists are marked pure so the browser bundle, where the 404 page imports only
// NOT_FOUND_PATH, leaves the registry out.

/** The keys of content/pages.json: one per page, and the 404 page's. */
export const PAGE_KEYS = /* @__PURE__ */ Object.keys(PAGES).concat("notFound") as (keyof typeof PAGES | "notFound")[]

export const STATIC_PATHS = /* @__PURE__ */ Object.values(PAGES).map((page) => page.path)
