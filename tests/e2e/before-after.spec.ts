import { expect, test, type Locator, type Page } from "@playwright/test"

import gallery from "../fixtures/content/gallery.json" with { type: "json" }
import { holdScripts, islandElement, startComparisons, trackRequests, waitForIsland, waitForQuiet } from "./support"

async function openPage(page: Page) {
  await page.goto("/before-after")
  await startComparisons(page)
}

/** Presses on the handle, moves to `toX` (page x) and releases. */
async function drag(page: Page, handle: Locator, toX: number, release = true) {
  const box = (await handle.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(toX, box.y + box.height / 2, { steps: 8 })
  if (release) await page.mouse.up()
}

test.describe("/before-after", () => {
  test("lists every comparison with its slider, title, description and labels, and links home", async ({ page }) => {
    await openPage(page)
    const cards = page.locator('[data-slot="before-after-card"]')
    await expect(cards).toHaveCount(gallery.beforeAfter.length)
    for (const [i, item] of gallery.beforeAfter.entries()) {
      const card = cards.nth(i)
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(item.title)
      await expect(card).toContainText(item.description)
      await expect(card.getByText(item.beforeLabel, { exact: true })).toBeVisible()
      await expect(card.getByText(item.afterLabel, { exact: true })).toBeVisible()
      await expect(card.getByRole("slider", { name: `Compare before and after: ${item.title}` })).toHaveAttribute(
        "aria-valuenow",
        "50",
      )
    }
    await page.getByRole("link", { name: "Back to home" }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test("shows three placeholders while loading, then the comparisons", async ({ page }) => {
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route("**/content/gallery.json", async (route) => {
      await released
      await route.continue()
    })
    await openPage(page)
    await expect(page.locator('[data-slot="before-after-skeleton"]')).toHaveCount(3)
    release()
    await expect(page.getByRole("slider")).toHaveCount(gallery.beforeAfter.length)
    await expect(page.locator('[data-slot="before-after-skeleton"]')).toHaveCount(0)
  })

  test("shows the empty text when there are no comparisons", async ({ page }) => {
    await page.route("**/content/gallery.json", (route) => route.fulfill({ json: { bathrooms: [], beforeAfter: [] } }))
    await openPage(page)
    await expect(page.getByText("No before & after comparisons available at this time.")).toBeVisible()
  })

  test("shows the gallery error for a failed read", async ({ page }) => {
    await page.route("**/content/gallery.json", (route) => route.fulfill({ status: 503, body: "" }))
    await openPage(page)
    await expect(page.getByText("We're having trouble loading the gallery. Please try again later.")).toBeVisible()
    await expect(page.getByRole("button", { name: "Refresh page" })).toBeVisible()
  })
})

test.describe("/before-after reads the other comparisons at the visitor's first move", () => {
  /** Every script file and content file the page asks for. */
  function watchReads(page: Page) {
    const reads: string[] = []
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname
      if (/^\/_astro\/client\.[\w-]+\.js$/.test(path) || path.startsWith("/content/")) reads.push(path)
    })
    return reads
  }

  test("on a phone, a page only looked at loads no React and reads nothing; the first scroll starts the list", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    const reads = watchReads(page)
    const tracked = trackRequests(page)
    // No timer of the page's starts it either: 10 s on the page's clock once everything it loads has loaded (the chat
    // helper's island starts on its own at 13 s: src/layouts/page.astro).
    await page.clock.install()
    await page.goto("/before-after")
    await waitForQuiet(tracked)
    await page.clock.runFor(10_000)
    // The first comparison is in the HTML; the placeholders wait just below the fold.
    await expect(page.locator('[data-slot="before-after-card"]')).toHaveCount(1)
    await expect(islandElement(page, "BeforeAfterList")).toHaveAttribute("ssr", "")
    expect(reads).toEqual([])

    await page.mouse.wheel(0, 120)
    await waitForIsland(page, "BeforeAfterList")
    await expect(page.locator('[data-slot="before-after-card"]')).toHaveCount(gallery.beforeAfter.length)
    expect(reads).toContain("/content/gallery.json")
  })

  test("on a wide screen, where a placeholder is on screen at load, the list starts at once", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto("/before-after")
    await waitForIsland(page, "BeforeAfterList")
    await expect(page.locator('[data-slot="before-after-card"]')).toHaveCount(gallery.beforeAfter.length)
  })

  test("keys pressed on the first slider while its code is on its way are not lost", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    const release = await holdScripts(page)
    await page.goto("/before-after")
    const slider = page.getByRole("slider").first()
    await slider.focus()
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("PageUp")
    await expect(islandElement(page, "BeforeAfterList")).toHaveAttribute("ssr", "")
    release()
    await expect(slider).toHaveAttribute("aria-valuenow", "65")
    await expect(slider).toBeFocused()
  })

  test("a finger's drag begun on the first slider while its code is on its way moves it once the code is there", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    const release = await holdScripts(page)
    await page.goto("/before-after")
    const slider = page.getByRole("slider").first()
    const handle = (await slider.boundingBox())!
    const track = (await page.locator('[data-slot="before-after"]').first().boundingBox())!
    const y = handle.y + handle.height / 2
    const touch = await page.context().newCDPSession(page)
    const finger = (type: "touchStart" | "touchMove" | "touchEnd", x?: number) =>
      touch.send("Input.dispatchTouchEvent", { type, touchPoints: x === undefined ? [] : [{ x, y }] })
    await finger("touchStart", handle.x + handle.width / 2)
    await expect(islandElement(page, "BeforeAfterList")).toHaveAttribute("ssr", "")
    release()
    await waitForIsland(page, "BeforeAfterList")
    for (const share of [0.6, 0.7, 0.8, 0.85]) await finger("touchMove", track.x + track.width * share)
    await finger("touchEnd")
    await expect(slider).toHaveAttribute("aria-valuenow", /^8[3-7]$/)
  })
})

test.describe("before/after slider", () => {
  test("drags from the handle, clamps beyond both ends and stops on release", async ({ page }) => {
    await openPage(page)
    const slider = page.getByRole("slider").first()
    const box = (await page.locator('[data-slot="before-after"]').first().boundingBox())!

    await drag(page, slider, box.x + box.width * 0.25)
    await expect(slider).toHaveAttribute("aria-valuenow", /^2[3-7]$/)

    await drag(page, slider, box.x - 200, false)
    await expect(slider).toHaveAttribute("aria-valuenow", "0")
    await page.mouse.move(box.x + box.width + 300, box.y + 10, { steps: 8 })
    await expect(slider).toHaveAttribute("aria-valuenow", "100")
    await page.mouse.up()

    // Released: moving the mouse no longer moves the slider, and no text was selected.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 })
    await expect(slider).toHaveAttribute("aria-valuenow", "100")
    expect(await page.evaluate(() => window.getSelection()?.toString() ?? "")).toBe("")
    await expect(slider).toHaveCSS("touch-action", "none")
  })

  test("does not start a drag away from the handle", async ({ page }) => {
    await openPage(page)
    const slider = page.getByRole("slider").first()
    const box = (await page.locator('[data-slot="before-after"]').first().boundingBox())!
    await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.8)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.8, { steps: 6 })
    await page.mouse.up()
    await expect(slider).toHaveAttribute("aria-valuenow", "50")
  })

  test("moves with arrow, Page Up/Down, Home and End keys and shows a focus ring", async ({ page }) => {
    await openPage(page)
    const slider = page.getByRole("slider").first()
    await slider.focus()
    await page.keyboard.press("ArrowRight")
    await expect(slider).toHaveAttribute("aria-valuenow", "55")
    await page.keyboard.press("ArrowLeft")
    await page.keyboard.press("ArrowLeft")
    await expect(slider).toHaveAttribute("aria-valuenow", "45")
    await page.keyboard.press("PageUp")
    await expect(slider).toHaveAttribute("aria-valuenow", "55")
    await page.keyboard.press("Home")
    await expect(slider).toHaveAttribute("aria-valuenow", "0")
    await page.keyboard.press("ArrowLeft")
    await expect(slider).toHaveAttribute("aria-valuenow", "0")
    await page.keyboard.press("End")
    await page.keyboard.press("PageUp")
    await expect(slider).toHaveAttribute("aria-valuenow", "100")

    await page.keyboard.press("Shift+Tab")
    await page.keyboard.press("Tab")
    await expect(slider).toBeFocused()
    const knob = slider.locator("span").nth(1)
    await expect(knob).toHaveCSS("outline-style", "solid")
  })
})
