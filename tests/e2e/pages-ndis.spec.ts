import { expect, test } from "@playwright/test"

import { closingBand, expectQuoteLink, TEL } from "./pages-support"

test.describe("/ndis", () => {
  test("states it is not a registered provider and serves self- and plan-managed participants", async ({ page }) => {
    await page.goto("/ndis")
    const note = page.getByRole("complementary", { name: "Please note" })
    await expect(note).toContainText("is not a registered NDIS provider")
    await expect(note).toContainText("self-managed and plan-managed participants")
  })

  test("has how we help, what we clean, four booking steps and hourly pricing confirmed in the quote", async ({
    page,
  }) => {
    await page.goto("/ndis")
    const main = page.locator("main")
    await expect(
      main.getByRole("region", { name: "Support that feels like a good routine" }).locator("li"),
    ).toHaveCount(4)
    await expect(main.locator('[data-slot="room-lists"] > li')).toHaveCount(4)
    await expect(main.locator('[data-slot="process-steps"] > ol > li')).toHaveCount(4)
    const rates = main.locator('[data-slot="pricing-rates"] > li')
    await expect(rates).toHaveCount(2)
    await expect(rates.first()).toContainText(/from \$\d+\s*per hour/)
    await expect(main.getByRole("region", { name: "Simple hourly pricing" })).toContainText(
      "confirmed in your written quote",
    )
  })

  test("FAQ: four questions, one open at a time, and the open one closes again", async ({ page }) => {
    await page.goto("/ndis")
    const faq = page.locator('[data-slot="faq"]')
    // The page hydrates as its FAQ comes near (docs/decisions/009).
    await faq.scrollIntoViewIfNeeded()
    await expect(faq).toHaveAttribute("data-hydrated", "true")
    const triggers = faq.getByRole("button")
    await expect(triggers).toHaveCount(4)
    const answers = faq.getByRole("region")
    await expect(answers).toHaveCount(0)

    await triggers.nth(0).click()
    await expect(triggers.nth(0)).toHaveAttribute("aria-expanded", "true")
    await expect(faq.getByRole("region")).toHaveCount(1)
    await expect(faq.getByRole("region")).toContainText("plan manager")

    await triggers.nth(2).click()
    await expect(triggers.nth(2)).toHaveAttribute("aria-expanded", "true")
    await expect(triggers.nth(0)).toHaveAttribute("aria-expanded", "false")
    await expect(faq.getByRole("region")).toHaveCount(1)
    await expect(faq.getByRole("region")).toContainText("same cleaner every visit")

    await triggers.nth(2).click()
    await expect(triggers.nth(2)).toHaveAttribute("aria-expanded", "false")
    await expect(faq.getByRole("region")).toHaveCount(0)

    await triggers.nth(1).focus()
    await page.keyboard.press("ArrowDown")
    await expect(triggers.nth(2)).toBeFocused()
  })

  test("Request a Quote and Call Us, at the top and at the end", async ({ page }) => {
    await page.goto("/ndis")
    const main = page.locator("main")
    for (const block of [main.locator("section").first(), closingBand(main)]) {
      await expectQuoteLink(block.getByRole("link", { name: /Request a Quote/ }), "Request a Quote")
      await expect(block.getByRole("link", { name: "Call Us" })).toHaveAttribute("href", TEL)
    }
  })
})
