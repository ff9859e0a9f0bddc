/** Run-time content files. Absolute: a relative path (content/portfolio-postbuild.json) breaks on nested routes. */
export const GALLERY_JSON = "/content/gallery.json"
export const PORTFOLIO_JSON = "/content/portfolio-postbuild.json"
export const TESTIMONIALS_JSON = "/content/testimonials.json"
