import { expect, test } from "@playwright/test"

import {
  ALL_PATHS,
  chatPopupSeen,
  expectNoAxeViolations,
  hydrateVisibleIslands,
  scrollToTop,
  trackRequests,
  waitForQuiet,
} from "./support"

// At 375 px; at 1280 px every-route.spec.ts runs axe in its one visit to each route. The 404 page, in both.
test.describe("accessibility (axe-core)", () => {
  for (const path of [...ALL_PATHS, "/no-such-page"]) {
    const tag = path === "/no-such-page" ? [] : ["@phone"]
    test(`${path} has no violations, as loaded and with every island running`, { tag }, async ({ page }) => {
      // The chat's 15 s prompt has its own axe check (chat-helper.spec.ts); on a slow run it could rise in mid-sweep,
      // and axe would judge its colours halfway through the fade-in.
      await chatPopupSeen(page)
      const requests = trackRequests(page)
      await page.goto(path)
      await waitForQuiet(requests)
      // What a visitor meets first: the prerendered HTML, islands not yet started.
      await expectNoAxeViolations(page, `${path} as loaded`)
      // Then what the islands draw once started (carousel dots, reviews, photos read at run time).
      await hydrateVisibleIslands(page, requests)
      await scrollToTop(page)
      await expectNoAxeViolations(page, `${path} with its islands running`)
    })
  }

  test("the open mobile menu has no violations", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/")
    await page.getByRole("button", { name: "Menu" }).click()
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible()
    await expectNoAxeViolations(page, "mobile menu open")
  })
})
