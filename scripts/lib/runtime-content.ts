/** JSON read by the browser at run time (SPEC section 7), served at /content/NAME. */
export const RUNTIME_CONTENT = ["testimonials.json", "gallery.json", "portfolio-postbuild.json"]
