// Content files may write `{publicLiability}` or `{founder}` instead of a figure or name that lives in
// content/business.json (through src/site.config.ts), so a claim is changed in one place only. The content schemas
// reject any other name.
import { siteConfig } from "../../site.config.ts"

export const siteValues = {
  businessName: siteConfig.name,
  phone: siteConfig.phone.display,
  email: siteConfig.email,
  founder: siteConfig.founder.firstName,
  foundingYear: String(siteConfig.foundingYear),
  familiesServed: siteConfig.claims.familiesServed,
  publicLiability: siteConfig.claims.publicLiability,
  guaranteeHours: String(siteConfig.claims.guaranteeHours),
  replyContact: siteConfig.claims.replyContact,
  replyHome: siteConfig.claims.replyHome,
  ratingValue: String(siteConfig.rating.value),
  ratingBest: String(siteConfig.rating.best),
  ratingCount: String(siteConfig.rating.count),
}

export type PlaceholderValues = Record<keyof typeof siteValues, string>
export const PLACEHOLDER_KEYS = Object.keys(siteValues)

const PATTERN = /\{([A-Za-z]+)\}/g

/** The placeholder names a text uses: "Hi {founder}" → ["founder"]. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PATTERN)].map((match) => match[1]!)
}

/** Placeholder names in a text that are not in PLACEHOLDER_KEYS, e.g. a typo like `{fouder}`. */
export function unknownPlaceholders(text: string): string[] {
  return placeholdersIn(text).filter((name) => !PLACEHOLDER_KEYS.includes(name))
}

/** What the content check says of a text naming placeholders the site does not know (a typo like `{fouder}`). */
export const unknownPlaceholderMessage = (names: string[]) =>
  `uses an unknown {placeholder} (${names.map((name) => `{${name}}`).join(", ")}); the known ones are ${PLACEHOLDER_KEYS.map((key) => `{${key}}`).join(", ")}`

export function fillText(text: string, values: PlaceholderValues): string {
  return text.replace(PATTERN, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as keyof PlaceholderValues] : whole,
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

/** A content file (validated at build) with its {placeholders} filled from site.config.ts. */
export const withSiteValues = <T>(data: unknown) => fillDeep(data as T, siteValues)
