import { describe, expect, it } from "vitest"

import { siteConfig } from "../site.config"
import { faqJsonLd, localBusinessJsonLd, serializeJsonLd } from "./structured-data"

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
    expect(data.mainEntity[0]).toEqual({ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "An answer." } })
  })
})
