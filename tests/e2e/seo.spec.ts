import { readFileSync } from "node:fs"

import { expect, test, type Page } from "@playwright/test"

import faqs from "../fixtures/content/faqs.json" with { type: "json" }
import { EMAIL, SUBURBS, TEL } from "./fixture-content"
import { ALL_PATHS, BUSINESS_NAME, SITE_URL } from "./support"

async function jsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>)
}

test("home describes the local business in structured data", async ({ page }) => {
  await page.goto("/")
  const blocks = await jsonLd(page)
  const business = blocks.find((b) => b["@type"] === "HouseCleaningService") as Record<string, any>
  expect(business).toBeTruthy()
  expect(business).toMatchObject({
    "@context": "https://schema.org",
    name: BUSINESS_NAME,
    url: SITE_URL,
    telephone: TEL.replace("tel:", ""),
    email: EMAIL,
    foundingDate: "2024",
    priceRange: "$$",
    currenciesAccepted: "AUD",
    address: { addressLocality: "Albury", addressRegion: "NSW", postalCode: "2640", addressCountry: "AU" },
    aggregateRating: { ratingValue: 5, bestRating: 5, ratingCount: 25 },
    founder: { "@type": "Person", jobTitle: "Founder & Owner" },
    geo: { "@type": "GeoCoordinates" },
  })
  expect(business.paymentAccepted).toMatch(/Cash.*Card.*Bank Transfer/)
  expect(business.founder.name).toMatch(/^\S+$/) // first name only
  expect(business.openingHoursSpecification).toEqual([
    {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "09:00",
      closes: "17:00",
    },
  ])
  const areas = business.areaServed.map((a: { name: string }) => a.name)
  for (const suburb of SUBURBS) {
    expect(areas).toContain(suburb)
  }
  expect(business.sameAs.length).toBeGreaterThan(0)
  const offers = business.hasOfferCatalog.itemListElement.map((o: any) => o.itemOffered.name)
  expect(offers).toEqual([
    "Commercial & Office Cleaning",
    "Post-Construction & Post-Renovation Cleaning",
    "Residential & Deep Cleaning",
    "NDIS Support Cleaning",
  ])

  const faq = blocks.find((b) => b["@type"] === "FAQPage") as Record<string, any>
  expect(faq.mainEntity).toHaveLength(6)
  expect(faq.mainEntity.map((q: any) => q.name)).toEqual(faqs.home.map((q) => q.question))
  expect(faq.mainEntity[0].acceptedAnswer.text).toBe(faqs.home[0]!.answer)
})

test("structured data cannot close its script element", async ({ request }) => {
  const html = await (await request.get("/")).text()
  for (const match of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    expect(match[1]).not.toMatch(/<\/?script|<!--/i)
  }
})

test("the sitemap lists every page, and nothing else, and robots.txt points to it", async ({ request }) => {
  // @astrojs/sitemap lists the pages Astro built (src/pages/), the list here comes from content: they must agree.
  const robots = await request.get("/robots.txt")
  expect(robots.headers()["content-type"]).toContain("text/plain")
  expect(await robots.text()).toContain(`Sitemap: ${SITE_URL}/sitemap-index.xml`)
  const locs = async (path: string) =>
    [...(await (await request.get(path)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
  const sitemaps = await locs("/sitemap-index.xml")
  expect(sitemaps).toEqual([`${SITE_URL}/sitemap-0.xml`])
  const pages = await locs(new URL(sitemaps[0]!).pathname)
  expect(pages.toSorted()).toEqual(ALL_PATHS.map((path) => `${SITE_URL}${path}`).toSorted())
})

test("favicon, app icons and web manifest are served", async ({ request, page }) => {
  const manifest = await (await request.get("/manifest.webmanifest")).json()
  expect(manifest.name).toBe(BUSINESS_NAME)
  // The 192 px icon is in the manifest itself (decision 027); the others are files.
  const [small, ...large] = manifest.icons as { src: string; sizes: string }[]
  expect(small!.sizes).toBe("192x192")
  expect(Buffer.from(small!.src.replace(/^data:image\/png;base64,/, ""), "base64")).toEqual(
    readFileSync("public/icon-192.png"),
  )
  for (const icon of large) expect((await request.get(icon.src)).status()).toBe(200)
  for (const path of ["/favicon.svg", "/favicon.ico", "/apple-touch-icon.png", "/og-image.jpg"]) {
    expect((await request.get(path)).status(), path).toBe(200)
  }

  await page.goto("/")
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest")
  await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute("href", "/favicon.svg")
})
