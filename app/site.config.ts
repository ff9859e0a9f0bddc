import { env } from "./lib/env.ts"

/**
 * The business's identity: the one place for its name, contact details, links and claims.
 * Defaults are fictitious and say so; replace them before going live (README, "Changing business
 * details"). SITE_URL, QUOTE_FORM_URL, GA_MEASUREMENT_ID and CLARITY_PROJECT_ID can also be set in
 * the environment at build time.
 */
export const siteConfig = {
  name: "Riverleaf Eco Cleaning",
  shortName: "Riverleaf",
  tagline: "Where clean feels like calm.",
  description:
    "Eco-friendly, low-tox home, office, NDIS and builders' cleaning across Albury-Wodonga. Police-checked local cleaners, the same cleaner every visit.",
  // Fictitious default domain (.example is reserved); set SITE_URL when deploying.
  url: env.siteUrl ?? "https://www.riverleaf-cleaning.example",
  // Australian fictitious-use number reserved by ACMA for drama and examples.
  phone: { display: "0491 570 156", e164: "+61491570156" },
  email: "hello@example.com",
  // Placeholder ABN: replace with the business's own.
  abn: "00 000 000 000",
  // The external client-hub request form every "Request a Quote" opens.
  quoteFormUrl: env.quoteFormUrl ?? "https://clienthub.example.com/riverleaf/request",
  googleBusinessUrl: "https://www.google.com/maps/search/?api=1&query=Riverleaf+Eco+Cleaning+Albury",
  googleReviewsUrl: "https://www.google.com/maps/search/?api=1&query=Riverleaf+Eco+Cleaning+Albury+reviews",
  mapsEmbedUrl: "https://www.google.com/maps?q=Albury+NSW+2640&z=11&output=embed",
  mapsLinkUrl: "https://www.google.com/maps/place/Albury+NSW+2640",
  // An empty string hides that icon.
  social: {
    facebook: "https://www.facebook.com/riverleafecocleaning",
    instagram: "https://www.instagram.com/riverleafecocleaning",
    linkedin: "",
  },
  founder: { firstName: "Ellie", role: "Founder & Owner" },
  foundingYear: 2024,
  priceRange: "$$",
  currency: "AUD",
  paymentAccepted: ["Cash", "Credit Card", "Bank Transfer"],
  address: { locality: "Albury", region: "NSW", postcode: "2640", country: "AU" },
  geo: { latitude: -36.0737, longitude: 146.9135 },
  // Two readings kept on purpose (SPEC section 9): search engines get the first, the contact page the second.
  hours: {
    structured: { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "17:00" },
    contactPage: [
      { days: "Mon–Fri", time: "8am–6pm" },
      { days: "Sat", time: "9am–3pm" },
    ],
  },
  rating: { value: 5, best: 5, count: 25 },
  suburbs: [
    "Albury",
    "Wodonga",
    "Thurgoona",
    "Lavington",
    "Baranduda",
    "Chiltern",
    "Rutherglen",
    "Barnawartha",
    "Bellbridge",
    "Howlong",
    "Hamilton Valley",
    "Wirlinga",
  ],
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
