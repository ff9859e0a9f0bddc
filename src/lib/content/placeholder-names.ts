// The {placeholder} names the content files may use, apart from their values (content-file.ts, from business.json).
export const PLACEHOLDER_KEYS = [
  "businessName",
  "phone",
  "email",
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
] as const

export type PlaceholderKey = (typeof PLACEHOLDER_KEYS)[number]

export const PLACEHOLDER_PATTERN = /\{([A-Za-z]+)\}/g

/** The placeholder names a text uses: "Hi {founder}" → ["founder"]. */
export const placeholdersIn = (text: string) => [...text.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1]!)

/** Names in a text that are not placeholders, such as a typo like `{fouder}`. */
export function unknownPlaceholders(text: string): string[] {
  return placeholdersIn(text).filter((name) => !(PLACEHOLDER_KEYS as readonly string[]).includes(name))
}

export const unknownPlaceholderMessage = (names: string[], also: readonly string[] = []) =>
  `uses an unknown {placeholder} (${names.map((name) => `{${name}}`).join(", ")}); the known ones are ${[...PLACEHOLDER_KEYS, ...also].map((key) => `{${key}}`).join(", ")}`

/** "More than {count}" with its figures: "More than 6" (decision 036); a {name} the figures lack stays as written. */
export const withFigures = (text: string, figures: Record<string, string | number>) =>
  text.replace(PLACEHOLDER_PATTERN, (whole, name: string) =>
    Object.hasOwn(figures, name) ? String(figures[name]) : whole,
  )
