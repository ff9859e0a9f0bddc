import { test as base } from "@playwright/test"

import { DEFERRED_BAND_CLASS } from "../../src/lib/deferred-bands"

export { expect } from "@playwright/test"

/**
 * Playwright's `test`, whose `page.goto` returns once the page has hydrated (app/root.tsx marks
 * `<html data-hydrated>`) and laid out its deferred bands (lib/deferred-bands.ts). Pages paint from
 * their prerendered HTML first and become interactive a moment later; a click in between would
 * land on a page that does not respond yet, and one while a band above its target is still being
 * laid out can land where the target was. A test that wants the page before hydration passes
 * `waitUntil: "commit"`.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (options?.waitUntil !== "commit") {
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
        await page.waitForFunction(
          (bandClass) =>
            [...document.querySelectorAll<HTMLElement>(`.${bandClass}`)].every(
              (band) => band.style.contentVisibility === "visible",
            ),
          DEFERRED_BAND_CLASS,
        )
      }
      return response
    }
    await provide(page)
  },
})
