import { expect, test, type Page } from "@playwright/test"

import { hydrateVisibleIslands, trackRequests, withoutScript } from "./support"

test.describe("prerendered HTML (docs/decisions/011)", () => {
  test("home holds the quote form's six fields, the three 'Our Work' tabs and both slider frames", async ({
    browser,
    baseURL,
  }) => {
    const { page, close } = await withoutScript(browser, baseURL, "/")
    const form = page.getByRole("form", { name: "Request a quote" })
    for (const label of ["Your name", "Suburb", "Email", "Phone", "Service type", "Tell us about your space"]) {
      await expect(form.getByLabel(label)).toHaveCount(1)
    }
    await expect(form.getByRole("button", { name: "Send My Quote Request" })).toHaveCount(1)
    // In the HTML, for the page as it starts; drawn only where scripts run (the test below).
    const tabs = page.locator('[data-slot="gallery-preview"]').getByRole("tab", { includeHidden: true })
    await expect(tabs).toHaveText(["Bathrooms", "Kitchens", "Commercial"])
    // The selected tab is a Tab stop before any script runs (the others are reached with the arrows).
    await expect(tabs.and(page.locator('[aria-selected="true"]'))).toHaveAttribute("tabindex", "0")
    await expect(page.locator('[data-slot="before-after-skeleton"]')).toHaveCount(2)
    await expect(page.locator('[data-slot="testimonials"]')).toHaveCount(1)
    await expect(page.getByRole("button", { name: /Previous|Next/, includeHidden: true }).first()).toBeAttached()
    await close()
  })

  // The run-time reads of /content/*.json cannot run without scripts: their loading states would wait for ever.
  for (const [path, notes] of [
    ["/", 4],
    ["/gallery", 2],
    ["/before-after", 1],
  ] as const) {
    test(`${path} says what needs JavaScript where scripts are off, and only there`, async ({
      browser,
      baseURL,
      page,
    }) => {
      const { page: scriptless, close } = await withoutScript(browser, baseURL, path)
      const note = scriptless.locator('[data-slot="scripts-off-note"]')
      await expect(note.filter({ visible: true })).toHaveCount(notes)
      await expect(note.first()).toContainText("Turn on JavaScript in your browser to")
      const loading = scriptless.locator('[role="status"], [data-slot*="skeleton"]').filter({ visible: true })
      await expect(loading).toHaveCount(0)
      await close()

      const requests = trackRequests(page)
      await page.goto(path)
      await expect(page.locator('[data-slot="scripts-off-note"]').filter({ visible: true })).toHaveCount(0)
      await hydrateVisibleIslands(page, requests)
      await expect(page.locator('[data-slot="scripts-off-note"]').filter({ visible: true })).toHaveCount(0)
    })
  }

  test("where scripts are off, no control waits for them: the tabs but the chosen one, the filters and the carousels' buttons are not drawn, and the slides scroll", async ({
    browser,
    baseURL,
  }) => {
    const drawn = (page: Page) =>
      page
        .locator("main")
        .getByRole("tab")
        .or(page.locator("main").getByRole("group", { name: "Filter projects" }))
        .or(page.locator('main [data-slot^="carousel-"]:is(button, [data-slot="carousel-dots"])'))
    // Each carousel, on screen (a band off screen is not laid out), scrolled to its end: whether it scrolled, and how
    // far its last slide ends past the viewport's end.
    const scrolledToTheEnd = async (page: Page) => {
      const ends = []
      for (const viewport of await page.locator('[data-slot="carousel-viewport"]').all()) {
        await viewport.scrollIntoViewIfNeeded()
        ends.push(
          await viewport.evaluate((element) => {
            element.scrollLeft = element.scrollWidth
            const last = element.querySelector('[data-slot="carousel-item"]:last-child')!.getBoundingClientRect()
            const past = Math.max(0, Math.round(last.right - element.getBoundingClientRect().right))
            return { scrolled: element.scrollLeft > 0, past }
          }),
        )
      }
      return ends
    }
    for (const [path, tabs, carousels] of [
      ["/", [], 1],
      ["/gallery", ["Bathrooms"], 0],
      ["/builders-handover", [], 2],
    ] as const) {
      const { page, close } = await withoutScript(browser, baseURL, path, { width: 375, height: 812 })
      await expect(drawn(page).filter({ visible: true }), path).toHaveText(tabs)
      expect(await scrolledToTheEnd(page), path).toEqual(Array(carousels).fill({ scrolled: true, past: 0 }))
      await close()
    }
  })
})
