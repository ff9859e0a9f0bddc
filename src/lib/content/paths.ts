/** Run-time content files. Absolute: a relative path (content/portfolio-postbuild.json) breaks on nested routes. */
export const GALLERY_JSON = "/content/gallery.json"
export const PORTFOLIO_JSON = "/content/portfolio-postbuild.json"
export const TESTIMONIALS_JSON = "/content/testimonials.json"

/** Every run-time content file; the build serves each as the owner saved it (src/pages/content/[file].json.ts). */
export const RUNTIME_JSON = [GALLERY_JSON, PORTFOLIO_JSON, TESTIMONIALS_JSON] as const
