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
    // Exclusive <details name> (docs/decisions/011): the platform opens one answer at a time, with no script.
    const items = faq.locator("details")
    const questions = items.locator("summary")
    const answers = items.locator("summary ~ *")
    await expect(questions).toHaveCount(4)
    await expect(items.and(page.locator("[open]"))).toHaveCount(0)
    for (const answer of await answers.all()) await expect(answer).toBeHidden()

    await questions.nth(0).click()
    await expect(items.nth(0)).toHaveAttribute("open")
    await expect(answers.nth(0)).toBeVisible()
    await expect(answers.nth(0)).toContainText("plan manager")

    // Opening another closes the first.
    await questions.nth(2).click()
    await expect(items.nth(2)).toHaveAttribute("open")
    await expect(answers.nth(2)).toContainText("same cleaner every visit")
    await expect(items.nth(0)).not.toHaveAttribute("open")
    await expect(answers.nth(0)).toBeHidden()
    await expect(items.and(page.locator("[open]"))).toHaveCount(1)

    // The open one collapses again.
    await questions.nth(2).click()
    await expect(items.nth(2)).not.toHaveAttribute("open")
    await expect(answers.nth(2)).toBeHidden()
    await expect(items.and(page.locator("[open]"))).toHaveCount(0)

    // From the keyboard: a question is a Tab stop, Enter opens it and closes it.
    await questions.nth(1).focus()
    await page.keyboard.press("Tab")
    await expect(questions.nth(2)).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(items.nth(2)).toHaveAttribute("open")
    await page.keyboard.press("Enter")
    await expect(items.nth(2)).not.toHaveAttribute("open")
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
