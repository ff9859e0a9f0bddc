import { expect, test } from "@playwright/test"

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
    await expect(page.locator('[data-slot="gallery-preview"]').getByRole("tab")).toHaveText([
      "Bathrooms",
      "Kitchens",
      "Commercial",
    ])
    // The selected tab is a Tab stop before any script runs (the others are reached with the arrows).
    await expect(page.locator('[data-slot="gallery-preview"]').getByRole("tab", { selected: true })).toHaveAttribute(
      "tabindex",
      "0",
    )
    await expect(page.locator('[data-slot="before-after-skeleton"]')).toHaveCount(2)
    await expect(page.locator('[data-slot="testimonials"]')).toHaveCount(1)
    await expect(page.getByRole("button", { name: /Previous|Next/ }).first()).toBeAttached()
    await close()
  })

  // The run-time reads of /content/*.json cannot run without scripts: their loading states would wait for ever.
  for (const [path, notes] of [
    ["/", 4],
    ["/gallery", 1],
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
})
