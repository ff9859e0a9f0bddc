import { siteConfig } from "../site.config.ts"
import type { BlogPostSummary } from "./content/blog.ts"
import type { FaqItem } from "./content/schemas.ts"
import { env } from "./env.ts"
import { SITE_PREVIEW } from "./seo.ts"

type JsonLd = Record<string, unknown>

const schemaOrg = (type: string, fields: JsonLd): JsonLd => ({
  "@context": "https://schema.org",
  "@type": type,
  ...fields,
})

/** JSON for a `<script type="application/ld+json">`: no text in it (an FAQ answer) can close the script or open a comment. */
export function serializeJsonLd(data: JsonLd | JsonLd[]) {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  )
}

const businessId = () => `${env.siteUrl}/#business`

const OFFERED_SERVICES = [
  { name: "Commercial & Office Cleaning", path: "/commercial" },
  { name: "Post-Construction & Post-Renovation Cleaning", path: "/builders-handover" },
  { name: "Residential & Deep Cleaning", path: "/residential" },
  { name: "NDIS Support Cleaning", path: "/ndis" },
] as const

export function localBusinessJsonLd(): JsonLd {
  const c = siteConfig
  const { days, opens, closes } = c.hours.structured
  return schemaOrg("HouseCleaningService", {
    "@id": businessId(),
    name: c.name,
    slogan: c.tagline,
    description: c.description,
    url: env.siteUrl,
    logo: `${env.siteUrl}/icon-512.png`,
    image: `${env.siteUrl}${SITE_PREVIEW.path}`,
    telephone: c.phone.e164,
    email: c.email,
    foundingDate: String(c.foundingYear),
    priceRange: c.priceRange,
    currenciesAccepted: c.currency,
    paymentAccepted: c.paymentAccepted.join(", "),
    address: {
      "@type": "PostalAddress",
      addressLocality: c.address.locality,
      addressRegion: c.address.region,
      postalCode: c.address.postcode,
      addressCountry: c.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: c.geo.latitude, longitude: c.geo.longitude },
    openingHoursSpecification: [{ "@type": "OpeningHoursSpecification", dayOfWeek: days, opens, closes }],
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: c.rating.value,
      bestRating: c.rating.best,
      ratingCount: c.rating.count,
    },
    founder: { "@type": "Person", name: c.founder.firstName, jobTitle: c.founder.role },
    areaServed: c.suburbs.map((name) => ({ "@type": "City", name })),
    sameAs: [...Object.values(c.social).filter(Boolean), c.googleBusinessUrl],
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: "Cleaning services",
      itemListElement: OFFERED_SERVICES.map((service) => ({
        "@type": "Offer",
        priceCurrency: c.currency,
        itemOffered: { "@type": "Service", name: service.name, url: `${env.siteUrl}${service.path}` },
      })),
    },
  })
}

/** A page the owner added (decision 020): a web page of the business's site, about the business, by its @id. */
export function webPageJsonLd(page: { title: string; description: string; slug: string }): JsonLd {
  return schemaOrg("WebPage", {
    name: page.title,
    description: page.description,
    url: `${env.siteUrl}/${page.slug}`,
    inLanguage: "en-AU",
    about: { "@id": businessId() },
  })
}

export function faqJsonLd(items: FaqItem[]): JsonLd {
  return schemaOrg("FAQPage", {
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  })
}

/** A blog post's Article entry: author and publisher are the business, by its @id. */
export function articleJsonLd(
  post: Pick<BlogPostSummary, "title" | "description" | "date" | "slug" | "category" | "cover"> & { words?: number },
): JsonLd {
  const url = `${env.siteUrl}/blog/${post.slug}`
  const organization = {
    "@type": "Organization",
    "@id": businessId(),
    name: siteConfig.name,
    url: env.siteUrl,
    logo: { "@type": "ImageObject", url: `${env.siteUrl}/icon-512.png`, width: 512, height: 512 },
  }
  return schemaOrg("Article", {
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    dateModified: post.date,
    inLanguage: "en-AU",
    articleSection: post.category,
    ...(post.words ? { wordCount: post.words } : {}),
    image: [`${env.siteUrl}${post.cover ?? SITE_PREVIEW.path}`],
    author: organization,
    publisher: organization,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
  })
}
