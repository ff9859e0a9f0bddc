import { siteConfig } from "../../site.config.ts"

/**
 * Placeholders the owner may write in content copy, filled from the site config so a claim
 * (families served, insurance cover, reply time, rating) is changed in one place only.
 */
export const CONTENT_TOKENS: Record<string, string> = {
  businessName: siteConfig.name,
  familiesServed: siteConfig.claims.familiesServed,
  publicLiability: siteConfig.claims.publicLiability,
  guaranteeHours: String(siteConfig.claims.guaranteeHours),
  replyHome: siteConfig.claims.replyHome,
  ratingValue: String(siteConfig.rating.value),
  ratingBest: String(siteConfig.rating.best),
  ratingCount: String(siteConfig.rating.count),
}

/** "Insured to {publicLiability}" → "Insured to $20 million"; unknown tokens are left as written. */
export function fillTokens(text: string, tokens: Record<string, string> = CONTENT_TOKENS) {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => tokens[name] ?? match)
}

/** Fills every string inside a content object, keeping its shape and type. */
export function fillContentTokens<T>(value: T, tokens: Record<string, string> = CONTENT_TOKENS): T {
  if (typeof value === "string") return fillTokens(value, tokens) as T
  if (Array.isArray(value)) return value.map((item: unknown) => fillContentTokens(item, tokens)) as T
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillContentTokens(item, tokens)])) as T
  }
  return value
}
