import { expect, test, type Page } from "@playwright/test"

import business from "../fixtures/content/business.json" with { type: "json" }
import pages from "../fixtures/content/pages.json" with { type: "json" }
import { ABN, EMAIL, MAILTO, PHONE, TEL } from "./fixture-content"
import { expandedState, expectPlaceholderOnce, expectRealPlaceholder, QUOTE_URL, watchPageProblems } from "./support"

const NAV = [
  ["Home", "/"],
  ["Services", "/services"],
  ["Residential", "/residential"],
  ["Gallery", "/gallery"],
  ["Commercial", "/commercial"],
  ["Contact", "/contact"],
] as const

test.describe("navbar", () => {
  test("lists the six links in order and marks the current page", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/services")
    const nav = page.getByRole("navigation", { name: "Main" })
    const links = nav.getByRole("link")
    await expect(links).toHaveText(NAV.map(([label]) => label))
    for (const [index, [, href]] of NAV.entries()) await expect(links.nth(index)).toHaveAttribute("href", href)
    await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "page")
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page")

    await page.goto("/")
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page")
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
  })

  test("gains a shadow once scrolled more than 10 px", async ({ page }) => {
    await page.goto("/about")
    await page.evaluate(() => (document.body.style.minHeight = "3000px"))
    const header = page.locator('header[data-slot="site-header"]')
    await expect(header).toHaveAttribute("data-scrolled", "false")
    // The page script answers a scroll in the frame after it: two frames later it has answered this one.
    await page.evaluate(async () => {
      window.scrollTo(0, 10)
      for (let i = 0; i < 2; i++) await new Promise(requestAnimationFrame)
    })
    await expect(header).toHaveAttribute("data-scrolled", "false")
    await page.evaluate(() => window.scrollTo(0, 11))
    await expect(header).toHaveAttribute("data-scrolled", "true")
    expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe("none")
  })

  test("Request a Quote opens the external form in a new tab", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/")
    const quote = page.getByRole("banner").getByRole("link", { name: /Request a Quote/ })
    await expect(quote).toHaveAttribute("href", QUOTE_URL)
    await expect(quote).toHaveAttribute("target", "_blank")
    await expect(quote).toHaveAttribute("rel", "noopener noreferrer")
    await expect(quote).toHaveAccessibleName("Request a Quote (opens in a new tab)")
  })

  test("navigating scrolls the new page to the top", async ({ page }) => {
    await page.goto("/")
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForFunction(() => window.scrollY > 0)
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test(
    "fetches a link's page when the link is hovered or focused, before the click (Astro's prefetch)",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/")
      const nav = page.getByRole("navigation", { name: "Main" })
      const prefetched = page.waitForRequest((request) => new URL(request.url()).pathname === "/gallery")
      await nav.getByRole("link", { name: "Gallery" }).hover()
      await prefetched
      const focused = page.waitForRequest((request) => new URL(request.url()).pathname === "/contact")
      await nav.getByRole("link", { name: "Contact" }).focus()
      await focused
    },
  )

  test("has a skip link to the main content", async ({ page }) => {
    await page.goto("/contact")
    await page.keyboard.press("Tab")
    const skip = page.getByRole("link", { name: "Skip to content" })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press("Enter")
    await expect(page.locator("main#main")).toBeFocused()
  })
})

test.describe("mobile menu", () => {
  test("toggles open and closed and closes when a link is chosen", { tag: "@phone" }, async ({ page }) => {
    const problems = watchPageProblems(page)
    await page.goto("/")
    const toggle = page.getByRole("button", { name: "Menu" })
    const menu = page.getByRole("navigation", { name: "Mobile" })
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden()
    await expect(menu).toBeHidden()
    await expect.poll(() => expandedState(page, "Menu")).toBe(false)
    await toggle.click()
    await expect(menu).toBeVisible()
    await expect.poll(() => expandedState(page, "Menu")).toBe(true)
    await expect(menu.getByRole("link")).toHaveText([...NAV.map(([label]) => label), /Request a Quote/])
    const quote = menu.getByRole("link", { name: /Request a Quote/ })
    await expect(quote).toHaveAttribute("href", QUOTE_URL)
    await expect(quote).toHaveAttribute("target", "_blank")
    await expect(quote).toHaveAttribute("rel", "noopener noreferrer")

    await toggle.click()
    await expect(menu).toBeHidden()
    await expect.poll(() => expandedState(page, "Menu")).toBe(false)

    // A tap outside closes it too (a light-dismiss popover).
    await toggle.click()
    await expect(menu).toBeVisible()
    await page.mouse.click(200, 700)
    await expect(menu).toBeHidden()

    await toggle.click()
    await page.keyboard.press("Escape")
    await expect(menu).toBeHidden()

    // Tabbing on past its last link closes it: the page under it, where focus goes, shows. Back to its button, it stays.
    await toggle.click()
    await page.keyboard.press("Tab")
    await expect(menu.getByRole("link").first()).toBeFocused()
    await page.keyboard.press("Shift+Tab")
    await expect(toggle).toBeFocused()
    await expect(menu).toBeVisible()
    await quote.focus()
    await page.keyboard.press("Tab")
    await expect(menu).toBeHidden()

    // The quote form opens in a new tab: this page's menu closes all the same.
    await toggle.click()
    const [quoteTab] = await Promise.all([page.waitForEvent("popup"), quote.click()])
    await quoteTab.close()
    await expect(menu).toBeHidden()

    await toggle.click()
    await menu.getByRole("link", { name: "Gallery" }).click()
    await expect(page).toHaveURL(/\/gallery$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.gallery.heading)
    await expect(menu).toBeHidden()
    await expect.poll(() => expandedState(page, "Menu")).toBe(false)
    expect(problems).toEqual([])
  })

  test("opens and closes with scripts blocked", { tag: "@phone" }, async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      viewport: { width: 375, height: 812 },
    })
    const page = await context.newPage()
    await page.goto("/services")
    // The chat needs its script to open: without it, no button that does nothing.
    await expect(page.getByRole("button", { name: "Chat with us" })).toBeHidden()
    const toggle = page.getByRole("button", { name: "Menu" })
    const links = page.getByRole("navigation", { name: "Mobile" }).getByRole("link")
    await expect(links.first()).toBeHidden()
    await toggle.click()
    await expect(links).toHaveText([...NAV.map(([label]) => label), /Request a Quote/])
    for (const link of await links.all()) await expect(link).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(links.first()).toBeHidden()
    await toggle.click()
    await expect(links.first()).toBeVisible()
    await toggle.click()
    await expect(links.first()).toBeHidden()
    await context.close()
  })
})

test.describe("footer", () => {
  test("carries the ABN, phone, e-mail, socials, Google Business and the extra links", async ({ page }) => {
    await page.goto("/")
    const footer = page.getByRole("contentinfo")
    await expect(footer).toContainText(`ABN ${ABN}`)
    await expect(footer.getByRole("link", { name: PHONE })).toHaveAttribute("href", TEL)
    await expect(footer.getByRole("link", { name: EMAIL })).toHaveAttribute("href", MAILTO)
    const google = footer.getByRole("link", { name: /Google Business/ })
    await expect(google).toHaveAttribute("target", "_blank")
    await expect(google).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps/)
    await expect(footer.getByRole("link", { name: /Facebook/ })).toHaveAttribute("href", /facebook\.com\/.+/)
    await expect(footer.getByRole("link", { name: /Instagram/ })).toHaveAttribute("href", /instagram\.com\/.+/)
    // No URL configured for LinkedIn, so no icon: never a dead link.
    await expect(footer.getByRole("link", { name: /LinkedIn/ })).toHaveCount(0)
    for (const [name, href] of [
      ["NDIS Support", "/ndis"],
      ["Blog", "/blog"],
      ["About Us", "/about"],
    ] as const) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href)
    }
    await expect(page.locator('a[href="#"]')).toHaveCount(0)
  })

  test("says what content/business.json's footer words say", async ({ page }) => {
    await page.goto("/services")
    const footer = page.getByRole("contentinfo")
    const { blurb, exploreHeading, contactHeading, serviceArea, promises } = business.footer
    await expect(footer.getByRole("heading", { level: 2 })).toHaveText([exploreHeading, contactHeading])
    for (const text of [blurb, serviceArea, promises])
      await expect(footer.getByText(text, { exact: true })).toBeVisible()
  })

  // It tries every width itself, so it runs in one project.
  test(
    "at the end of the page, the fixed chat and quote buttons cover none of its words",
    { tag: "@desktop" },
    async ({ page }) => {
      for (const viewport of [
        { width: 375, height: 812 },
        { width: 768, height: 1000 },
        { width: 1280, height: 900 },
      ]) {
        await page.setViewportSize(viewport)
        await page.goto("/")
        // The sticky quote button starts on the first scroll; it shows unless one of the page's own quote buttons does.
        await page.mouse.wheel(0, 100_000)
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        const sticky = page.locator('[data-slot="sticky-quote"]')
        await expect(sticky).toHaveAttribute("data-state", /shown|hidden/)
        await expect.poll(() => sticky.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0)
        await expect(page.locator('[data-slot="chat-helper"] button').first()).toBeVisible()
        const covered = await page.evaluate(() => {
          const buttons = [
            ...document.querySelectorAll('[data-slot="sticky-quote"] a, [data-slot="chat-helper"] button'),
          ]
            .filter((el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
            .map((el) => el.getBoundingClientRect())
          const words = document.createTreeWalker(document.querySelector("footer")!, NodeFilter.SHOW_TEXT)
          const hidden: string[] = []
          for (let node = words.nextNode(); node; node = words.nextNode()) {
            const range = document.createRange()
            range.selectNodeContents(node)
            for (const line of range.getClientRects()) {
              const under = buttons.some(
                (b) => line.left < b.right && b.left < line.right && line.top < b.bottom && b.top < line.bottom,
              )
              if (under) hidden.push(node.textContent!.trim())
            }
          }
          return hidden
        })
        expect(covered, `${viewport.width} px`).toEqual([])
      }
    },
  )

  // Its own viewport: one run, in the desktop project.
  test("keeps content within 1200 px", { tag: "@desktop" }, async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 900 })
    await page.goto("/services")
    const box = await page.locator(".container-page").first().boundingBox()
    expect(box?.width).toBeLessThanOrEqual(1200)
  })
})

// The page's own script, the same at any width: one run, in the desktop project.
test.describe("broken photos outside the islands", { tag: "@desktop" }, () => {
  const photo = (page: Page) => ({
    page,
    file: "**/pages/services*",
    alt: "A sunlit living room with folded throws and a freshly wiped timber side table",
    open: () => page.goto("/services"),
  })

  test("a photo that fails is replaced once by the placeholder, and a failing placeholder is not retried", async ({
    page,
  }) => {
    await expectPlaceholderOnce(photo(page))
  })

  test("the real placeholder replaces a missing photo, at the photo's size", async ({ page }) => {
    const replaced = await expectRealPlaceholder(photo(page))
    await expect(replaced).toHaveAttribute("width", "1600")
  })
})
