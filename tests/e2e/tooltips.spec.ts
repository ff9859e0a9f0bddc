import { expect, test, type Locator, type Page } from "@playwright/test"

import { pauseClock, watchPageProblems } from "./support"

/**
 * Every icon-only control shows its accessible name in a tooltip, on hover
 * after 700 ms (at once within 300 ms of another closing) and on keyboard focus; Escape hides it;
 * touch shows none. The tooltip comes with the island of its control (docs/decisions/011).
 */
const tooltip = (page: Page) => page.getByRole("tooltip")

async function handoverCarousel(page: Page) {
  const carousel = page.locator('[data-slot="carousel"]').first()
  await carousel.scrollIntoViewIfNeeded()
  await expect(carousel).toHaveAttribute("data-ready", "true")
  return carousel
}

/**
 * Radix tells the tooltip provider of a close from an effect, which React may run in a task of its own (a
 * MessageChannel message), and only then starts the 300 ms skip timer. On a loaded machine that task came after the
 * fake clock's step, so the skip timer had not run and the next hover opened at once: a message posted now is
 * handled after React's, and the clock steps from there.
 */
const afterReactTasks = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve()
        channel.port2.postMessage(null)
      }),
  )

/** One press of Tab, which must land on `target`. */
async function tabTo(page: Page, target: Locator) {
  await page.keyboard.press("Tab")
  await expect(target).toBeFocused()
}

/**
 * Focus by script shows the control's tooltip (starting its island first if it waits for interaction: the chat
 * helper, the social links), and blur hides it.
 */
async function focusAndBlur(control: Locator) {
  await control.focus()
  await expect(tooltip(control.page())).toBeVisible()
  await control.blur()
}

test.describe("tooltips", () => {
  test("show on keyboard focus at once, and Escape hides them", async ({ page }) => {
    const problems = watchPageProblems(page)
    await page.goto("/builders-handover")
    const carousel = await handoverCarousel(page)

    // Its name says what it does now: pause, or play when Embla has stopped for focus or hover.
    const pause = carousel.locator('[data-slot="carousel-play-pause"]')
    await carousel.getByRole("button", { name: "Go to slide 10" }).focus()
    await tabTo(page, pause)
    await expect(tooltip(page)).toHaveText(/^(Pause|Play) automatic slide show$/)
    await expect(pause).toHaveAccessibleName((await tooltip(page).textContent())!)

    await page.keyboard.press("Tab")
    await expect(tooltip(page)).toHaveText("Previous photo")
    await page.keyboard.press("Tab")
    await expect(tooltip(page)).toHaveText("Next photo")
    await page.keyboard.press("Escape")
    await expect(tooltip(page)).toHaveCount(0)
    await expect(carousel.getByRole("button", { name: "Next photo" })).toBeFocused()
    expect(problems).toEqual([])
  })

  test("hover: 700 ms delay, then 300 ms skip delay between controls", async ({ page }) => {
    await page.clock.install()
    await page.goto("/builders-handover")
    const carousel = await handoverCarousel(page)
    // From here the page's clock stands still but for the test's steps: an installed clock also runs with the wall
    // clock, and on a loaded machine a hover and its checks took the 100 ms left of the 700 ms delay.
    await pauseClock(page)
    const previous = carousel.getByRole("button", { name: "Previous photo" })
    const next = carousel.getByRole("button", { name: "Next photo" })
    // A tooltip shown and hidden, then a full second: the hovers below are timed from a fresh start.
    await focusAndBlur(previous)
    await page.mouse.move(5, 5)
    await expect(tooltip(page)).toHaveCount(0)
    await afterReactTasks(page)
    await page.clock.runFor(1000)
    await expect(tooltip(page)).toHaveCount(0)

    await next.hover()
    await page.clock.runFor(600)
    await expect(tooltip(page)).toHaveCount(0)
    await page.clock.runFor(150)
    await expect(tooltip(page)).toHaveText("Next photo")
    // Straight on to the neighbour: no new delay.
    await previous.hover()
    await page.clock.runFor(50)
    await expect(tooltip(page)).toHaveText("Previous photo")
    // Away for longer than 300 ms: the full delay again.
    await page.mouse.move(5, 5)
    await expect(tooltip(page)).toHaveCount(0)
    await afterReactTasks(page)
    await page.clock.runFor(400)
    await next.hover()
    await page.clock.runFor(600)
    await expect(tooltip(page)).toHaveCount(0)
    await page.clock.runFor(150)
    await expect(tooltip(page)).toHaveText("Next photo")
    await page.keyboard.press("Escape")
    await expect(tooltip(page)).toHaveCount(0)
  })

  test("the lightbox's close, previous and next buttons", async ({ page }) => {
    await page.goto("/builders-handover")
    const carousel = await handoverCarousel(page)
    await carousel.getByRole("button", { name: /^Enlarge photo 1 of 10/ }).focus()
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog")
    await expect(dialog).toBeVisible()
    for (const name of ["Close photo viewer", "Previous photo", "Next photo"]) {
      await tabTo(page, dialog.getByRole("button", { name }))
      await expect(tooltip(page)).toHaveText(name)
    }
    // Escape first hides the tooltip, then closes the lightbox.
    await page.keyboard.press("Escape")
    await expect(tooltip(page)).toHaveCount(0)
    await expect(dialog).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
  })

  test("the chat button and the footer's social icons", async ({ page }) => {
    await page.goto("/about")
    await focusAndBlur(page.getByRole("button", { name: "Chat with us" }))
    const social = page.getByRole("contentinfo").getByRole("list", { name: "Social media" }).getByRole("link")
    await expect(social).not.toHaveCount(0)
    for (const link of await social.all()) {
      await link.hover()
      const network = (await link.textContent())!.replace(/\s*\(opens in a new tab\)$/, "").trim()
      await expect(tooltip(page)).toHaveText(`${network} (opens in a new tab)`)
    }
    await page.mouse.move(5, 5)
    await expect(tooltip(page)).toHaveCount(0)
    const chat = page.getByRole("button", { name: "Chat with us" })
    await chat.evaluate((button) => {
      // The control before it in the tab order: the chat helper comes last on the page.
      const focusable = [...document.querySelectorAll<HTMLElement>("a[href], button")].filter((el) => el.offsetParent)
      focusable[focusable.indexOf(button as HTMLElement) - 1]?.focus()
    })
    await tabTo(page, chat)
    await expect(tooltip(page)).toHaveText("Chat with us")
    await page.keyboard.press("Escape")
    await expect(tooltip(page)).toHaveCount(0)
  })

  test("a mouse click does not leave a tooltip behind, and none shows for touch", async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, viewport: { width: 375, height: 812 } })
    const page = await context.newPage()
    // The tooltip's 700 ms delay runs on a clock the test moves past it.
    await page.clock.install()
    await page.goto("/builders-handover")
    const carousel = await handoverCarousel(page)
    const next = carousel.getByRole("button", { name: "Next photo" })
    await next.tap()
    await page.clock.runFor(1200)
    await next.tap()
    await page.clock.runFor(1200)
    await expect(tooltip(page)).toHaveCount(0)
    await page.getByRole("button", { name: "Chat with us" }).tap()
    await page.clock.runFor(1200)
    await expect(tooltip(page)).toHaveCount(0)
    await context.close()
  })
})
