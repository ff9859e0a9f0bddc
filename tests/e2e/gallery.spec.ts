import { expect, test, type Page } from "@playwright/test"

import gallery from "../fixtures/content/gallery.json" with { type: "json" }
import portfolio from "../fixtures/content/portfolio-postbuild.json" with { type: "json" }
import {
  expectNoAxeViolations,
  holdScripts,
  islandElement,
  trackRequests,
  waitForIsland,
  waitForQuiet,
  watchPageProblems,
} from "./support"

const ERROR_TEXT = "We're having trouble loading the gallery. Please try again later."

/** Opens /gallery, moves the pointer onto its tabs as a visitor would, and waits until they are interactive. */
async function openGallery(page: Page) {
  await page.goto("/gallery")
  // The tabs start on the visitor's first move towards them (client:interaction), not with the page.
  await page.getByRole("tablist").hover()
  await waitForIsland(page, "GalleryIsland")
}

/** Scrolls to the post-build portfolio, far below the tabs, so its island starts (client:visible). */
async function openPortfolio(page: Page) {
  const section = page.locator('[data-slot="portfolio-gallery"]')
  await section.scrollIntoViewIfNeeded()
  await waitForIsland(page, "PortfolioIsland")
  return section
}

const thumbnails = (page: Page) => page.locator('[data-slot="thumbnail"]')
const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true })

test.describe("/gallery tabs", () => {
  test("opens on Bathrooms, with its photos already in the prerendered HTML", async ({ page, request }) => {
    const html = await (await request.get("/gallery")).text()
    expect(html).toContain(gallery.bathrooms[0]!.alt)

    const problems = watchPageProblems(page)
    await openGallery(page)
    await expect(page.getByRole("tab")).toHaveText([
      "Bathrooms",
      "Kitchens",
      "Commercial",
      "Builder Cleans",
      "Before & After",
    ])
    await expect(tab(page, "Bathrooms")).toHaveAttribute("aria-selected", "true")
    await expect(thumbnails(page)).toHaveCount(gallery.bathrooms.length)
    await expect(page.getByRole("tabpanel")).toHaveAccessibleName("Bathrooms")
    expect(problems.filter((p) => !p.includes("Failed to load resource"))).toEqual([])
  })

  test("switches category by click and by arrow, Home and End keys", async ({ page }) => {
    await openGallery(page)
    await tab(page, "Kitchens").click()
    await expect(tab(page, "Kitchens")).toHaveAttribute("aria-selected", "true")
    await expect(thumbnails(page)).toHaveCount(gallery.kitchens.length)
    await expect(page.getByAltText(gallery.kitchens[0]!.alt)).toBeVisible()
    await tab(page, "Builder Cleans").click()
    await expect(page.getByAltText(gallery.builderCleans[0]!.alt)).toBeVisible()

    await tab(page, "Builder Cleans").press("ArrowLeft")
    await expect(tab(page, "Commercial")).toBeFocused()
    await expect(tab(page, "Commercial")).toHaveAttribute("aria-selected", "true")
    await expect(page.getByAltText(gallery.commercial[0]!.alt)).toBeVisible()
    await page.keyboard.press("End")
    await expect(tab(page, "Before & After")).toHaveAttribute("aria-selected", "true")
    await expect(page.getByRole("slider")).toHaveCount(gallery.beforeAfter.length)
    await page.keyboard.press("ArrowRight")
    await expect(tab(page, "Bathrooms")).toBeFocused()
    await expect(tab(page, "Bathrooms")).toHaveAttribute("aria-selected", "true")
  })

  test("the Before & After tab shows a titled slider per comparison", async ({ page }) => {
    await openGallery(page)
    await tab(page, "Before & After").click()
    const sliders = page.getByRole("slider")
    await expect(sliders).toHaveCount(gallery.beforeAfter.length)
    await expect(sliders.first()).toHaveAttribute("aria-valuenow", "50")
    await expect(page.getByRole("heading", { name: gallery.beforeAfter[0]!.title })).toBeVisible()
  })
})

test.describe("/gallery starts on the visitor's first move", () => {
  test("loads no React and reads no content file while the visitor only looks", async ({ page }) => {
    const requests: string[] = []
    page.on("request", (request) => requests.push(new URL(request.url()).pathname))
    const tracked = trackRequests(page)
    // No timer of the page's starts it either: 10 s on the page's clock once everything it loads has loaded (the chat
    // helper's island starts on its own at 13 s: src/layouts/page.astro).
    await page.clock.install()
    await page.goto("/gallery")
    await waitForQuiet(tracked)
    await page.clock.runFor(10_000)
    await expect(thumbnails(page)).toHaveCount(gallery.bathrooms.length)
    await expect(islandElement(page, "GalleryIsland")).toHaveAttribute("ssr", "")
    expect(
      requests.filter((path) => /^\/_astro\/client\.[\w-]+\.js$/.test(path) || path.startsWith("/content/")),
    ).toEqual([])
  })

  test("a click on a tab made before the island has started opens that tab", async ({ page }) => {
    await page.goto("/gallery")
    await tab(page, "Kitchens").click()
    await expect(tab(page, "Kitchens")).toHaveAttribute("aria-selected", "true")
    await expect(thumbnails(page)).toHaveCount(gallery.kitchens.length)
  })

  test("a click on a photo made before the island has started opens it in the lightbox", async ({ page }) => {
    await page.goto("/gallery")
    await thumbnails(page).nth(1).click()
    await expect(page.getByRole("dialog")).toHaveAccessibleName(gallery.bathrooms[1]!.title)
  })

  test("tabbing into the tabs starts them, and the arrow keys move between categories", async ({ page }) => {
    await page.goto("/gallery")
    await tab(page, "Bathrooms").focus()
    await waitForIsland(page, "GalleryIsland")
    await page.keyboard.press("ArrowRight")
    await expect(tab(page, "Kitchens")).toBeFocused()
    await expect(tab(page, "Kitchens")).toHaveAttribute("aria-selected", "true")
  })

  test("arrow keys pressed while the tabs' code is on its way are not lost", async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto("/gallery")
    await tab(page, "Bathrooms").focus()
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("ArrowRight")
    await expect(islandElement(page, "GalleryIsland")).toHaveAttribute("ssr", "")
    release()
    await expect(tab(page, "Commercial")).toBeFocused()
    await expect(tab(page, "Commercial")).toHaveAttribute("aria-selected", "true")
  })
})

test.describe("/gallery lightbox", () => {
  test("opens on the clicked photo, steps with buttons and arrows, and ignores clicks on the photo", async ({
    page,
  }) => {
    await openGallery(page)
    await tab(page, "Kitchens").click()
    await thumbnails(page).nth(2).click()
    const dialog = page.getByRole("dialog")
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(`3 of ${gallery.kitchens.length}`)
    await expect(dialog).toHaveAccessibleName(gallery.kitchens[2]!.title)

    await dialog.getByAltText(gallery.kitchens[2]!.alt).click()
    await expect(dialog).toBeVisible()

    await page.keyboard.press("ArrowRight")
    await expect(dialog).toContainText(`4 of ${gallery.kitchens.length}`)
    await dialog.getByRole("button", { name: "Previous photo" }).click()
    await dialog.getByRole("button", { name: "Previous photo" }).click()
    await expect(dialog).toContainText(`2 of ${gallery.kitchens.length}`)
    await page.keyboard.press("ArrowLeft")
    await page.keyboard.press("ArrowLeft")
    await expect(dialog).toContainText(`${gallery.kitchens.length} of ${gallery.kitchens.length}`)
  })

  // The close button and Escape: lightbox.test.tsx, focus back to the opener included.
  test("closes with an overlay click and gives focus back to the thumbnail", async ({ page }) => {
    await openGallery(page)
    const thumbnail = thumbnails(page).nth(1)
    await thumbnail.click()
    const dialog = page.getByRole("dialog")
    await expect(dialog).toBeVisible()
    const size = page.viewportSize()!
    await page.mouse.click(4, size.height - 4)
    await expect(dialog).toBeHidden()
    await expect(thumbnail).toBeFocused()
  })

  test("has no axe violations while open", async ({ page }) => {
    await openGallery(page)
    await thumbnails(page).first().click()
    await expect(page.getByRole("dialog")).toBeVisible()
    await expectNoAxeViolations(page, "lightbox open")
  })

  test("Radix Dialog is not part of the first load", async ({ page }) => {
    const scripts: string[] = []
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()))
    const requests = trackRequests(page)
    await openGallery(page)
    // Hydrated, and whatever the island fetches on mount has arrived: only then is the first load complete.
    await waitForQuiet(requests)
    const before = scripts.length
    await thumbnails(page).first().click()
    await expect(page.getByRole("dialog")).toBeVisible()
    // The lightbox's own chunk (Radix Dialog), not lazy-lightbox's few lines that load it.
    expect(scripts.slice(before).some((url) => /\/_astro\/lightbox\.[\w-]+\.js$/.test(url))).toBe(true)
    expect(scripts.slice(0, before).some((url) => /\/_astro\/lightbox\.[\w-]+\.js$/.test(url))).toBe(false)
  })
})

test.describe("/gallery loading, error and empty states", () => {
  test("keeps the prerendered photos and shows skeletons elsewhere while the gallery loads", async ({ page }) => {
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route("**/content/gallery.json", async (route) => {
      await released
      await route.continue()
    })
    await openGallery(page)
    await expect(thumbnails(page)).toHaveCount(gallery.bathrooms.length)
    await tab(page, "Kitchens").click()
    await expect(page.getByRole("tabpanel").getByRole("status", { name: "Loading photos" })).toBeVisible()
    await expect(page.locator('[data-slot="skeleton"]').first()).toBeVisible()
    release()
    await expect(thumbnails(page)).toHaveCount(gallery.kitchens.length)
    await expect(page.getByRole("tabpanel").getByRole("status", { name: "Loading photos" })).toHaveCount(0)
  })

  test("shows the error message for a failed read, and Refresh page reloads", async ({ page }) => {
    await page.route("**/content/gallery.json", (route) => route.fulfill({ status: 500, body: "Server exploded" }))
    await openGallery(page)
    await expect(page.getByText(ERROR_TEXT)).toBeVisible()
    await expect(thumbnails(page)).toHaveCount(0)
    await tab(page, "Before & After").click()
    await expect(page.getByText(ERROR_TEXT)).toBeVisible()

    await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true))
    await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Refresh page" }).click()])
    expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined()
  })

  test("shows the empty texts for an empty gallery", async ({ page }) => {
    await page.route("**/content/gallery.json", (route) => route.fulfill({ json: {} }))
    await openGallery(page)
    await expect(page.getByText("No images available in this category yet.")).toBeVisible()
    await tab(page, "Before & After").click()
    await expect(page.getByText("No before & after comparisons available at this time.")).toBeVisible()
  })
})

test.describe("/gallery post-build portfolio", () => {
  const photos = (category: string[]) =>
    portfolio.projects.filter((p) => category.includes(p.category)).reduce((n, p) => n + p.images.length, 0)

  test("filters All Projects, New Builds and Renovations with the right counts", async ({ page }) => {
    await page.goto("/gallery")
    const section = await openPortfolio(page)
    const count = section.locator('[data-slot="portfolio-count"]')
    const tiles = section.locator('[data-slot="portfolio-tile"]')
    await expect(section.getByRole("button", { name: "All Projects" })).toHaveAttribute("aria-pressed", "true")
    await expect(count).toHaveText(`Showing ${photos(["new_build", "kitchen_reno", "bath_reno"])} images`)
    await section.getByRole("button", { name: "New Builds" }).click()
    await expect(count).toHaveText(`Showing ${photos(["new_build"])} images`)
    await expect(tiles).toHaveCount(photos(["new_build"]))
    await section.getByRole("button", { name: "Renovations" }).click()
    await expect(count).toHaveText(`Showing ${photos(["kitchen_reno", "bath_reno"])} images`)
    await expect(section.getByRole("button", { name: "Renovations" })).toHaveAttribute("aria-pressed", "true")
    await tiles.first().click()
    await expect(page.getByRole("dialog")).toContainText(`1 of ${photos(["kitchen_reno", "bath_reno"])}`)
  })

  test("says 'Showing 1 image', shows the empty text and 8 skeletons while loading", async ({ page }) => {
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    const one = { ...portfolio.projects[0]!, images: portfolio.projects[0]!.images.slice(0, 1) }
    await page.route("**/content/portfolio-postbuild.json", async (route) => {
      await released
      await route.fulfill({ json: { projects: [one] } })
    })
    await page.goto("/gallery")
    const section = await openPortfolio(page)
    await expect(section.locator('[data-slot="skeleton"]')).toHaveCount(8)
    release()
    await expect(section.locator('[data-slot="portfolio-count"]')).toHaveText("Showing 1 image")
    await section.getByRole("button", { name: "Renovations" }).click()
    await expect(section.getByText("No projects available for this category.")).toBeVisible()
    await expect(section.locator('[data-slot="portfolio-count"]')).toHaveText("Showing 0 images")
  })
})
