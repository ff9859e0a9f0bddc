import business from "../content/business.json"
import type { BusinessFile } from "./lib/content/business-schema.ts"
import { env } from "./lib/env.ts"

// What the owner changes lives in content/business.json (editable at /admin, checked at build by
// businessFileSchema); the type annotation keeps the schema's shape without loading zod here.
const owner: BusinessFile = business as BusinessFile

/**
 * The business's identity: the one place for its name, contact details, links and claims.
 * Defaults are fictitious and say so; replace them in content/business.json before going live
 * (README, "Changing business details"). SITE_URL, QUOTE_FORM_URL, GA_MEASUREMENT_ID and CLARITY_PROJECT_ID can also be set in
 * the environment at build time.
 */
export const siteConfig = {
  name: owner.name,
  shortName: owner.shortName,
  tagline: owner.tagline,
  description: owner.description,
  // Fictitious default domain (.example is reserved); set SITE_URL when deploying.
  url: env.siteUrl ?? "https://www.riverleaf-cleaning.example",
  // Default: the Australian fictitious-use number reserved by ACMA, an example.com address, a placeholder ABN.
  phone: owner.phone,
  email: owner.email,
  abn: owner.abn,
  // The external client-hub request form every "Request a Quote" opens.
  quoteFormUrl: env.quoteFormUrl ?? owner.quoteFormUrl,
  googleBusinessUrl: "https://www.google.com/maps/search/?api=1&query=Riverleaf+Eco+Cleaning+Albury",
  googleReviewsUrl: "https://www.google.com/maps/search/?api=1&query=Riverleaf+Eco+Cleaning+Albury+reviews",
  mapsEmbedUrl: "https://www.google.com/maps?q=Albury+NSW+2640&z=11&output=embed",
  mapsLinkUrl: "https://www.google.com/maps/place/Albury+NSW+2640",
  // An empty string hides that icon.
  social: owner.social,
  founder: owner.founder,
  foundingYear: 2024,
  priceRange: "$$",
  currency: "AUD",
  paymentAccepted: ["Cash", "Credit Card", "Bank Transfer"],
  address: { locality: "Albury", region: "NSW", postcode: "2640", country: "AU" },
  geo: { latitude: -36.0737, longitude: 146.9135 },
  // Two readings kept on purpose (SPEC section 9): search engines get the first, the contact page the second.
  hours: owner.hours,
  rating: owner.rating,
  suburbs: owner.suburbs,
  claims: {
    familiesServed: "300+",
    publicLiability: "$20 million",
    guaranteeHours: 48,
    replyHome: "within one business hour",
    replyContact: "within 24 hours",
  },
  analytics: { gaMeasurementId: env.gaMeasurementId, clarityProjectId: env.clarityProjectId },
  nav: [
    { to: "/", label: "Home" },
    { to: "/services", label: "Services" },
    { to: "/residential", label: "Residential" },
    { to: "/gallery", label: "Gallery" },
    { to: "/commercial", label: "Commercial" },
    { to: "/contact", label: "Contact" },
  ],
  footerNav: [
    { to: "/services", label: "Our Services" },
    { to: "/residential", label: "Residential" },
    { to: "/commercial", label: "Commercial" },
    { to: "/builders-handover", label: "Builders Handover" },
    { to: "/ndis", label: "NDIS Support" },
    { to: "/gallery", label: "Gallery" },
    { to: "/before-after", label: "Before & After" },
    { to: "/blog", label: "Blog" },
    { to: "/about", label: "About Us" },
    { to: "/contact", label: "Contact" },
  ],
} as const

export type SiteConfig = typeof siteConfig
