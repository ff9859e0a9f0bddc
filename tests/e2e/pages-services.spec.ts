import { expect, test } from "@playwright/test"

import { closingBand, expectQuoteLink, TEL } from "./pages-support"
import { clickAfterFadeIn, watchPageProblems } from "./support"

test.describe("/services", () => {
  test("premium cards say who, what and why, each with a quote button and its page", async ({ page }) => {
    const problems = watchPageProblems(page)
    await page.goto("/services")
    const cards = page.locator('[data-slot="premium-services"] > li')
    await expect(cards).toHaveCount(4)
    for (const card of await cards.all()) {
      await expect(card).toContainText("Who it's for:")
      await expect(card.getByRole("heading", { name: "What's included" })).toBeVisible()
      await expect(card.getByRole("heading", { name: "Benefits" })).toBeVisible()
      await expectQuoteLink(card.getByRole("link", { name: /Get a Quote/ }), "Get a Quote")
      await expect(card.locator('[data-track=quote][data-track-location="services_page"]')).toHaveCount(1)
    }
    const pagesLinked = await cards
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")))
    expect(pagesLinked).toEqual(["/residential", "/commercial", "/builders-handover", "/ndis"])
    expect(problems).toEqual([])
  })

  test("residential cards cover maintenance (weekly, fortnightly, monthly), deep and vacate cleans", async ({
    page,
  }) => {
    await page.goto("/services")
    const cards = page.locator('[data-slot="service-cards"] > li')
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
      "Maintenance Cleans",
      "Deep Cleans",
      "Vacate / End-of-Lease Cleans",
    ])
    await expect(cards.first().getByRole("list", { name: "Visit frequency" }).getByRole("listitem")).toHaveText([
      "Weekly",
      "Fortnightly",
      "Monthly",
    ])
    await expect(cards.nth(2)).toContainText("bond-standard")
  })

  test("'Contact Us' goes to the contact page", async ({ page }) => {
    await page.goto("/services")
    const contact = closingBand(page.locator("main")).getByRole("link", { name: "Contact Us" })
    await expect(contact).toHaveAttribute("href", "/contact")
    await clickAfterFadeIn(contact)
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us")
  })
})

test.describe("/residential", () => {
  test("has the three cleans, the same-cleaner promise, what's included and the guarantee", async ({ page }) => {
    await page.goto("/residential")
    const main = page.locator("main")
    await expect(main.locator('[data-slot="service-cards"] > li h3')).toHaveText([
      "Maintenance Cleans",
      "Deep Cleans",
      "Vacate & End-of-Lease Cleans",
    ])
    await expect(main.getByRole("heading", { name: "The same friendly face, every visit" })).toBeVisible()
    await expect(main.locator('[data-slot="room-lists"] > li')).toHaveCount(4)
    const guarantee = main.getByRole("complementary", { name: "100% satisfaction guarantee" })
    await expect(guarantee).toContainText("within 48 hours")
    await expect(guarantee).toContainText("free of charge")
  })

  test("quote buttons open the form in a new tab and Call Us dials the business", async ({ page }) => {
    await page.goto("/residential")
    const quotes = page.locator('main [data-track=quote][data-track-location="residential_page"]')
    await expect(quotes).toHaveCount(2)
    for (const quote of await quotes.all()) await expectQuoteLink(quote)
    await expect(closingBand(page.locator("main")).getByRole("link", { name: "Call Us" })).toHaveAttribute("href", TEL)
  })
})
