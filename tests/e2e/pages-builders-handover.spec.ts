import type { Locator } from "@playwright/test"

import { closingBand, expectQuoteLink, TEL } from "./pages-support"
import { expect, test } from "./test"

const selectedDot = (carousel: Locator) =>
  carousel
    .locator('[data-slot="carousel-dots"] button')
    .evaluateAll((dots) => dots.findIndex((dot) => dot.getAttribute("aria-current") === "true"))

test.describe("/builders-handover", () => {
  test("hero: heading, intro, 'Get a Quote' and a tel: call button", async ({ page }) => {
    await page.goto("/builders-handover")
    const hero = page.locator("main > section").first()
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText("Builders Handover Cleans")
    await expectQuoteLink(hero.getByRole("link", { name: /Get a Quote/ }), "Get a Quote")
    await expect(hero.getByRole("link", { name: /^Call / })).toHaveAttribute("href", TEL)
  })

  test("has the intro card, six included cards, four steps, six trust points and the manager's testimonial", async ({
    page,
  }) => {
    await page.goto("/builders-handover")
    const main = page.locator("main")
    await expect(main.getByRole("region", { name: "From building site to client-ready home" })).toBeVisible()
    await expect(
      main.getByRole("region", { name: "Every detail, before the keys change hands" }).locator("li h3"),
    ).toHaveText([
      "Dust & debris removal",
      "Window & frame cleaning",
      "Floor & surface detailing",
      "Bathroom & kitchen sanitisation",
      "Final touches & quality check",
      "Client-ready presentation",
    ])
    await expect(main.locator('[data-slot="process-steps"] > ol > li h3')).toHaveText([
      "Step 1: Site assessment",
      "Step 2: Customised quote",
      "Step 3: Scheduled clean",
      "Step 4: Quality handover",
    ])
    const trust = main.getByRole("region", { name: "Reliable on the days that matter" })
    await expect(trust.locator('[data-slot="check-list"] > li')).toHaveCount(6)
    await expect(trust.locator('[data-slot="testimonial"] figcaption')).toContainText("Construction Manager")
    const band = closingBand(main)
    await expectQuoteLink(band.getByRole("link", { name: /Get a Quote/ }), "Get a Quote")
    await expect(band.getByRole("link", { name: /^Call / })).toHaveAttribute("href", TEL)
  })

  test("two project carousels of ten photos, credited to the builder", async ({ page }) => {
    await page.goto("/builders-handover")
    const carousels = page.locator('[data-slot="carousel"]')
    await expect(carousels).toHaveCount(2)
    await expect(carousels.nth(0)).toHaveAccessibleName("Acreage home photos")
    await expect(carousels.nth(1)).toHaveAccessibleName("Family home photos")
    for (const carousel of await carousels.all()) {
      await expect(carousel.locator('[data-slot="carousel-item"]')).toHaveCount(10)
    }
    await expect(page.locator("main article").getByText(/^Built by Ridgeline Building Co\./)).toHaveCount(2)
  })

  test("auto-advances, and previous/next move the selected photo", async ({ page }) => {
    await page.goto("/builders-handover")
    const carousel = page.locator('[data-slot="carousel"]').first()
    await carousel.scrollIntoViewIfNeeded()
    await expect(carousel).toHaveAttribute("data-ready", "true")
    const start = await selectedDot(carousel)
    await expect.poll(() => selectedDot(carousel), { timeout: 6_000 }).not.toBe(start)

    await carousel.getByRole("button", { name: "Pause automatic slide show" }).click()
    await expect(carousel.getByRole("button", { name: "Play automatic slide show" })).toBeVisible()
    const paused = await selectedDot(carousel)
    await carousel.getByRole("button", { name: "Next photo" }).click()
    await expect.poll(() => selectedDot(carousel)).toBe((paused + 1) % 10)
    await carousel.getByRole("button", { name: "Previous photo" }).click()
    await carousel.getByRole("button", { name: "Previous photo" }).click()
    await expect.poll(() => selectedDot(carousel)).toBe((paused + 9) % 10)
  })

  for (const [width, perView] of [
    [375, 1],
    [800, 2],
    [1280, 3],
  ] as const) {
    test(`shows ${perView} photo(s) at a time ${width} px wide`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto("/builders-handover")
      const carousel = page.locator('[data-slot="carousel"]').first()
      const viewport = await carousel.locator('[data-slot="carousel-viewport"]').boundingBox()
      const slide = await carousel.locator('[data-slot="carousel-item"]').first().boundingBox()
      expect(Math.round(viewport!.width / slide!.width)).toBe(perView)
    })
  }
})
