// The {placeholder} names the content files may use, apart from their values (content-file.ts, from business.json):
// the schemas check a text's names with these alone, and the site config reads its own file through the schemas.

/** Each fills in a figure or name of content/business.json; content-file.ts gives each its value. */
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
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1]!)
}

/** Placeholder names in a text that are not in PLACEHOLDER_KEYS, e.g. a typo like `{fouder}`. */
export function unknownPlaceholders(text: string): string[] {
  return placeholdersIn(text).filter((name) => !(PLACEHOLDER_KEYS as readonly string[]).includes(name))
}

/** What the content check says of a text naming placeholders the site does not know (a typo like `{fouder}`). */
export const unknownPlaceholderMessage = (names: string[]) =>
  `uses an unknown {placeholder} (${names.map((name) => `{${name}}`).join(", ")}); the known ones are ${PLACEHOLDER_KEYS.map((key) => `{${key}}`).join(", ")}`

/**
 * Words with figures the site writes in, such as "More than {count}" (decision 036), with each figure's value in its
 * place: "More than 6". A {name} the values lack stays as written.
 */
export const withFigures = (text: string, figures: Record<string, string | number>) =>
  text.replace(PLACEHOLDER_PATTERN, (whole, name: string) =>
    Object.hasOwn(figures, name) ? String(figures[name]) : whole,
  )
