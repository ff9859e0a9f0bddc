export { TESTIMONIALS_JSON } from "~/lib/content/paths"
