/** SPEC section 9: review text longer than 200 characters is cut until expanded. */
export const TESTIMONIAL_PREVIEW_LENGTH = 200

/** Cuts longer text to that length plus an ellipsis, dropping trailing spaces (never "word …"). */
export function truncate(text: string) {
  if (text.length <= TESTIMONIAL_PREVIEW_LENGTH) return text
  return `${text.slice(0, TESTIMONIAL_PREVIEW_LENGTH).trimEnd()}…`
}
