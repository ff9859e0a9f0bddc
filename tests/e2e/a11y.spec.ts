import { ALL_PATHS, expectNoAxeViolations } from "./support"
import { expect, test } from "./test"

// Runs in both projects: 1280 px and 375 px wide.
test.describe("accessibility (axe-core)", () => {
  for (const path of [...ALL_PATHS, "/no-such-page"]) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path)
      await page.waitForLoadState("networkidle")
      await expectNoAxeViolations(page, path)
    })
  }

  test("the open mobile menu has no violations", async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 1280) >= 1024, "phone layout")
    await page.goto("/")
    await page.getByRole("button", { name: "Open menu" }).click()
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible()
    await expectNoAxeViolations(page, "mobile menu open")
  })
})
