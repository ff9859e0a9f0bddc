import { describe, expect, it } from "vitest"

import { siteConfig } from "~/site.config"

import { articleJsonLd, localBusinessJsonLd, serializeJsonLd } from "./structured-data"

const post = {
  title: "HEPA Filters Explained: The Quiet Secret to a Cleaner, Healthier Home",
  description: "What a true HEPA filter is and why it matters.",
  date: "2025-11-03",
  slug: "hepa-filters-clean-home",
  category: "Health & Wellness" as const,
  cover: null,
  words: 1337,
}

describe("articleJsonLd", () => {
  it("describes the article, published by the business from the site config", () => {
    const url = `${siteConfig.url}/blog/hepa-filters-clean-home`
    expect(articleJsonLd(post)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: post.title,
      description: post.description,
      datePublished: "2025-11-03",
      articleSection: "Health & Wellness",
      wordCount: 1337,
      author: { "@type": "Organization", name: siteConfig.name, url: siteConfig.url },
      publisher: { "@type": "Organization", name: siteConfig.name, logo: { "@type": "ImageObject" } },
      image: [`${siteConfig.url}/og-image.jpg`],
      url,
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
    })
  })

  it("uses the cover photo as the image when there is one", () => {
    const cover = "/api/content/attached_assets/blog/hepa-filters-clean-home.jpg"
    expect(articleJsonLd({ ...post, cover }).image).toEqual([`${siteConfig.url}${cover}`])
  })

  it("pairs with a local-business entry carrying suburbs, price range, phone and e-mail", () => {
    const business = localBusinessJsonLd()
    expect(business.areaServed).toEqual(siteConfig.suburbs.map((name) => ({ "@type": "City", name })))
    expect(business).toMatchObject({ priceRange: siteConfig.priceRange, telephone: siteConfig.phone.e164, email: siteConfig.email })
    expect(serializeJsonLd([articleJsonLd(post), business])).not.toMatch(/[<>]/)
  })
})
