// Content files may write `{publicLiability}` or `{founder}` instead of a figure or name that lives in
// content/business.json (through src/site.config.ts), so a claim is changed in one place only. The content schemas
// reject any other name.
import { siteConfig } from "../../site.config.ts"
import { withFigures, type PlaceholderKey } from "./placeholder-names.ts"

export type PlaceholderValues = Record<PlaceholderKey, string>

export const siteValues: PlaceholderValues = {
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

/** Fills every string inside a content value (objects and arrays are copied, not changed). */
export function fillDeep<T>(value: T, values: PlaceholderValues): T {
  if (typeof value === "string") return withFigures(value, values) as T
  if (Array.isArray(value)) return value.map((item: unknown) => fillDeep(item, values)) as T
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillDeep(item, values)])) as T
  }
  return value
}

/** A content file (validated at build) with its {placeholders} filled from site.config.ts. */
export const withSiteValues = <T>(data: unknown) => fillDeep(data as T, siteValues)
