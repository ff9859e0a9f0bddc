import { describe, expect, it } from "vitest"

import { siteConfig } from "../site.config"
import { env } from "./env"
import { articleJsonLd, faqJsonLd, localBusinessJsonLd, serializeJsonLd } from "./structured-data"

describe("serializeJsonLd", () => {
  it("cannot end the script element or open a comment", () => {
    const out = serializeJsonLd({ answer: "</script><script>alert(1)</script><!-- & \u2028" })
    expect(out).not.toMatch(/<|>/)
    expect(out).not.toContain("&")
    expect(JSON.parse(out)).toEqual({ answer: "</script><script>alert(1)</script><!-- & \u2028" })
  })
})

describe("localBusinessJsonLd", () => {
  it("takes every field from the site config", () => {
    const data = localBusinessJsonLd() as Record<string, any>
    expect(data.name).toBe(siteConfig.name)
    expect(data.telephone).toBe(siteConfig.phone.e164)
    expect(data.priceRange).toBe("$$")
    expect(data.currenciesAccepted).toBe("AUD")
    expect(data.foundingDate).toBe("2024")
    expect(data.aggregateRating).toMatchObject({ ratingValue: 5, ratingCount: 25 })
    expect(data.areaServed).toHaveLength(siteConfig.suburbs.length)
    expect(data.hasOfferCatalog.itemListElement).toHaveLength(4)
    expect(data.sameAs).not.toContain("")
  })
})

describe("faqJsonLd", () => {
  it("maps questions and answers", () => {
    const data = faqJsonLd([{ question: "Q?", answer: "An answer." }]) as Record<string, any>
    expect(data["@type"]).toBe("FAQPage")
    expect(data.mainEntity[0]).toEqual({
      "@type": "Question",
      name: "Q?",
      acceptedAnswer: { "@type": "Answer", text: "An answer." },
    })
  })
})

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
    const url = `${env.siteUrl}/blog/hepa-filters-clean-home`
    expect(articleJsonLd(post)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: post.title,
      description: post.description,
      datePublished: "2025-11-03",
      articleSection: "Health & Wellness",
      wordCount: 1337,
      author: { "@type": "Organization", name: siteConfig.name, url: env.siteUrl },
      publisher: { "@type": "Organization", name: siteConfig.name, logo: { "@type": "ImageObject" } },
      image: [`${env.siteUrl}/og-image.jpg`],
      url,
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
    })
  })

  it("uses the cover photo as the image when there is one", () => {
    const cover = "/api/content/attached_assets/blog/hepa-filters-clean-home.jpg"
    expect(articleJsonLd({ ...post, cover }).image).toEqual([`${env.siteUrl}${cover}`])
  })

  it("pairs with a local-business entry carrying suburbs, price range, phone and e-mail", () => {
    const business = localBusinessJsonLd()
    expect(business.areaServed).toEqual(siteConfig.suburbs.map((name) => ({ "@type": "City", name })))
    expect(business).toMatchObject({
      priceRange: siteConfig.priceRange,
      telephone: siteConfig.phone.e164,
      email: siteConfig.email,
    })
    expect(serializeJsonLd([articleJsonLd(post), business])).not.toMatch(/[<>]/)
  })
})
