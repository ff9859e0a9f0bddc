import { readFileSync } from "node:fs"

import { expect, test, type Page } from "@playwright/test"

import type { OwnerPage, OwnerSection } from "../../src/lib/content/owner-pages"
import fixture from "../fixtures/content-every-option/owner-pages/every-section.json" with { type: "json" }
import {
  BUSINESS_NAME,
  FIXTURE_CONTENT,
  hydrateVisibleIslands,
  OWNER_PAGE_PATH,
  SITE_URL,
  trackRequests,
  waitForQuiet,
  watchPageProblems,
} from "./support"
import { expectFirstTabPassReachesEveryControl, openForKeyboard, readPrerendered } from "./tab-pass"

/**
 * A page the owner added (issue 45, decision 020), as the second build serves it: the owner-pages/ of its content,
 * tests/fixtures/content-every-option/ (CONTENT_DIR, playwright.config.ts), holds a page with every section type and a
 * draft. The site itself ships with none.
 */

const NAV = ["Home", "Services", "Residential", "Gallery", "Commercial", "Contact"]
const owner = fixture as OwnerPage
const TITLE = `${owner.title} | ${BUSINESS_NAME}`
const HERO = owner.sections[0] as Extract<OwnerSection, { type: "hero" }>
/** The sections after the hero that open with a heading, in the file's order (contact details have none). */
const HEADINGS = owner.sections
  .slice(1)
  .flatMap((section) => ("heading" in section && section.heading ? [section.heading] : []))
const QUESTIONS = owner.sections.flatMap((section) => (section.type === "questions" ? section.questions : []))
const PHOTOS = owner.sections.flatMap((section) => (section.type === "photos" ? section.photos : []))

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.flatMap((text) => JSON.parse(text))
}

test.describe("an owner's page in the build", () => {
  test("is prerendered at its address with the shared layout, title, description, canonical link and preview", async ({
    page,
    request,
  }) => {
    const html = await (await request.get(OWNER_PAGE_PATH)).text()
    // Every section is in the HTML before any script: the hero's h1, each band's heading, the answers.
    expect(html).toContain(`<title>${TITLE}</title>`)
    expect(html).toContain(`>${HERO.heading}</h1>`)
    for (const heading of HEADINGS) expect(html).toContain(`>${heading}</h2>`)
    for (const { answer } of QUESTIONS) expect(html).toContain(answer)

    const problems = watchPageProblems(page)
    await page.goto(OWNER_PAGE_PATH)
    await expect(page).toHaveTitle(TITLE)
    const meta = (selector: string) => page.locator(`meta[${selector}]`)
    // {placeholders} are filled, as in every content file.
    await expect(meta('name="description"')).toHaveAttribute(
      "content",
      owner.description.replace("{businessName}", BUSINESS_NAME),
    )
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}${OWNER_PAGE_PATH}`)
    await expect(meta('property="og:url"')).toHaveAttribute("content", `${SITE_URL}${OWNER_PAGE_PATH}`)
    // No photo of its own for shared links: the hero's.
    await expect(meta('property="og:image"')).toHaveAttribute(
      "content",
      `${SITE_URL}/api/content/attached_assets/${HERO.photo}`,
    )
    await expect(meta('property="og:image:alt"')).toHaveAttribute("content", HERO.photoAlt!)
    await expect(meta('name="twitter:title"')).toHaveAttribute("content", TITLE)
    expect(problems).toEqual([])
  })

  test("shows its sections in the file's order", async ({ page }) => {
    await page.goto(OWNER_PAGE_PATH)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HERO.heading)
    await expect(page.locator("main h2[id^='section-']")).toHaveText(HEADINGS)
    // The hero's buttons: the quote form, a call and a page of the site.
    const hero = page.locator("main > section").first()
    await expect(hero.getByRole("link")).toHaveText(["Request a Quote (opens in a new tab)", "Call Us", "All services"])
    await expect(hero.getByRole("link", { name: "All services" })).toHaveAttribute("href", "/services")
    // The text section's Markdown: a list and links within the site.
    await expect(page.getByRole("link", { name: "residential cleaning" })).toHaveAttribute("href", "/residential")
    await expect(page.getByRole("listitem").filter({ hasText: "tracks and fly screens" })).toHaveCount(1)
    await expect(page.locator('[data-slot="contact-cards"]')).toBeVisible()
  })

  test("describes itself and its questions in structured data", async ({ page }) => {
    await page.goto(OWNER_PAGE_PATH)
    const blocks = await jsonLd(page)
    expect(blocks.find((block) => block["@type"] === "WebPage")).toMatchObject({
      name: owner.title,
      url: `${SITE_URL}${OWNER_PAGE_PATH}`,
    })
    expect(blocks.find((block) => block["@type"] === "HouseCleaningService")).toMatchObject({ name: BUSINESS_NAME })
    expect(blocks.find((block) => block["@type"] === "FAQPage")).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: QUESTIONS.map(({ question, answer }) => ({
        "@type": "Question",
        name: question,
        acceptedAnswer: { "@type": "Answer", text: answer },
      })),
    })
  })

  test("is in the sitemap and the footer; the header menu stays the six links", async ({ page, request }) => {
    const sitemap = await (await request.get("/sitemap-0.xml")).text()
    expect(sitemap).toContain(`<loc>${SITE_URL}${OWNER_PAGE_PATH}</loc>`)
    await page.goto("/services")
    const footer = page.getByRole("navigation", { name: "Footer" })
    await expect(footer.getByRole("link", { name: owner.linkLabel })).toHaveAttribute("href", OWNER_PAGE_PATH)
    // "Show in the menu" is off unless the owner turns it on (and the draft that turns it on is not built).
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText(NAV)
  })

  test("a draft is not built: not at its address, in the sitemap, the footer or the menu", async ({
    page,
    request,
  }) => {
    expect((await request.get("/draft-page")).status()).toBe(404)
    expect(await (await request.get("/sitemap-0.xml")).text()).not.toContain("draft-page")
    const html = await (await request.get(OWNER_PAGE_PATH)).text()
    expect(html).not.toContain('href="/draft-page"')
    // Every other address is still the 404 page.
    const response = await page.goto("/window-cleaning")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found")
  })

  test("moves only where it moves: photos open in the lightbox, the reviews arrive as they come near", async ({
    page,
  }) => {
    const requests = trackRequests(page)
    await page.goto(OWNER_PAGE_PATH)
    await waitForQuiet(requests)
    // Islands: the layout's two, the photo grid (started on the visitor's first move, as on /gallery), the reviews and
    // the instant estimate (started on the first interaction with it, decision 024).
    const islands = page.locator("astro-island")
    const names = await islands.evaluateAll((all) =>
      all.map((island) => `${JSON.parse(island.getAttribute("opts")!).name} ${island.getAttribute("client")}`),
    )
    expect(names.toSorted()).toEqual([
      "ChatHelper interaction",
      "Estimator interaction",
      "ImageGrid interaction",
      "SocialLinks interaction",
      "Testimonials interaction",
    ])
    await page.locator('[data-slot="thumbnail"]').nth(1).click()
    const dialog = page.getByRole("dialog")
    await expect(dialog).toHaveAccessibleName(PHOTOS[1]!.title!)
    await expect(dialog).toContainText(`2 of ${PHOTOS.length}`)
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()

    await hydrateVisibleIslands(page, requests)
    const reviews = JSON.parse(readFileSync(`${FIXTURE_CONTENT}/testimonials.json`, "utf8")).testimonials
    await expect(page.locator('[data-slot="testimonial"]').first()).toContainText(reviews[0].name)
  })

  // The keyboard bar, as every-route.spec.ts checks it on the site's own pages (decision 020 left it to do).
  test("from the top, the first Tab pass reaches every control of every section", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const { controls } = await readPrerendered(browser, baseURL, OWNER_PAGE_PATH)
    const requests = await openForKeyboard(page, OWNER_PAGE_PATH)
    await expectFirstTabPassReachesEveryControl(page, requests, controls)
  })
})
