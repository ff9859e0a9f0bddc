import { expect, test } from "@playwright/test"

import { closingBand, expectQuoteLink, TEL } from "./pages-support"
import { clickAfterFadeIn } from "./support"

test.describe("/commercial", () => {
  test("hero has 'Get a Quote' (external, new tab) and 'Call Us' (tel:)", async ({ page }) => {
    await page.goto("/commercial")
    const hero = page.locator("main > section").first()
    await expectQuoteLink(hero.getByRole("link", { name: /Get a Quote/ }), "Get a Quote")
    await expect(hero.getByRole("link", { name: "Call Us" })).toHaveAttribute("href", TEL)
  })

  test("lists six industries; Builders' Handover Cleans is the one featured and links to its page", async ({
    page,
  }) => {
    await page.goto("/commercial")
    const industries = page
      .getByRole("region", { name: "Workplaces we look after" })
      .locator('[data-slot="feature-cards"] > li')
    await expect(industries).toHaveCount(6)
    const featured = industries.and(page.locator('[data-featured="true"]'))
    await expect(featured).toHaveCount(1)
    await expect(featured.getByRole("heading")).toHaveText("Builders' Handover Cleans")
    await expect(featured).toContainText("Featured")
    const link = featured.getByRole("link")
    await expect(link).toHaveAttribute("href", "/builders-handover")
    await clickAfterFadeIn(link)
    await expect(page).toHaveURL(/\/builders-handover$/)
  })

  test("has reasons, a four-step process, a case study and compliance", async ({ page }) => {
    await page.goto("/commercial")
    const main = page.locator("main")
    await expect(
      main.getByRole("region", { name: "A cleaning partner you don't have to chase" }).locator("li"),
    ).toHaveCount(6)
    await expect(main.locator('[data-slot="process-steps"] > ol > li')).toHaveCount(4)
    const caseStudy = main.getByRole("region", { name: "A calmer clinic for patients and staff" })
    await expect(caseStudy.locator("blockquote")).toBeVisible()
    await expect(caseStudy.locator("figcaption")).toContainText("Practice Manager")
    const compliance = main.getByRole("region", { name: "Safe for your people, and ours" })
    await expect(compliance).toContainText("$20 million")
    await expect(compliance.locator('[data-slot="check-list"] > li')).toHaveCount(6)
  })

  test("closes with 'Get a Quote' and 'Request a Site Visit', which opens the contact form", async ({ page }) => {
    await page.goto("/commercial")
    const band = closingBand(page.locator("main"))
    await expectQuoteLink(band.getByRole("link", { name: /Get a Quote/ }), "Get a Quote")
    const visit = band.getByRole("link", { name: "Request a Site Visit" })
    await expect(visit).toHaveAttribute("href", "/contact#quote-form")
    await clickAfterFadeIn(visit)
    await expect(page).toHaveURL(/\/contact#quote-form$/)
    await expect(page.getByTitle("Quote request form")).toBeInViewport()
  })
})
