import { expect, test } from "@playwright/test"

import {
  chatPopupSeen,
  expectNoAxeViolations,
  hydrateVisibleIslands,
  OWNER_PAGE_PATH,
  scrollToTop,
  SECOND_BUILD_URL,
  trackRequests,
  waitForQuiet,
} from "./support"

// An owner's page with every section type (decision 020), from the second build, at 1280 px and 375 px wide, as
// a11y.spec.ts checks the site's own pages: as loaded, with every island running, and with the lightbox open.
test("an owner's page with every section type has no violations, as loaded, running and with a photo open", async ({
  page,
}) => {
  await chatPopupSeen(page)
  const requests = trackRequests(page)
  await page.goto(`${SECOND_BUILD_URL}${OWNER_PAGE_PATH}`)
  await waitForQuiet(requests)
  await expectNoAxeViolations(page, `${OWNER_PAGE_PATH} as loaded`)
  await hydrateVisibleIslands(page, requests)
  await scrollToTop(page)
  await expectNoAxeViolations(page, `${OWNER_PAGE_PATH} with its islands running`)
  await page.locator('[data-slot="thumbnail"]').first().click()
  await expect(page.getByRole("dialog")).toBeVisible()
  await expectNoAxeViolations(page, `${OWNER_PAGE_PATH} with a photo open`)
})
