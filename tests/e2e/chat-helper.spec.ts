import { expect, test, type Page } from "@playwright/test"

import {
  advanceUntilVisible,
  BUSINESS_NAME,
  expectNoAxeViolations,
  openOnPausedClock,
  QUOTE_URL,
  runUntil,
  waitForIsland,
  watchPageProblems,
} from "./support"

const POPUP_TEXT = "Hi there! Need a quote or have questions about our cleaning services?"
const FAREWELL = "No worries at all. I'm right here if you need me."

/** The chat helper's own pages: /contact unless a test says otherwise (see openOnPausedClock). */
const openPage = (page: Page, path = "/contact") => openOnPausedClock(page, path)

const chatButton = (page: Page) => page.getByRole("button", { name: "Chat with us" })
const popup = (page: Page) => page.locator('[data-slot="chat-popup"]')
const chatWindow = (page: Page) => page.getByRole("dialog", { name: BUSINESS_NAME })

async function openWindow(page: Page) {
  await chatButton(page).click()
  await advanceUntilVisible(page, chatWindow(page))
}

async function showPopup(page: Page) {
  await runUntil(page, 15_100)
  await advanceUntilVisible(page, popup(page))
}

test.describe("chat helper popup", () => {
  test("appears after 15 s and not before, announced politely", async ({ page }) => {
    const problems = watchPageProblems(page)
    // The default build has no analytics ids: exactly one warning, no tag.
    const warnings: string[] = []
    page.on("console", (msg) => msg.type() === "warning" && warnings.push(msg.text()))
    await openPage(page)
    // Untouched, the island starts on its own 13 s timer, in time for the popup.
    await runUntil(page, 14_800)
    await waitForIsland(page, "ChatHelper")
    await page.waitForTimeout(300) // the island's effects (its timer for the popup) run in real time
    await expect(popup(page)).toHaveCount(0)
    await page.clock.runFor(300)
    await advanceUntilVisible(page, popup(page))
    await expect(popup(page)).toContainText(POPUP_TEXT)
    await expect(page.locator('[aria-live="polite"]').filter({ has: popup(page) })).toHaveCount(1)
    const quote = popup(page).getByRole("link", { name: /Get a quote/ })
    await expect(quote).toHaveAttribute("href", QUOTE_URL)
    await expect(quote).toHaveAttribute("target", "_blank")
    await expect(quote).toHaveAttribute("rel", "noopener noreferrer")
    await expect(popup(page).getByRole("link", { name: "Browse services" })).toHaveAttribute("href", "/services")
    await page.clock.resume() // axe-core schedules its work with timers
    await expectNoAxeViolations(page, "with the chat popup open")
    expect(problems).toEqual([])
    expect(warnings.filter((w) => w.startsWith("Analytics off"))).toHaveLength(1)
    expect(
      await page.evaluate(
        () => document.querySelectorAll('script[src*="googletagmanager"], script[src*="clarity"]').length,
      ),
    ).toBe(0)
  })

  test("Close marks it seen: no popup after a reload", async ({ page }) => {
    await openPage(page)
    await showPopup(page)
    await popup(page).getByRole("button", { name: "Close" }).click()
    await expect(popup(page)).toHaveCount(0)
    await expect(chatButton(page)).toBeFocused()
    expect(await page.evaluate(() => sessionStorage.getItem("chat-helper:popup-seen"))).toBe("1")
    await page.reload()
    // The fake clock carries on across the reload; the island's 13 s timer counts from the new page.
    await page.clock.runFor(14_000)
    await waitForIsland(page, "ChatHelper")
    await page.clock.runFor(1_000)
    await expect(popup(page)).toHaveCount(0)
  })

  test("Browse services goes to /services and marks the popup seen", async ({ page }) => {
    await openPage(page)
    await showPopup(page)
    await popup(page).getByRole("link", { name: "Browse services" }).click()
    await expect(page).toHaveURL(/\/services$/)
    await expect(popup(page)).toHaveCount(0)
    expect(await page.evaluate(() => sessionStorage.getItem("chat-helper:popup-seen"))).toBe("1")
  })
})

test.describe("chat window", () => {
  test("opens from the round button as a labelled dialog with focus inside, and passes axe", async ({ page }) => {
    await openPage(page)
    const button = chatButton(page)
    await expect(button).toHaveAttribute("aria-expanded", "false")
    await openWindow(page)
    await expect(button).toHaveAttribute("aria-expanded", "true")
    await expect(chatWindow(page)).toContainText("What do you need help with today?")
    await expect(chatWindow(page).getByRole("link", { name: "Weekly or fortnightly cleaning" })).toBeFocused()
    const box = await chatWindow(page).boundingBox()
    expect(box?.width).toBe(350)
    await page.clock.resume() // axe-core schedules its work with timers
    await expectNoAxeViolations(page, "with the chat window open")
  })

  test("Escape closes it, focus returns to the button, and the farewell shows for 4 s", async ({ page }) => {
    await openPage(page)
    await openWindow(page)
    await page.keyboard.press("Escape")
    await expect(chatWindow(page)).toHaveCount(0)
    await expect(chatButton(page)).toBeFocused()
    await expect(chatButton(page)).toHaveAttribute("aria-expanded", "false")
    const farewell = page.locator('[data-slot="chat-farewell"]')
    await expect(farewell).toHaveText(FAREWELL)
    await page.clock.runFor(3_900)
    await expect(farewell).toBeVisible()
    await page.clock.runFor(200)
    await expect(farewell).toHaveCount(0)
  })

  test("closing the chat records 'chat closed': no popup after a reload and 15 s", async ({ page }) => {
    await openPage(page)
    await openWindow(page)
    await chatWindow(page).getByRole("button", { name: "Close chat" }).click()
    await expect(page.locator('[data-slot="chat-farewell"]')).toBeVisible()
    await expect(chatButton(page)).toBeFocused()
    expect(await page.evaluate(() => sessionStorage.getItem("chat-helper:chat-closed"))).toBe("1")
    await page.reload()
    // The fake clock carries on across the reload; the island's 13 s timer counts from the new page.
    await page.clock.runFor(14_000)
    await waitForIsland(page, "ChatHelper")
    await page.clock.runFor(1_000)
    await expect(popup(page)).toHaveCount(0)
  })

  const INTERNAL = [
    ["Weekly or fortnightly cleaning", "/services"],
    ["Deep clean or once-off", "/services"],
    ["Vacate / end-of-lease", "/services"],
    ["NDIS or plan-managed support", "/ndis"],
    ["Commercial cleaning", "/commercial"],
  ] as const

  test("the five page options navigate and close the window", async ({ page }) => {
    await openPage(page, "/about")
    for (const [label, path] of INTERNAL) {
      await openWindow(page)
      await chatWindow(page).getByRole("link", { name: label }).click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(chatWindow(page)).toHaveCount(0)
      // An option is not "closing the chat": no farewell.
      await expect(page.locator('[data-slot="chat-farewell"]')).toHaveCount(0)
    }
  })

  test("opened by the visitor, it spends nothing: after a page option the popup still comes 15 s later", async ({
    page,
  }) => {
    await openPage(page, "/about")
    await openWindow(page)
    await chatWindow(page).getByRole("link", { name: "Commercial cleaning" }).click()
    await expect(page).toHaveURL(/\/commercial$/)
    expect(await page.evaluate(() => sessionStorage.getItem("chat-helper:popup-seen"))).toBeNull()
    // The fake clock carries on across the navigation; the island's 13 s timer counts from the new page.
    await page.clock.runFor(14_000)
    await waitForIsland(page, "ChatHelper")
    await page.clock.runFor(1_100)
    await expect(popup(page)).toContainText(POPUP_TEXT)
  })

  test("Something else / Get a quote opens the external form in a new tab", async ({ page }) => {
    await openPage(page)
    await openWindow(page)
    const quote = chatWindow(page).getByRole("link", { name: /Something else \/ Get a quote/ })
    await expect(quote).toHaveAttribute("href", QUOTE_URL)
    await expect(quote).toHaveAttribute("target", "_blank")
    await expect(quote).toHaveAttribute("rel", "noopener noreferrer")
    await expect(quote).toHaveAttribute("data-track-location", "chat_window")
    const popupPage = page.waitForEvent("popup")
    await quote.click()
    await (await popupPage).close()
    await expect(chatWindow(page)).toHaveCount(0)
    await expect(chatButton(page)).toBeFocused()
  })
})

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test("closed, it keeps to the bottom-right 88 × 88 px corner; the popup is 320 px wide", async ({ page }) => {
    await openPage(page, "/")
    const box = (await page.locator('[data-slot="chat-helper"]').boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(375 - 88)
    expect(box.y).toBeGreaterThanOrEqual(812 - 88)
    expect(box.x + box.width).toBeLessThanOrEqual(375)
    expect(box.y + box.height).toBeLessThanOrEqual(812)
    await showPopup(page)
    expect((await popup(page).boundingBox())?.width).toBe(320)
    await openWindow(page)
    // 350 px does not fit: the window keeps a 16 px margin on each side.
    expect((await chatWindow(page).boundingBox())?.width).toBe(375 - 32)
  })
})
