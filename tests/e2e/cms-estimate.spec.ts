import { mkdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

import { expect, type Page } from "@playwright/test"

import { editorCopyForSuite, fieldErrors, fieldsSummary, openEditor, published, publishNow, test } from "./cms-support"

/**
 * The instant estimate in the editor (issue 51, decision 024), as the owner meets it in `npm run cms`: its own entry
 * under Packages and add-ons, slips refused in the words the content check uses, and the switch that turns it on.
 * Its editor copy is the one the three editor specs share (cms-support.ts): nothing here reads what the others saved.
 */
const FILE = "content/estimate.json"
const SHOTS = "screenshots/cms"

test.describe("the instant estimate in the editor (npm run cms)", () => {
  const editor = editorCopyForSuite()

  const openEstimate = (page: Page) =>
    openEditor(page, editor.siteURL, "/collections/prices/entries/estimate", () =>
      expect(page.getByText("Rooms per package", { exact: true })).toBeVisible({ timeout: 30_000 }),
    )

  test("cents, negatives, a discount over 50 % and a largest home below a base price's are refused in plain words", async ({
    page,
  }) => {
    const before = readFileSync(join(editor.copy, FILE), "utf8")
    // The package is named as packages.json names it, not by its id (general).
    const general = editor.readJson("content/packages.json").packages.find((p: { id: string }) => p.id === "general")
    await openEstimate(page)
    const slips: [string, string, string, string][] = [
      // box, what was there, what the owner types, what the editor says
      ["Oven detailing ($)", "70", "69.50", "Oven detailing ($) must be whole dollars, such as 40 (no cents)."],
      ["Cupboard interiors ($)", "55", "-5", "Cupboard interiors ($) cannot be negative: write 0 for no charge."],
      ["Weekly (%)", "15", "60", "Weekly (%) must be at most 50 %: 60 % off looks like a slip."],
      ["Monthly (%)", "5", "-5", "Monthly (%) cannot be negative: write 0 for no discount."],
      ["Bedrooms", "6", "1", `Bedrooms must be at least 2: the ${general.name} base price covers 2.`],
    ]
    for (const [label, was, typed, message] of slips) {
      const box = page.getByLabel(label, { exact: true })
      await expect(box).toHaveValue(was)
      await box.fill(typed)
      await publishNow(page)
      await expect(fieldErrors(page)).toHaveText([message])
      await expect(fieldsSummary(page)).toHaveText(`1 field needs attention: ${label}.`)
      if (label === "Weekly (%)") {
        mkdirSync(SHOTS, { recursive: true })
        await page.getByLabel(label, { exact: true }).scrollIntoViewIfNeeded()
        await page.screenshot({ path: `${SHOTS}/estimate-editor.png` })
      }
      await box.fill(was)
    }
    expect(readFileSync(join(editor.copy, FILE), "utf8")).toBe(before)
  })

  test("the switch and a right price are saved, and the site then shows the estimate", async ({ page }) => {
    await openEstimate(page)
    await page.getByLabel("Weekly (%)", { exact: true }).fill("20")
    await page.getByLabel("Show the instant estimate").click()
    await publishNow(page)
    await published(page)
    const saved = editor.readJson(FILE)
    expect(saved.enabled).toBe(true)
    expect(saved.discounts).toEqual({ weekly: 20, fortnightly: 10, monthly: 5 })
    // The site beside the editor builds home again from the saved file: the estimate, at the new discount.
    await expect(async () => {
      await page.goto(editor.siteURL)
      await expect(page.locator("[data-slot=estimator]").getByRole("radio", { name: "Weekly 20 % off" })).toHaveCount(
        1,
        {
          timeout: 1000,
        },
      )
    }).toPass({ timeout: 60_000 })
  })
})
