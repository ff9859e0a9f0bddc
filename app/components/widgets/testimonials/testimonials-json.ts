/** Read at run time (SPEC section 7); absolute so it resolves the same from every route. */
export const TESTIMONIALS_JSON = "/content/testimonials.json"
