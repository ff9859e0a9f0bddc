import { expect, test, type Page } from "@playwright/test"

import {
  advanceUntilVisible,
  chatPopupSeen,
  expectNoAxeViolations,
  fillQuoteForm,
  islandElement,
  openOnPausedClock,
  QUOTE_URL,
  runUntil,
  waitForIsland,
} from "./support"

const MESSAGES = {
  "Your name": "Name must be at least 2 characters",
  Suburb: "Please enter your suburb",
  Email: "Please enter a valid email address",
  Phone: "Please enter a valid phone number",
  "Service type": "Please select a service type",
  "Tell us about your space": "Please tell us a bit more about your needs",
} as const

/** Scrolls to the form and waits for it to hydrate (it then validates by script: `novalidate`). */
async function openQuoteForm(page: Page) {
  await page.getByRole("heading", { name: "Request a quote" }).scrollIntoViewIfNeeded()
  const form = page.getByRole("form", { name: "Request a quote" })
  await expect(form).toHaveAttribute("novalidate", "")
  return form
}

/** The prompt shows 25 s after the page loads. */
const PROMPT_MS = 25_000
/** src/pages/index.astro: untouched, the floating quote's island starts on its own timer 2 s before the prompt. */
const ISLAND_TIMER_MS = PROMPT_MS - 2_000

/** The floating quote's island: nothing of it is in the prerendered HTML, and its code waits for a trigger. */
const floatingQuote = (page: Page) => islandElement(page, "FloatingQuote")
const sticky = (page: Page) => page.locator('[data-slot="sticky-quote"]')
const prompt = (page: Page) => page.locator('[data-slot="quote-prompt"]')

/**
 * With no scroll and no touch, the island starts on its own timer, and not before. Resolves once it has rendered
 * and its effects (the prompt's timer among them) have run: the sticky button is drawn then.
 */
async function startUntouched(page: Page) {
  await runUntil(page, ISLAND_TIMER_MS - 100)
  await expect(floatingQuote(page)).toHaveAttribute("ssr", "")
  await expect(sticky(page)).toHaveCount(0)
  await runUntil(page, ISLAND_TIMER_MS + 100)
  await waitForIsland(page, "FloatingQuote")
  await expect(sticky(page)).toBeAttached()
}

/**
 * The island renders in real time, after the (fake) timers fire: a render it makes after the test's last step proves
 * that step's timers were rendered too. The sticky button is that render: it shows only while neither a quote area nor
 * the prompt is on screen, so scrolled between the page's quote areas, "shown" says the prompt is not.
 */
async function expectNoPromptRendered(page: Page) {
  await page.getByRole("heading", { name: "Request a quote" }).scrollIntoViewIfNeeded()
  await expect(sticky(page)).toHaveAttribute("data-state", "hidden")
  await page.getByRole("heading", { name: "Meet Our Team" }).scrollIntoViewIfNeeded()
  await expect(sticky(page)).toHaveAttribute("data-state", "shown")
  await expect(prompt(page)).toHaveCount(0)
}

/** Home on a paused clock, untouched until the prompt is due; returns the prompt, shown. */
async function homeWithPrompt(page: Page) {
  await openOnPausedClock(page, "/")
  await startUntouched(page)
  await runUntil(page, PROMPT_MS + 100)
  await advanceUntilVisible(page, prompt(page))
  return prompt(page)
}

test.describe("home quote form", () => {
  test("is prerendered whole and hydrates as the visitor nears it: its code is not in the first load", async ({
    page,
  }) => {
    const scripts: string[] = []
    page.on(
      "request",
      (request) => request.resourceType() === "script" && scripts.push(new URL(request.url()).pathname),
    )
    await page.goto("/")
    const form = page.getByRole("form", { name: "Request a quote" })
    await expect(form.getByRole("textbox")).toHaveCount(5)
    await expect(form.getByRole("combobox", { name: "Service type" })).toBeAttached()
    await expect(form.getByRole("button", { name: "Send My Quote Request" })).toBeAttached()
    await expect(form).not.toHaveAttribute("novalidate")
    // The island names its own code; the page has not asked for it yet.
    const island = islandElement(page, "HomeQuoteForm")
    await expect(island).toHaveAttribute("ssr", "")
    const code = await island.getAttribute("component-url")
    expect(code).toMatch(/^\/_astro\/[^/]+\.js$/)
    expect(scripts).not.toContain(code)
    const size = async () => {
      const box = (await form.boundingBox())!
      return [Math.round(box.width), Math.round(box.height)]
    }
    const before = await size()
    await openQuoteForm(page)
    await waitForIsland(page, "HomeQuoteForm")
    expect(scripts.filter((path) => path === code)).toHaveLength(1)
    expect(await size()).toEqual(before)
  })

  test("shows each field's exact message and focuses the first invalid field", async ({ page }) => {
    await page.goto("/")
    const form = await openQuoteForm(page)
    await form.getByRole("button", { name: "Send My Quote Request" }).click()
    for (const [label, message] of Object.entries(MESSAGES)) {
      const field = form.getByLabel(label)
      await expect(field).toHaveAttribute("aria-invalid", "true")
      await expect(field).toHaveAccessibleDescription(message)
    }
    await expect(form.getByLabel("Your name")).toBeFocused()

    await form.getByLabel("Your name").fill("Sam")
    await form.getByLabel("Suburb").fill("Albury")
    await form.getByLabel("Email").fill("not-an-email")
    await form.getByRole("button", { name: "Send My Quote Request" }).click()
    await expect(form.getByLabel("Email")).toBeFocused()
    await expect(form.getByLabel("Your name")).not.toHaveAttribute("aria-invalid", "true")
    await expect(form.getByText("Please enter a valid email address")).toBeVisible()
  })

  test("with errors shown, the page has no axe violations", async ({ page }) => {
    await page.goto("/")
    const form = await openQuoteForm(page)
    await form.getByRole("button", { name: "Send My Quote Request" }).click()
    await expect(form.getByText("Please select a service type")).toBeVisible()
    await expectNoAxeViolations(page, "quote form errors")
  })

  test("a valid request shows Submitting..., sends nothing, resets and confirms with a toast", async ({ page }) => {
    await page.goto("/")
    const warnings: string[] = []
    page.on("console", (msg) => msg.type() === "warning" && warnings.push(msg.text()))
    const form = await openQuoteForm(page)
    await fillQuoteForm(form)
    const requests: string[] = []
    page.on("request", (request) => {
      // The toast's own code loads on demand; anything else would be the form phoning home.
      if (!(request.resourceType() === "script" && new URL(request.url()).pathname.startsWith("/_astro/"))) {
        requests.push(`${request.method()} ${request.url()}`)
      }
    })
    const logged = page.waitForEvent("console", (msg) => msg.type() === "log" && msg.text().startsWith("Quote request"))
    await form.getByRole("button", { name: "Send My Quote Request" }).click()
    await expect(form.getByRole("button", { name: "Submitting..." })).toBeDisabled()
    const toast = page.locator('[data-slot="toast"]')
    await expect(toast).toContainText("Quote Request Received!")
    await expect(toast).toContainText("We'll respond within one business hour. Check your email for confirmation.")
    // Fixed in the screen's corner, wherever the form is scrolled to.
    await expect(toast).toBeInViewport({ ratio: 1 })
    await page.mouse.wheel(0, -600)
    await expect(toast).toBeInViewport({ ratio: 1 })
    await logged
    for (const label of ["Your name", "Suburb", "Email", "Phone", "Tell us about your space"]) {
      await expect(form.getByLabel(label)).toHaveValue("")
    }
    await expect(form.getByLabel("Service type")).toHaveValue("")
    await expect(form.getByRole("button", { name: "Send My Quote Request" })).toBeEnabled()
    expect(requests).toEqual([])
    // QUOTE_FORM_ENDPOINT is empty in this build: the owner is told once (quote-delivery.spec.ts tests it set).
    expect(warnings.filter((w) => w.startsWith("Quote form delivery off"))).toHaveLength(1)
  })

  test("with no endpoint configured, the prerendered page holds no form that could post anywhere", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text()
    expect(html).toContain('data-slot="quote-form"')
    expect(html).not.toMatch(/<form[^>]*(action|method)=/)
    expect(html).not.toContain("_gotcha")
  })
})

test.describe("floating quote prompt and sticky button", () => {
  test.beforeEach(async ({ page }) => {
    await chatPopupSeen(page)
  })

  test("the prompt appears 25 s after load and closes with its × button", async ({ page }) => {
    await openOnPausedClock(page, "/")
    await startUntouched(page)
    await expect(prompt(page)).toHaveCount(0)
    await runUntil(page, PROMPT_MS - 200)
    await expectNoPromptRendered(page)
    await runUntil(page, PROMPT_MS + 100)
    await advanceUntilVisible(page, prompt(page))
    await expect(prompt(page).getByRole("heading")).toHaveText("Ready for a calmer home?")
    await expect(prompt(page).locator("xpath=..")).toHaveAttribute("aria-live", "polite")
    const yes = prompt(page).getByRole("link", { name: "Yes, Get My Quote (opens in a new tab)" })
    await expect(yes).toHaveAttribute("href", QUOTE_URL)
    await expect(yes).toHaveAttribute("data-track-location", "floating_popup")
    await page.clock.resume() // axe-core schedules its work with timers
    await expectNoAxeViolations(page, "quote prompt open")
    await prompt(page).getByRole("button", { name: "Close quote prompt" }).click()
    await expect(prompt(page)).toHaveCount(0)
    await page.clock.runFor(60_000)
    await expectNoPromptRendered(page)
  })

  test("closed from the keyboard, it hands focus to the quote button on screen, not the top of the page", async ({
    page,
  }) => {
    const shown = await homeWithPrompt(page)
    await shown.getByRole("button", { name: "Close quote prompt" }).focus()
    await page.keyboard.press("Enter")
    await expect(shown).toHaveCount(0)
    // The hero's buttons are on screen, so the sticky one stays aside: focus goes to the hero's quote button.
    await expect(page.locator("#hero-actions a").first()).toBeFocused()
  })

  test("Escape closes it, and focus goes to the sticky button that takes its place", async ({ page }) => {
    const shown = await homeWithPrompt(page)
    await page.mouse.wheel(0, 3_000)
    await expect(page.locator("#hero-actions")).not.toBeInViewport()
    await shown.getByRole("link", { name: /Yes, Get My Quote/ }).focus()
    await page.keyboard.press("Escape")
    await expect(shown).toHaveCount(0)
    await expect(sticky(page).locator("a")).toBeFocused()
  })

  test("'Yes, Get My Quote' opens the form and closes the prompt", async ({ page, context }) => {
    const shown = await homeWithPrompt(page)
    const popup = context.waitForEvent("page")
    await shown.getByRole("link", { name: /Yes, Get My Quote/ }).click()
    await (await popup).close()
    await expect(shown).toHaveCount(0)
  })

  test("the sticky button starts on the first scroll, hides near the page's own quote buttons and shows in between", async ({
    page,
  }) => {
    await page.goto("/")
    // Nothing of it is in the prerendered HTML, and its code waits for the visitor's first scroll.
    await expect(floatingQuote(page)).toHaveAttribute("ssr", "")
    await expect(sticky(page)).toHaveCount(0)
    await page.mouse.wheel(0, 100)
    await waitForIsland(page, "FloatingQuote")
    const link = sticky(page).locator("a")
    await expect(link).toHaveAttribute("href", QUOTE_URL)
    await expect(link).toHaveAttribute("target", "_blank")
    await expect(link).toHaveAttribute("data-track-location", "sticky_button")
    // The hero's quote buttons are still on screen.
    await expect(sticky(page)).toHaveAttribute("data-state", "hidden")
    await expect(link).toBeHidden()
    await page.getByRole("heading", { name: "Meet Our Team" }).scrollIntoViewIfNeeded()
    await expect(sticky(page)).toHaveAttribute("data-state", "shown")
    await expect(sticky(page).getByRole("link", { name: "Get Instant Quote (opens in a new tab)" })).toBeVisible()
    await page.getByRole("heading", { name: "Request a quote" }).scrollIntoViewIfNeeded()
    await expect(sticky(page)).toHaveAttribute("data-state", "hidden")
    await expect(link).toBeHidden()
  })
})

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true })

  test("the sticky button steps aside while the menu is open", async ({ page }) => {
    await chatPopupSeen(page)
    await page.goto("/")
    const link = sticky(page).getByRole("link", { name: "Get Instant Quote (opens in a new tab)" })
    await page.getByRole("heading", { name: "Meet Our Team" }).scrollIntoViewIfNeeded()
    await expect(sticky(page)).toHaveAttribute("data-state", "shown")
    await expect(link).toBeVisible()
    const menu = page.getByRole("button", { name: "Menu" })
    await menu.click()
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible()
    await expect(link).toBeHidden()
    await menu.click()
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden()
    await expect(link).toBeVisible()
  })

  test("the prompt never covers the hero's quote button and leaves the chat corner free", async ({ page }) => {
    await chatPopupSeen(page)
    const shown = await homeWithPrompt(page)
    const card = (await shown.boundingBox())!
    const cta = (await page.locator('main a[data-track=quote][data-track-location="hero_primary"]').boundingBox())!
    const overlaps =
      card.x < cta.x + cta.width &&
      cta.x < card.x + card.width &&
      card.y < cta.y + cta.height &&
      cta.y < card.y + card.height
    expect(overlaps).toBe(false)
    // The chat helper's round button lives in the bottom-right 88 × 88 px corner.
    expect(card.x + card.width).toBeLessThanOrEqual(375 - 88)
    // Nothing sticks out sideways (the page never scrolls horizontally on a phone).
    const wide = () =>
      page.evaluate(() =>
        [...document.querySelectorAll("body *")]
          .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
          .filter((el) => !el.closest("[data-slot=carousel-viewport], [data-fade]"))
          .map((el) => `${el.tagName}.${String(el.getAttribute("class")).slice(0, 60)}`),
      )
    expect(await wide()).toEqual([])
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(375)
  })
})

test.describe("on a 375 × 667 phone", () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true })

  test("with the prompt shown, each control Tab reaches scrolls clear of it, not under it", async ({ page }) => {
    await chatPopupSeen(page)
    const shown = await homeWithPrompt(page)
    // What part of the focused control the card hides; its bottom edge past the screen's counts as hidden too.
    const hidden = () =>
      shown.evaluate((card) => {
        const c = card.getBoundingClientRect()
        const b = document.activeElement!.getBoundingClientRect()
        const under = Math.max(0, Math.min(b.bottom, c.bottom) - Math.max(b.top, c.top))
        return b.bottom > innerHeight ? 1 : under / (b.height || 1)
      })
    for (let stop = 0; stop < 30; stop++) {
      await page.keyboard.press("Tab")
      if (await shown.evaluate((card) => card.contains(document.activeElement))) continue
      await expect.poll(hidden, { message: `Tab stop ${stop + 1}` }).toBeLessThan(0.5)
    }
  })
})

/** Home on a paused clock until the chat helper's 15 s popup shows; returns it. */
async function homeWithChatPopup(page: Page) {
  await openOnPausedClock(page, "/")
  const chatPopup = page.locator('[data-slot="chat-popup"]')
  // The chat helper starts on its own 13 s timer and shows its popup at 15 s.
  await runUntil(page, 15_100)
  await advanceUntilVisible(page, chatPopup)
  await startUntouched(page)
  return chatPopup
}

test("wide enough for both, the prompt shows on time beside the chat helper's popup", async ({ page }) => {
  const chatPopup = await homeWithChatPopup(page)
  await runUntil(page, PROMPT_MS + 100)
  await advanceUntilVisible(page, prompt(page))
  await expect(chatPopup).toBeVisible()
  const [card, chat] = [(await prompt(page).boundingBox())!, (await chatPopup.boundingBox())!]
  expect(card.x + card.width).toBeLessThan(chat.x)
})

for (const width of [375, 700]) {
  test.describe(`too narrow for both side by side (${width} px)`, () => {
    test.use({ viewport: { width, height: 812 } })

    test("the prompt shows on time under the header while the chat helper's popup takes the bottom", async ({
      page,
    }) => {
      const chatPopup = await homeWithChatPopup(page)
      await runUntil(page, PROMPT_MS + 100)
      await advanceUntilVisible(page, prompt(page))
      await expect(chatPopup).toBeVisible()
      const [card, chat] = [(await prompt(page).boundingBox())!, (await chatPopup.boundingBox())!]
      const header = (await page.locator('[data-slot="site-header"]').boundingBox())!
      expect(card.y).toBeGreaterThanOrEqual(header.y + header.height)
      expect(card.y + card.height).toBeLessThan(chat.y)
      // Once the popup is closed, the card goes back to the bottom corner.
      await chatPopup.getByRole("button", { name: "Close" }).click()
      await expect(chatPopup).toHaveCount(0)
      await expect.poll(async () => (await prompt(page).boundingBox())!.y).toBeGreaterThan(chat.y)
    })
  })
}

test("on a phone the prompt waits while the visitor has the chat window open, then shows", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await chatPopupSeen(page)
  await openOnPausedClock(page, "/")
  await page.getByRole("button", { name: "Chat with us" }).click()
  const chatWindow = page.locator('[data-slot="chat-window"]')
  await expect(chatWindow).toBeVisible()
  await runUntil(page, PROMPT_MS + 100)
  // Its time has come (the card is there), but not its place on screen.
  await expect(async () => {
    await page.clock.runFor(100)
    await expect(prompt(page)).toBeAttached({ timeout: 250 })
  }).toPass()
  await expect(prompt(page)).toBeHidden()
  await chatWindow.getByRole("button", { name: "Close chat" }).click()
  await expect(prompt(page)).toBeVisible()
})
