import { useQuery, type QueryFunctionContext } from "@tanstack/react-query"

import { getQueryFn } from "~/lib/api"
import { formatIssues, testimonialsFileSchema, type Testimonial } from "~/lib/content/runtime-schemas"

import { TESTIMONIALS_JSON } from "./testimonials-json"

const fetchJson = getQueryFn<unknown>({ on401: "throw" })

/** Validates the file's contents; bad data is an error, shown like an empty list (SPEC section 8). */
export function parseTestimonials(data: unknown): Testimonial[] {
  const result = testimonialsFileSchema.safeParse(data)
  if (!result.success) throw new Error(formatIssues(TESTIMONIALS_JSON, result.error))
  return result.data.testimonials
}

/** The reviews of /content/testimonials.json, through the page's query client. */
export function useTestimonials() {
  return useQuery({
    queryKey: [TESTIMONIALS_JSON],
    queryFn: async (context: QueryFunctionContext) => parseTestimonials(await fetchJson(context)),
  })
}
