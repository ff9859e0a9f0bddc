/**
 * Content files may write `{publicLiability}` or `{founder}` instead of a figure or name that lives
 * in app/site.config.ts, so a claim is changed in one place only. No imports here: the content
 * schemas (run at build time) use the key list to reject unknown placeholders.
 */
export const PLACEHOLDER_KEYS = [
  "businessName",
  "founder",
  "foundingYear",
  "familiesServed",
  "publicLiability",
  "guaranteeHours",
  "replyContact",
  "replyHome",
  "ratingValue",
  "ratingBest",
  "ratingCount",
  "phone",
  "email",
] as const

export type PlaceholderKey = (typeof PLACEHOLDER_KEYS)[number]
export type PlaceholderValues = Record<PlaceholderKey, string>

const PATTERN = /\{([A-Za-z]+)\}/g

/** Placeholder names in a text that are not in PLACEHOLDER_KEYS, e.g. a typo like `{fouder}`. */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(PATTERN)]
    .map((match) => match[1]!)
    .filter((name) => !(PLACEHOLDER_KEYS as readonly string[]).includes(name))
}

export function fillText(text: string, values: PlaceholderValues): string {
  return text.replace(PATTERN, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as PlaceholderKey] : whole,
  )
}

/** Fills every string inside a content value (objects and arrays are copied, not changed). */
export function fillDeep<T>(value: T, values: PlaceholderValues): T {
  if (typeof value === "string") return fillText(value, values) as T
  if (Array.isArray(value)) return value.map((item: unknown) => fillDeep(item, values)) as T
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillDeep(item, values)])) as T
  }
  return value
}
