/** SPEC section 9: review text longer than 200 characters is cut until expanded. */
export const TESTIMONIAL_PREVIEW_LENGTH = 200

/** Cuts `text` to `max` characters plus an ellipsis, dropping trailing spaces (never "word …"). */
export function truncate(text: string, max = TESTIMONIAL_PREVIEW_LENGTH) {
  if (text.length <= max) return text
  return `${text.slice(0, max).trimEnd()}…`
}

/** Whether a review needs the 'Read more' / 'Read less' toggle. */
export function isLongText(text: string, max = TESTIMONIAL_PREVIEW_LENGTH) {
  return text.length > max
}
