import owner from "site:content/business"

// From content/business.json; the site's and the quote form's addresses are deploy-time settings (decision 040).
const { quoteFormUrl: ownerQuoteFormUrl, ...identity } = owner
/** The owner's quote form, unless QUOTE_FORM_URL replaces it (lib/deploy-settings.ts). */
export { ownerQuoteFormUrl }

const address = { ...owner.address, country: "AU" } as const
const place = [address.locality, address.region, address.postcode]
/** Words as a Google Maps query: "Riverleaf Eco Cleaning Albury" → "Riverleaf+Eco+Cleaning+Albury". */
const query = (...words: string[]) => words.map((word) => encodeURIComponent(word).replaceAll("%20", "+")).join("+")

/** The business's identity: the one place code reads its name, contact details, links and claims from. */
export const siteConfig = {
  // The hours keep two readings on purpose (Mon-Fri 09:00-17:00; Mon-Fri 8am-6pm and Sat 9am-3pm): `structured` for search engines, `contactPage` for /contact.
  ...identity,
  // Found by the business's name and town, and the map centred on the address below: a move changes them all.
  googleBusinessUrl: `https://www.google.com/maps/search/?api=1&query=${query(owner.name, address.locality)}`,
  googleReviewsUrl: `https://www.google.com/maps/search/?api=1&query=${query(owner.name, address.locality, "reviews")}`,
  mapsEmbedUrl: `https://www.google.com/maps?q=${query(...place)}&z=11&output=embed`,
  mapsLinkUrl: `https://www.google.com/maps/place/${query(...place)}`,
  priceRange: "$$",
  currency: "AUD",
  paymentAccepted: ["Cash", "Credit Card", "Bank Transfer"],
  address,
  /** The town, state and postcode on one line, as an address is written: "Albury NSW 2640". */
  place: place.join(" "),
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
