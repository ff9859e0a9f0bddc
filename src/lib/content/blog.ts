// Blog types and helpers for blog.server.ts and the components: nothing here reads files, so it is browser-safe.
import type { listPosts } from "./blog.server.ts"

/** What an index card needs: the front matter, with the read time computed from the text and the cover photo. */
export type BlogPostSummary = ReturnType<typeof listPosts>[number]
export type BlogHeading = { id: string; text: string }

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const

/**
 * "2025-11-03" → "3 Nov 2025", the Australian short form. Written by hand rather than with Intl:
 * ICU versions disagree ("Sep" vs "Sept") and a time zone must never move the day.
 */
export function formatPostDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined
  if (!match || !month || Number(match[3]) < 1 || Number(match[3]) > 31) {
    throw new Error(`Not a YYYY-MM-DD date: "${isoDate}"`)
  }
  return `${Number(match[3])} ${month} ${match[1]}`
}
