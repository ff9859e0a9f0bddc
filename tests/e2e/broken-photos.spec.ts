import { expect, test, type Page } from "@playwright/test"

import gallery from "../fixtures/content/gallery.json" with { type: "json" }
import { hydrateVisibleIslands, islandElement, trackRequests, waitForIsland, waitForQuiet } from "./support"

// Issue 44, part 3: a phone visitor who only scrolls must see the placeholder in place of a photo that fails (it is
// replaced once by /images/placeholder.jpg), also inside an island that has not started.

const PLACEHOLDER = "/images/placeholder.jpg"

/** Every file of one photo: its canonical JPEG and each width in AVIF, WebP and JPEG (lib/image-paths.ts). */
const filesOf = (src: string) =>
  new RegExp(`${src.replace(/\.jpg$/, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(-\\d+)?\\.(avif|webp|jpg)$`)

const PHOTOS = [
  // client:interaction: scrolling alone never starts the tabs (decision 013), so the photo stays prerendered HTML.
  { name: "/gallery's first photo", path: "/gallery", photo: gallery.bathrooms[0]!, islandName: "GalleryIsland" },
  // client:visible: scrolling starts the island, which renders the photo. The home preview skips the first two bathroom photos.
  {
    name: "home's gallery preview's first photo",
    path: "/",
    photo: gallery.bathrooms[2]!,
    islandName: "OurWorkIsland",
  },
]

/** Answers every file of the photo with 404, and the placeholder with 404 too when asked; counts both. */
async function failPhoto(page: Page, src: string, placeholderFails: boolean) {
  const photoRequests: string[] = []
  const placeholderRequests: string[] = []
  await page.route(filesOf(src), (route) => {
    photoRequests.push(route.request().url())
    return route.fulfill({ status: 404, body: "" })
  })
  await page.route(`**${PLACEHOLDER}`, (route) => {
    placeholderRequests.push(route.request().url())
    return placeholderFails ? route.fulfill({ status: 404, body: "" }) : route.continue()
  })
  return { photoRequests, placeholderRequests }
}

test.describe("a broken photo, for a visitor who only scrolls", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  for (const { name, path, photo, islandName } of PHOTOS) {
    for (const [placeholderFails, outcome] of [
      [false, "the placeholder takes its place, asked for once"],
      [true, "a placeholder that fails too is asked for once: no request loop"],
    ] as const) {
      test(`${name}: ${outcome}`, async ({ page, baseURL }) => {
        const { photoRequests, placeholderRequests } = await failPhoto(page, photo.src, placeholderFails)
        const requests = trackRequests(page)
        await page.goto(path)
        // Scrolled top to bottom, without a pointer move, a touch, a click or a key.
        await hydrateVisibleIslands(page, requests)
        if (islandName === "GalleryIsland") await expect(islandElement(page, islandName)).toHaveAttribute("ssr")

        const img = page.getByAltText(photo.alt, { exact: true })
        // The visitor scrolls back to the photo. Home's preview renders its photos when /content/gallery.json arrives,
        // and they are lazy: on a loaded machine that came after the scroll had passed the band, and the browser rightly
        // never asked for a photo so far off screen (no fetch, so no failure to fall back from). Back to its band
        // first: a band off screen is not laid out (drawn-when-near), so a photo swapped there has no box until the band
        // nears the viewport and is drawn, and Playwright's own scroll waited for a box that never came. Scrolled as a
        // visitor's wheel does, which waits for nothing.
        await img.evaluate((el) => el.closest("section")!.scrollIntoView({ block: "center" }))
        await img.evaluate((el) => el.scrollIntoView({ block: "center" }))
        await expect(img).toHaveAttribute("src", PLACEHOLDER)
        await expect(img).toHaveAttribute("data-fallback", "")
        // What the browser shows: no <source> (AVIF, WebP) still chooses the failed file.
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc)).toBe(`${baseURL}${PLACEHOLDER}`)
        if (!placeholderFails) {
          await expect
            .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
            .toBeGreaterThan(0)
        }
        await waitForQuiet(requests)
        expect(placeholderRequests).toHaveLength(1)
        // The browser's own attempt at the photo, one file, and no retry.
        expect(photoRequests).toHaveLength(1)

        // The island starting later (the visitor's first move) leaves the photo as it is: React does not put the
        // failed file back, and nothing is asked for again.
        await page.getByRole("tablist").first().hover()
        await waitForIsland(page, islandName)
        await waitForQuiet(requests)
        await expect(img).toHaveAttribute("src", PLACEHOLDER)
        expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toBe(`${baseURL}${PLACEHOLDER}`)
        expect(placeholderRequests).toHaveLength(1)
        expect(photoRequests).toHaveLength(1)
      })
    }
  }
})
