import { expect, test } from "@playwright/test"

import faqs from "../../content/faqs.json" with { type: "json" }
import pages from "../../content/pages.json" with { type: "json" }

/**
 * On a patchy connection one of a page's later scripts can fail to arrive. The page the visitor is
 * reading must stay, as its prerendered HTML (components/ui/island.tsx), not turn into the error page.
 */
test.describe("a part whose code cannot be fetched", () => {
  test("the home FAQ stays as its prerendered questions, and the page stays", async ({ page }) => {
    const failed: string[] = []
    page.on("requestfailed", (request) => failed.push(request.url()))
    await page.route(/\/assets\/faq-/, (route) => route.abort("internetdisconnected"))
    await page.goto("/")
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" })
    await faq.scrollIntoViewIfNeeded()
    await expect.poll(() => failed.some((url) => url.includes("/assets/faq-"))).toBe(true)
    // Give React the turn in which it would have shown the error page.
    await page.waitForTimeout(500)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.home.heading)
    await expect(faq.getByRole("button")).toHaveText(faqs.home.map((item) => item.question))
    await expect(faq.locator('[data-slot="faq"]')).not.toHaveAttribute("data-hydrated", "true")
  })

  test("opening the chat leaves the page in place when the chat window's code is dropped", async ({ page }) => {
    const failed: string[] = []
    page.on("requestfailed", (request) => failed.push(request.url()))
    await page.route(/\/assets\/chat-panels-/, (route) => route.abort("internetdisconnected"))
    await page.goto("/services")
    await page.getByRole("button", { name: "Chat with us" }).click()
    await expect.poll(() => failed.some((url) => url.includes("/assets/chat-panels-"))).toBe(true)
    await page.waitForTimeout(500)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.services.heading)
    await expect(page.getByRole("link", { name: "Request a Quote" }).first()).toBeVisible()
  })
})
