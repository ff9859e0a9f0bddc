import { expect, test, type Locator, type Page } from "@playwright/test"

import home from "../fixtures/content/home.json" with { type: "json" }
import { chatPopupSeen, fillQuoteForm, pauseClock, QUOTE_URL } from "./support"

/** Spec behaviours the other journeys did not cover: each in the browser, timers on page.clock. */
const GALLERY_ERROR = "We're having trouble loading the gallery. Please try again later."

const scrollTo = (page: Page, name: string) => page.getByRole("heading", { name }).first().scrollIntoViewIfNeeded()

test.describe("home 'Our Work' and post-renovation portfolio", () => {
  test("'Our Work' shows the gallery error for a failed read, and Refresh page reloads", async ({ page }) => {
    let reads = 0
    await page.route("**/content/gallery.json", (route) => {
      reads++
      return route.fulfill({ status: 500, body: "down" })
    })
    await page.goto("/")
    const work = page.getByRole("region", { name: "Our Work" })
    await scrollTo(page, "Our Work")
    await expect(work.getByText(GALLERY_ERROR)).toBeVisible({ timeout: 15_000 })
    await expect(work.locator("img")).toHaveCount(0)
    // Data reads are not retried.
    expect(reads).toBe(1)
    await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true))
    const refresh = work.getByRole("button", { name: "Refresh page" })
    await refresh.focus()
    await Promise.all([page.waitForEvent("load"), page.keyboard.press("Enter")])
    expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined()
  })

  // On / only: /gallery draws the same island (its wiring there: gallery.spec.ts, the post-build portfolio).
  for (const [path, heading] of [["/", "Post-Renovation Cleans"]] as const) {
    test(`a failed read of portfolio-postbuild.json shows the gallery error on ${path}`, async ({ page }) => {
      let reads = 0
      await page.route("**/content/portfolio-postbuild.json", (route) => {
        reads++
        return route.fulfill({ status: 503, body: "" })
      })
      await page.goto(path)
      if (heading) await scrollTo(page, heading)
      const portfolio = page.locator('[data-slot="portfolio-gallery"]')
      await portfolio.scrollIntoViewIfNeeded()
      await expect(portfolio.getByText(GALLERY_ERROR)).toBeVisible({ timeout: 15_000 })
      await expect(portfolio.getByRole("button", { name: "Refresh page" })).toBeVisible()
      await expect(portfolio.locator('[data-slot="portfolio-tile"]')).toHaveCount(0)
      await expect(portfolio.locator('[data-slot="skeleton"]')).toHaveCount(0)
      expect(reads).toBe(1)
    })
  }
})

test.describe("home 'Why Choose Us'", () => {
  test("has its four cards", async ({ page }) => {
    await page.goto("/")
    const region = page.getByRole("region", { name: "Why Choose Us" })
    const titles = region.locator("h3")
    await expect(titles).toHaveCount(4)
    await expect(titles).toHaveText(home.whyChooseUs.cards.map((card) => card.title))
    // Eco-conscious and family-safe; trusted by families and builders; trained and checked; insured.
    await expect(titles).toHaveText([
      /eco-conscious.*family-safe/i,
      /families.*builders/i,
      /trained|checked/i,
      /insured/i,
    ])
  })
})

test.describe("home testimonials", () => {
  for (const [width, perView] of [
    [375, 1],
    [800, 2],
    [1280, 3],
  ] as const) {
    test(`show ${perView} review(s) at a time ${width} px wide`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto("/")
      await scrollTo(page, "What Our Clients Say")
      const carousel = page.getByRole("region", { name: "Client reviews" })
      await expect(carousel).toHaveAttribute("data-ready", "true", { timeout: 15_000 })
      const viewport = (await carousel.locator('[data-slot="carousel-viewport"]').boundingBox())!
      const slide = (await carousel.locator('[data-slot="carousel-item"]').first().boundingBox())!
      const inView = Math.round(viewport.width / slide.width)
      expect(inView).toBe(perView)
    })
  }
})

test.describe("toast", () => {
  test("the quote confirmation shows for 5000 ms", async ({ page }) => {
    await chatPopupSeen(page)
    await page.clock.install()
    await page.goto("/")
    await scrollTo(page, "Request a quote")
    const form = page.getByRole("form", { name: "Request a quote" })
    // Hydrated: it validates by script from now on.
    await expect(form).toHaveAttribute("novalidate", "")
    await fillQuoteForm(form)
    await form.getByRole("button", { name: "Send My Quote Request" }).focus()
    // Away from the toast: Radix pauses its timer while hovered or focused.
    await page.mouse.move(5, 5)
    // From here the page's time moves only as the test moves it, where real time ran on beside the test's steps and a
    // loaded machine's second ate the slack (clean-clone run 102).
    await pauseClock(page)
    await page.keyboard.press("Enter")
    const toast = page.locator('[data-slot="toast"]')
    // The send's own waits run 100 ms at a time until the toast shows: its 5000 ms start within that step.
    await expect
      .poll(async () => {
        await page.clock.runFor(100)
        return toast.filter({ hasText: "Quote Request Received!" }).count()
      })
      .toBe(1)
    await page.clock.runFor(4800)
    await expect(toast).toBeVisible()
    await page.clock.runFor(300)
    await expect(toast).toHaveCount(0)
  })
})

test.describe("Trusted By logo carousel", () => {
  async function logos(page: Page) {
    await page.clock.install()
    await page.goto("/")
    const carousel = page.getByRole("region", { name: "Businesses that trust us" })
    await carousel.scrollIntoViewIfNeeded()
    await page.mouse.move(0, 0)
    await expect(carousel).toHaveAttribute("data-ready", "true")
    const firstX = async () =>
      Math.round((await carousel.locator('[aria-roledescription="slide"]').first().boundingBox())!.x)
    return { carousel, firstX }
  }

  test("pauses while the pointer is over it, and runs on when it leaves", async ({ page }) => {
    const { carousel, firstX } = await logos(page)
    await carousel.locator('[data-slot="carousel-viewport"]').hover()
    const hovered = await firstX()
    await page.clock.runFor(3000 * 3)
    expect(await firstX()).toBe(hovered)
    await page.mouse.move(0, 0)
    await page.clock.runFor(3200)
    await expect.poll(firstX).not.toBe(hovered)
  })

  test("keeps running after the visitor uses its buttons", async ({ page }) => {
    const { carousel, firstX } = await logos(page)
    const next = carousel.getByRole("button", { name: "Next logo" })
    await next.focus()
    await page.keyboard.press("Enter")
    await page.clock.runFor(1000)
    await page.locator("h1").click()
    const after = await firstX()
    await page.clock.runFor(3200)
    await expect.poll(firstX).not.toBe(after)
    const later = await firstX()
    await page.clock.runFor(3200)
    await expect.poll(firstX).not.toBe(later)
  })
})

test.describe("chat helper popup", () => {
  test("'Get a quote' opens the form in a new tab and marks the popup seen for the session", async ({
    page,
    context,
  }) => {
    await page.clock.install()
    await page.goto("/contact")
    await page.clock.runFor(15_100)
    const popup = page.locator('[data-slot="chat-popup"]')
    await expect(popup).toBeVisible()
    const quote: Locator = popup.getByRole("link", { name: /^Get a quote/ })
    await expect(quote).toHaveAttribute("href", QUOTE_URL)
    await expect(quote).toHaveAttribute("target", "_blank")
    const opened = context.waitForEvent("page")
    await quote.focus()
    await page.keyboard.press("Enter")
    await (await opened).close()
    await expect(popup).toHaveCount(0)
    expect(await page.evaluate(() => sessionStorage.getItem("chat-helper:popup-seen"))).toBe("1")
    await page.reload()
    await page.clock.runFor(20_000)
    await expect(popup).toHaveCount(0)
  })
})
