import { siteConfig } from "~/site.config"

import type { PlaceholderValues } from "./placeholders"

/** What each `{placeholder}` in the page content files stands for. */
export const siteValues: PlaceholderValues = {
  businessName: siteConfig.name,
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
  phone: siteConfig.phone.display,
  email: siteConfig.email,
}
