import { expect, test } from "@playwright/test"

import { expectQuoteLink, MAILTO, TEL } from "./pages-support"
import { QUOTE_URL, trackRequests, waitForIsland, waitForQuiet, watchPageProblems } from "./support"

const MAPS_EMBED = "https://www.google.com/maps?q=Albury+NSW+2640&z=11&output=embed"
const MAPS_LINK = "https://www.google.com/maps/place/Albury+NSW+2640"

test.describe("/contact", () => {
  test("phone, e-mail and hours cards with the 24-hour reply promise", async ({ page }) => {
    await page.goto("/contact")
    const cards = page.locator('[data-slot="contact-cards"] > li')
    await expect(cards.locator("h2")).toHaveText(["Call us", "E-mail us", "Office hours"])
    await expect(cards.nth(0).getByRole("link")).toHaveAttribute("href", TEL)
    await expect(cards.nth(1).getByRole("link")).toHaveAttribute("href", MAILTO)
    await expect(cards.nth(2).locator("dt")).toHaveText(["Mon-Fri", "Sat"])
    await expect(cards.nth(2).locator("dd")).toHaveText(["8am-6pm", "9am-3pm"])
    await expect(cards.nth(2)).toContainText("within 24 hours")
  })

  test("embeds the quote form 800 px high, titled and lazy, with a fallback link; offline it stays error-free", async ({
    page,
  }) => {
    // Without scripts the prerendered HTML's <noscript> frame loads; with them the island draws the frame as it comes
    // into view, so the other site's page is not fetched with the first paint (decision 012).
    const html = await (await page.request.get("/contact")).text()
    const tag = /<noscript><iframe[^>]*title="Quote request form"[^>]*>/.exec(html)?.[0]
    expect(tag).toContain(`src="${QUOTE_URL}"`)
    expect(tag).toContain('loading="lazy"')
    const problems = watchPageProblems(page)
    const frameRequests: string[] = []
    page.on("request", (request) => {
      if (request.url().startsWith(QUOTE_URL)) frameRequests.push(request.url())
    })
    const requests = trackRequests(page)
    await page.goto("/contact")
    await waitForQuiet(requests)
    expect(frameRequests).toEqual([])
    const fallback = page.locator('[data-slot="quote-form-fallback"]')
    await fallback.scrollIntoViewIfNeeded()
    await expect.poll(() => frameRequests.length).toBeGreaterThan(0)
    const frame = page.getByTitle("Quote request form")
    await expect(frame).toHaveAttribute("src", QUOTE_URL)
    await expect(frame).toHaveAttribute("loading", "lazy")
    expect((await frame.boundingBox())!.height).toBe(800)
    await expect(fallback).toBeVisible()
    await expectQuoteLink(fallback, "Open the quote request form in a new tab")
    expect(problems).toEqual([])
  })

  test("service-area map: five areas; hovering highlights an area and lists its suburbs", async ({ page }) => {
    await page.goto("/contact")
    const map = page.locator('[data-slot="service-area-map"]')
    const buttons = map.getByRole("list", { name: "Service areas" }).getByRole("button")
    await expect(buttons).toHaveCount(5)
    await expect(buttons.locator("span.font-semibold")).toHaveText([
      "Albury Central",
      "Wodonga",
      "Thurgoona & Wirlinga",
      "Lavington & Hamilton Valley",
      "Surrounding Areas",
    ])
    const detail = map.locator('[data-slot="service-area-detail"]')
    // The prerendered list is there at once; the highlighting needs the island (client:visible) to hydrate.
    await map.scrollIntoViewIfNeeded()
    await waitForIsland(page, "ServiceAreaMap")

    // Hovering the drawing.
    await map.locator('path[data-area="wodonga"]').hover()
    await expect(map.locator('path[data-area="wodonga"]')).toHaveAttribute("data-state", "active")
    await expect(map.getByRole("button", { name: /Wodonga/ })).toHaveAttribute("aria-pressed", "true")
    await expect(detail).toContainText("Baranduda")
    await expect(map.locator('[data-state="active"]')).toHaveCount(3) // shape, marker, button

    // Hovering the list.
    await map.getByRole("button", { name: /Albury Central/ }).hover()
    await expect(map.locator('path[data-area="albury-central"]')).toHaveAttribute("data-state", "active")
    await expect(map.locator('path[data-area="wodonga"]')).toHaveAttribute("data-state", "inactive")
    await expect(detail).toContainText("East Albury")

    await page.mouse.move(5, 5)
    await expect(map.locator('[data-state="active"]')).toHaveCount(0)
  })

  test("service-area map: keyboard focus highlights an area", async ({ page }) => {
    await page.goto("/contact")
    const map = page.locator('[data-slot="service-area-map"]')
    const thurgoona = map.getByRole("button", { name: /Thurgoona & Wirlinga/ })
    await map.scrollIntoViewIfNeeded()
    await waitForIsland(page, "ServiceAreaMap")
    await map.getByRole("button", { name: /Wodonga/ }).focus()
    await page.keyboard.press("Tab")
    await expect(thurgoona).toBeFocused()
    await expect(thurgoona).toHaveAttribute("aria-pressed", "true")
    await expect(map.locator('path[data-area="thurgoona-wirlinga"]')).toHaveAttribute("data-state", "active")
    await expect(map.locator('[data-slot="service-area-detail"]')).toContainText("Ettamogah")
  })

  test("embeds the map lazily with a title and a fallback link; call and e-mail links", async ({ page }) => {
    await page.goto("/contact")
    const fallback = page.locator('[data-slot="map-fallback"]')
    await fallback.scrollIntoViewIfNeeded()
    const frame = page.getByTitle("Map of Albury and surrounding areas")
    await expect(frame).toHaveAttribute("src", MAPS_EMBED)
    await expect(frame).toHaveAttribute("loading", "lazy")
    await expect(fallback).toHaveAttribute("href", MAPS_LINK)
    await expect(fallback).toHaveAttribute("target", "_blank")
    await expect(fallback).toHaveAttribute("rel", "noopener noreferrer")
    const findUs = page.getByRole("region", { name: /Based in Albury/ })
    // Three content fields on one line, spaced as an address is written.
    await expect(findUs.getByText("Albury NSW 2640", { exact: true })).toBeVisible()
    await expect(findUs.getByRole("link", { name: /^Call / })).toHaveAttribute("href", TEL)
    await expect(findUs.getByRole("link", { name: "E-mail us" })).toHaveAttribute("href", MAILTO)
  })
})
