// Blog types and helpers for articles.ts and the components: nothing here reads content, so it is browser-safe.
import type * as z from "zod/mini"

import type { articleSchema } from "./article-schema.ts"

export type BlogPostSummary = z.output<typeof articleSchema> & { words: number; minutes: number; cover: string | null }
export type BlogHeading = { id: string; text: string }

/** Words of an article's body with Markdown punctuation stripped, for the read-time figure. */
export function countWords(markdown: string): number {
  const text = markdown.replace(/[#>*_`[\]()-]+/g, " ").trim()
  return text ? text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length : 0
}

/** Whole minutes to read `words` at 200 a minute, rounded up: 1,337 words → 7. */
export const readMinutes = (words: number) => Math.max(1, Math.ceil(words / 200))

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const

// "2025-11-03" → "Nov 3 2025", as the spec writes it. Not Intl: ICU versions disagree ("Sep" vs "Sept"), and a time
// zone must never move the day.
export function formatPostDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined
  if (!match || !month || Number(match[3]) < 1 || Number(match[3]) > 31)
    throw new Error(`Not a YYYY-MM-DD date: "${isoDate}"`)
  return `${month} ${Number(match[3])} ${match[1]}`
}
