import { test as base } from "@playwright/test"

export { expect } from "@playwright/test"

/**
 * Playwright's `test`, whose `page.goto` returns once the page has hydrated (app/root.tsx marks
 * `<html data-hydrated>`): pages paint from their prerendered HTML first and their header, menus
 * and links respond a moment later. Widgets hydrate on their own triggers after that
 * (components/ui/island.tsx). A test that wants the page before hydration passes
 * `waitUntil: "commit"`.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (options?.waitUntil !== "commit") await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
      return response
    }
    await provide(page)
  },
})
