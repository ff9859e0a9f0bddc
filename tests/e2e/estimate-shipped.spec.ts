/**
 * The instant estimate as the site ships it, switched off (content/estimate.json, decision 024): home is the spec's,
 * with no estimate, and the fixed 'Get Instant Quote' button opens the external quote form in a new tab. The switched-on
 * estimate is estimate.spec.ts's, against the second build.
 */
import { expect, test } from "@playwright/test"

import shipped from "../fixtures/content/estimate.json" with { type: "json" }
import { chatPopupSeen, QUOTE_URL, waitForIsland } from "./support"

test("as shipped, home has no estimate and 'Get Instant Quote' opens the quote form in a new tab", async ({
  page,
  context,
  request,
}) => {
  expect(shipped.enabled).toBe(false)
  const html = await (await request.get("/")).text()
  for (const trace of ["instant-estimate", "Estimator", "Request this clean", shipped.heading, shipped.note])
    expect(html).not.toContain(trace)

  await chatPopupSeen(page)
  await page.goto("/")
  await expect(page.locator('[data-slot="estimator"]')).toHaveCount(0)
  await page.getByRole("heading", { name: "Meet Our Team" }).scrollIntoViewIfNeeded()
  await waitForIsland(page, "FloatingQuote")
  const button = page
    .locator('[data-slot="sticky-quote"]')
    .getByRole("link", { name: "Get Instant Quote (opens in a new tab)" })
  await expect(button).toHaveAttribute("href", QUOTE_URL)
  await expect(button).toHaveAttribute("target", "_blank")
  // The external form, offline here, answered by a stand-in.
  await context.route(QUOTE_URL, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Quote form</title>" }),
  )
  const [tab] = await Promise.all([context.waitForEvent("page"), button.click()])
  await expect(tab).toHaveURL(QUOTE_URL)
  await tab.close()
  await expect(page).toHaveURL(/\/$/)
})
