import { siteConfig } from "~/site.config"

import { fillDeep, type PlaceholderValues } from "./placeholders"

/** What each `{placeholder}` in the page content files stands for. */
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

/** A content file (validated at build) with its {placeholders} filled from site.config.ts. */
export const withSiteValues = <T>(data: unknown) => fillDeep(data as T, siteValues)
