import { expect, test, type Locator } from "@playwright/test"

import content from "../fixtures/content/builders-handover.json" with { type: "json" }
import { closingBand, expectQuoteLink, TEL } from "./pages-support"
import {
  expectNoAxeViolations,
  holdScripts,
  islandElement,
  trackRequests,
  waitForIsland,
  waitForQuiet,
} from "./support"

const selectedDot = (carousel: Locator) =>
  carousel
    .locator('[data-slot="carousel-dots"] button')
    .evaluateAll((dots) => dots.findIndex((dot) => dot.getAttribute("aria-current") === "true"))

test.describe("/builders-handover", () => {
  test("hero: heading, intro, 'Get a Quote' and a tel: call button", async ({ page }) => {
    await page.goto("/builders-handover")
    const hero = page.locator("main > section").first()
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText("Builders Handover Cleans")
    await expectQuoteLink(hero.getByRole("link", { name: /Get a Quote/ }), "Get a Quote")
    await expect(hero.getByRole("link", { name: /^Call / })).toHaveAttribute("href", TEL)
  })

  test("has the intro card, six included cards, four steps, six trust points and the manager's testimonial", async ({
    page,
  }) => {
    await page.goto("/builders-handover")
    const main = page.locator("main")
    await expect(main.getByRole("region", { name: "From building site to client-ready home" })).toBeVisible()
    await expect(
      main.getByRole("region", { name: "Every detail, before the keys change hands" }).locator("li h3"),
    ).toHaveText([
      "Dust & debris removal",
      "Window & frame cleaning",
      "Floor & surface detailing",
      "Bathroom & kitchen sanitisation",
      "Final touches & quality check",
      "Client-ready presentation",
    ])
    await expect(main.locator('[data-slot="process-steps"] > ol > li h3')).toHaveText([
      "Step 1: Site assessment",
      "Step 2: Customised quote",
      "Step 3: Scheduled clean",
      "Step 4: Quality handover",
    ])
    const trust = main.getByRole("region", { name: "Reliable on the days that matter" })
    await expect(trust.locator('[data-slot="check-list"] > li')).toHaveCount(6)
    await expect(trust.locator('[data-slot="testimonial"] figcaption')).toContainText("Construction Manager")
    const band = closingBand(main)
    // The bottom call to action says 'Request a Quote' (the hero says 'Get a Quote').
    await expectQuoteLink(band.getByRole("link", { name: /Request a Quote/ }), "Request a Quote")
    await expect(band.getByRole("link", { name: /Get a Quote/ })).toHaveCount(0)
    await expect(band.getByRole("link", { name: /^Call / })).toHaveAttribute("href", TEL)
  })

  test("two project carousels of ten photos, credited to the builder", async ({ page }) => {
    await page.goto("/builders-handover")
    const carousels = page.locator('[data-slot="carousel"]')
    await expect(carousels).toHaveCount(2)
    await expect(carousels.nth(0)).toHaveAccessibleName("Acreage home photos")
    await expect(carousels.nth(1)).toHaveAccessibleName("Family home photos")
    for (const carousel of await carousels.all()) {
      await expect(carousel.locator('[data-slot="carousel-item"]')).toHaveCount(10)
    }
    await expect(page.locator("main article").getByText(/^Built by Ridgeline Building Co\./)).toHaveCount(2)
  })

  test("auto-advances, and previous/next move the selected photo", async ({ page }) => {
    await page.goto("/builders-handover")
    const carousel = page.locator('[data-slot="carousel"]').first()
    await carousel.scrollIntoViewIfNeeded()
    await expect(carousel).toHaveAttribute("data-ready", "true")
    const start = await selectedDot(carousel)
    await expect.poll(() => selectedDot(carousel), { timeout: 6_000 }).not.toBe(start)

    await carousel.getByRole("button", { name: "Pause automatic slide show" }).click()
    await expect(carousel.getByRole("button", { name: "Play automatic slide show" })).toBeVisible()
    const paused = await selectedDot(carousel)
    await carousel.getByRole("button", { name: "Next photo" }).click()
    await expect.poll(() => selectedDot(carousel)).toBe((paused + 1) % 10)
    await carousel.getByRole("button", { name: "Previous photo" }).click()
    await carousel.getByRole("button", { name: "Previous photo" }).click()
    await expect.poll(() => selectedDot(carousel)).toBe((paused + 9) % 10)
  })

  for (const [width, perView] of [
    [375, 1],
    [800, 2],
    [1280, 3],
  ] as const) {
    test(`shows ${perView} photo(s) at a time ${width} px wide`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto("/builders-handover")
      const carousel = page.locator('[data-slot="carousel"]').first()
      const viewport = await carousel.locator('[data-slot="carousel-viewport"]').boundingBox()
      const slide = await carousel.locator('[data-slot="carousel-item"]').first().boundingBox()
      expect(Math.round(viewport!.width / slide!.width)).toBe(perView)
    })
  }
})

test.describe("/builders-handover on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test("each carousel has its ten dots, on a row kept from the first paint, so nothing moves when they come", async ({
    page,
  }) => {
    const release = await holdScripts(page)
    await page.goto("/builders-handover")
    const carousel = page.locator('[data-slot="carousel"]').first()
    const next = page.getByRole("heading", { name: "Family home" })
    await carousel.scrollIntoViewIfNeeded()
    const before = await next.boundingBox()
    await expect(carousel.locator('[data-slot="carousel-dots"]')).toHaveCount(0)

    release()
    await expect(carousel).toHaveAttribute("data-ready", "true")
    await expect(carousel.locator('[data-slot="carousel-dots"] button')).toHaveCount(10)
    await expect(carousel.locator('[data-slot="carousel-dots"]')).toBeInViewport()
    expect(await next.boundingBox()).toEqual(before)
  })
})

const PROJECTS = content.work.projects
/** The lightbox's own chunk (Radix Dialog), not lazy-lightbox's few lines that load it. */
const RADIX_DIALOG_CHUNK = /\/_astro\/lightbox\.[\w-]+\.js$/

test.describe("/builders-handover lightbox", () => {
  test("a photo tapped while the carousel's code is on its way opens once the code is there", async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto("/builders-handover")
    const photo = page.getByRole("button", { name: /^Enlarge photo 1 of 10/ }).first()
    await photo.click()
    await expect(islandElement(page, "HandoverWork")).toHaveAttribute("ssr", "")
    release()
    await expect(page.getByRole("dialog")).toBeVisible()
  })

  test("Enter on a photo opens it full screen; arrows and buttons step through that project's ten photos", async ({
    page,
  }) => {
    await page.goto("/builders-handover")
    const carousel = page.locator('[data-slot="carousel"]').nth(1)
    await carousel.scrollIntoViewIfNeeded()
    await expect(carousel).toHaveAttribute("data-ready", "true")
    const photo = carousel.getByRole("button", { name: /^Enlarge photo 3 of 10/ })
    await photo.focus()
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog")
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAccessibleName(PROJECTS[1]!.photos[2]!.alt)
    await expect(dialog).toContainText("3 of 10")
    // Full screen.
    const box = (await dialog.boundingBox())!
    expect(box).toEqual({ x: 0, y: 0, ...page.viewportSize()! })

    await page.keyboard.press("ArrowRight")
    await expect(dialog).toContainText("4 of 10")
    await expect(dialog).toHaveAccessibleName(PROJECTS[1]!.photos[3]!.alt)
    await page.keyboard.press("ArrowLeft")
    await page.keyboard.press("ArrowLeft")
    await page.keyboard.press("ArrowLeft")
    await expect(dialog).toContainText("1 of 10")
    await page.keyboard.press("ArrowLeft")
    await expect(dialog).toContainText("10 of 10")
    await expect(dialog).toHaveAccessibleName(PROJECTS[1]!.photos[9]!.alt)
    // The buttons, by keyboard: Tab reaches them inside the dialog.
    const next = dialog.getByRole("button", { name: "Next photo" })
    await next.focus()
    await page.keyboard.press("Enter")
    await expect(dialog).toContainText("1 of 10")
    await dialog.getByRole("button", { name: "Previous photo" }).focus()
    await page.keyboard.press("Space")
    await expect(dialog).toContainText("10 of 10")

    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(photo).toBeFocused()
  })

  for (const how of ["close button", "overlay click"] as const) {
    test(`closes with the ${how}, not with a click on the photo, and gives focus back`, async ({ page }) => {
      await page.goto("/builders-handover")
      const carousel = page.locator('[data-slot="carousel"]').first()
      await carousel.scrollIntoViewIfNeeded()
      await expect(carousel).toHaveAttribute("data-ready", "true")
      const photo = carousel.getByRole("button", { name: /^Enlarge photo 1 of 10/ })
      await photo.click()
      const dialog = page.getByRole("dialog")
      await expect(dialog).toContainText("1 of 10")
      await expect(dialog).toHaveAccessibleName(PROJECTS[0]!.photos[0]!.alt)
      await dialog.getByAltText(PROJECTS[0]!.photos[0]!.alt).click()
      await expect(dialog).toBeVisible()
      if (how === "close button") await dialog.getByRole("button", { name: "Close photo viewer" }).click()
      else await page.mouse.click(4, page.viewportSize()!.height - 4)
      await expect(dialog).toBeHidden()
      await expect(photo).toBeFocused()
    })
  }

  test("the carousel's autoplay holds while the lightbox is open and runs on after", async ({ page }) => {
    await page.clock.install()
    await page.goto("/builders-handover")
    const carousel = page.locator('[data-slot="carousel"]').first()
    await carousel.scrollIntoViewIfNeeded()
    await expect(carousel).toHaveAttribute("data-ready", "true")
    await expect(carousel).toHaveAttribute("data-playing", "true")
    await carousel.getByRole("button", { name: /^Enlarge photo 2 of 10/ }).focus()
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog")
    await expect(dialog).toBeVisible()
    // Move the pointer off where the carousel was: Embla would restart on mouseleave or focusout.
    await page.mouse.move(5, 5)
    await expect(carousel).toHaveAttribute("data-playing", "false")
    const held = await selectedDot(carousel)
    await page.clock.runFor(4000 * 3 + 500)
    expect(await selectedDot(carousel)).toBe(held)
    await expect(carousel).toHaveAttribute("data-playing", "false")

    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    // Focus is back on the photo (Embla holds autoplay while focus is inside); moving it on resumes.
    await page.locator("h1").click()
    await expect(carousel).toHaveAttribute("data-playing", "true")
    await page.clock.runFor(4000 + 500)
    await expect.poll(() => selectedDot(carousel)).not.toBe(held)
  })

  test("Pause stays paused when the pointer or focus leaves the photos, and reduced motion never starts it", async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto("/builders-handover")
    const carousel = page.locator('[data-slot="carousel"]').first()
    await carousel.scrollIntoViewIfNeeded()
    await expect(carousel).toHaveAttribute("data-ready", "true")
    await carousel.getByRole("button", { name: "Pause automatic slide show" }).click()
    const paused = await selectedDot(carousel)
    // Over the photos and off again, then focus into a photo and out: Embla restarts autoplay on each.
    await carousel.locator('[data-slot="carousel-viewport"]').hover()
    await page.mouse.move(5, 5)
    await carousel.getByRole("button", { name: /^Enlarge photo 1 of 10/ }).focus()
    await page.locator("h1").click()
    await page.clock.runFor(4000 * 3 + 500)
    expect(await selectedDot(carousel)).toBe(paused)
    await expect(carousel.getByRole("button", { name: "Play automatic slide show" })).toBeVisible()

    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.reload()
    await carousel.scrollIntoViewIfNeeded()
    await expect(carousel).toHaveAttribute("data-ready", "true")
    await carousel.locator('[data-slot="carousel-viewport"]').hover()
    await page.mouse.move(5, 5)
    await page.clock.runFor(4000 * 3 + 500)
    await expect(carousel).toHaveAttribute("data-playing", "false")
    expect(await selectedDot(carousel)).toBe(0)
    // The visitor may still start it.
    await carousel.getByRole("button", { name: "Play automatic slide show" }).click()
    await page.clock.runFor(4000 + 500)
    await expect.poll(() => selectedDot(carousel)).toBe(1)
  })

  test("the lightbox has no axe violations and Radix Dialog loads only on demand", async ({ page }) => {
    const scripts: string[] = []
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()))
    const requests = trackRequests(page)
    await page.goto("/builders-handover")
    const carousel = page.locator('[data-slot="carousel"]').first()
    await carousel.scrollIntoViewIfNeeded()
    // The carousels' island has hydrated (Embla is running) and everything it fetches on mount has arrived:
    // Radix Dialog is still not among the page's scripts.
    await waitForIsland(page, "HandoverWork")
    await expect(carousel).toHaveAttribute("data-ready", "true")
    await waitForQuiet(requests)
    expect(scripts.some((url) => RADIX_DIALOG_CHUNK.test(url))).toBe(false)
    const before = scripts.length
    await carousel.getByRole("button", { name: /^Enlarge photo 1 of 10/ }).click()
    await expect(page.getByRole("dialog")).toBeVisible()
    // Requested once the visitor reached for a photo (pointer over it, then the click).
    expect(scripts.slice(before).some((url) => RADIX_DIALOG_CHUNK.test(url))).toBe(true)
    await expectNoAxeViolations(page, "handover lightbox open")
  })
})
