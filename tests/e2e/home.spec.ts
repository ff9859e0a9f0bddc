import { expect, test, type Page } from "@playwright/test"

import faqs from "../fixtures/content/faqs.json" with { type: "json" }
import gallery from "../fixtures/content/gallery.json" with { type: "json" }
import testimonialsFile from "../fixtures/content/testimonials.json" with { type: "json" }
import { EMAIL, MAILTO, PACKAGES, PHONE, SUBURBS, TEL } from "./fixture-content"
import { expandedState, expectNoAxeViolations, QUOTE_URL, waitForIsland, watchPageProblems } from "./support"

const REVIEWS_URL = "https://www.google.com/maps/search/?api=1&query=Riverleaf+Eco+Cleaning+Albury+reviews"
const TESTIMONIALS = testimonialsFile.testimonials

/** The fourteen home sections, by their headings, in order. */
const SECTION_HEADINGS = [
  "Where clean feels like calm.",
  "Proudly local, both sides of the Murray",
  "Why Choose Us",
  "Premium Services",
  "Ongoing Home Cleaning",
  "Our Work",
  "Post-Renovation Cleans",
  "What Our Clients Say",
  "Meet Our Team",
  "NDIS Cleaning Support",
  "Frequently Asked Questions",
  "How It Works",
  "Ready for a home that feels like calm?",
  "Trusted By",
]

/** Records analytics events: a stand-in gtag, and no navigation away for tel:, mailto: or new tabs. */
async function recordEvents(page: Page) {
  await page.addInitScript(() => {
    const events: unknown[] = []
    ;(window as any).__events = events
    ;(window as any).gtag = (_command: string, name: string, params: Record<string, unknown>) =>
      events.push({ name, ...params })
    window.addEventListener("click", (event) => {
      if ((event.target as Element).closest("a[href^='tel:'], a[href^='mailto:'], a[target='_blank']"))
        event.preventDefault()
    })
  })
  return () => page.evaluate(() => (window as any).__events as Record<string, unknown>[])
}

/** The reviews area; its widget loads as it comes near, so this scrolls to it. */
function reviews(page: Page) {
  return page.locator('[data-slot="testimonials"]')
}

async function scrollToReviews(page: Page) {
  await page.getByRole("heading", { name: "What Our Clients Say" }).scrollIntoViewIfNeeded()
}

test.describe("home page", () => {
  test("shows the fourteen sections in order", async ({ page }) => {
    const problems = watchPageProblems(page)
    await page.goto("/")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Where clean feels like calm.")
    const headings = await page.locator("main").getByRole("heading").allTextContents()
    const positions = SECTION_HEADINGS.map((heading) => headings.findIndex((text) => text.trim() === heading))
    expect(positions, `headings found: ${headings.join(" | ")}`).not.toContain(-1)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    expect(problems).toEqual([])
  })

  test("hero: quote button, services link and a link to the team", async ({ page }) => {
    await page.goto("/")
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) })
    const quote = hero.getByRole("link", { name: "Request a Quote (opens in a new tab)" })
    await expect(quote).toHaveAttribute("href", QUOTE_URL)
    await expect(quote).toHaveAttribute("target", "_blank")
    await expect(quote).toHaveAttribute("rel", "noopener noreferrer")
    await expect(hero.getByRole("link", { name: "View Services" })).toHaveAttribute("href", "/services")
    await expect(hero.locator('a[href="/about#team"]')).toBeVisible()
    // The LCP photo is in the HTML, high priority, sized per viewport.
    const photo = hero.locator("img").first()
    await expect(photo).toHaveAttribute("fetchpriority", "high")
    await expect(photo).toHaveAttribute("loading", "eager")
    await expect(photo).toHaveAttribute("src", /\/api\/content\/attached_assets\/hero\/hero/)
  })

  test("every quote button opens the external form in a new tab and is tracked with its location", async ({ page }) => {
    const events = await recordEvents(page)
    await page.goto("/")
    // The sticky button joins the page once its island has started, on the visitor's first scroll.
    await expect(page.locator('main a[data-track=quote][data-track-location="sticky_button"]')).toHaveCount(0)
    await page.mouse.wheel(0, 100)
    await waitForIsland(page, "FloatingQuote")
    await expect(page.locator('main a[data-track=quote][data-track-location="sticky_button"]')).toBeAttached()
    const quoteLinks = page.locator("main a[data-track=quote]")
    const locations = await quoteLinks.evaluateAll((links) =>
      links.map((link) => link.getAttribute("data-track-location")),
    )
    // Each quote link of home's bands, clicked in page order below; the sticky button is on the page too.
    const clicked = [
      "hero_primary",
      "package_general",
      "package_deep",
      "package_move-prep",
      "social_proof",
      "final_form",
    ]
    for (const location of [...clicked, "sticky_button"]) expect(locations).toContain(location)
    for (const link of await quoteLinks.all()) {
      await expect(link).toHaveAttribute("href", QUOTE_URL)
      await expect(link).toHaveAttribute("target", "_blank")
      await expect(link).toHaveAttribute("rel", "noopener noreferrer")
    }
    for (const location of clicked) {
      await page.locator(`main a[data-track=quote][data-track-location="${location}"]`).first().click()
    }
    expect((await events()).filter((e) => e.name === "quote_click").map((e) => e.location)).toEqual(clicked)
  })

  test("packages: three with their names and prices, the popular one marked, each with a quote button", async ({
    page,
  }) => {
    await page.goto("/")
    const packages = page.locator('[data-slot="package"]')
    await expect(packages).toHaveCount(3)
    await expect(packages.getByRole("heading")).toHaveText(PACKAGES.map((item) => item.name))
    for (const [index, item] of PACKAGES.entries()) await expect(packages.nth(index)).toContainText(item.price)
    await expect(page.locator('[data-slot="package"][data-popular="true"]')).toHaveCount(1)
    await expect(packages.nth(PACKAGES.findIndex((item) => "popular" in item && item.popular))).toContainText(
      "Most popular",
    )
    await expect(page.locator('[data-slot="add-ons"] > li')).toHaveCount(6)
  })

  test("premium services: two quote buttons, then the commercial card links to /commercial", async ({ page }) => {
    await page.goto("/")
    const section = page.getByRole("region", { name: "Premium Services" })
    const cards = section.getByRole("article")
    await expect(cards).toHaveCount(3)
    await expect(cards.nth(0).locator("a[data-track=quote]")).toHaveAttribute("href", QUOTE_URL)
    await expect(cards.nth(1).locator("a[data-track=quote]")).toHaveAttribute("href", QUOTE_URL)
    await expect(cards.nth(2).locator("a[data-track=quote]")).toHaveCount(0)
    await expect(cards.nth(2).getByRole("link")).toHaveAttribute("href", "/commercial")
  })

  test("coverage names every suburb; ongoing cleaning, team and NDIS link on", async ({ page }) => {
    await page.goto("/")
    const suburbs = page.getByRole("list", { name: "Suburbs we serve" }).getByRole("listitem")
    await expect(suburbs).toHaveText(SUBURBS)
    const ongoing = page.getByRole("region", { name: "Ongoing Home Cleaning" })
    await expect(ongoing.getByRole("list", { name: "How often" }).getByRole("listitem")).toHaveText([
      "Weekly",
      "Fortnightly",
      "Monthly",
    ])
    await expect(ongoing.getByRole("link", { name: "Book a Consultation" })).toHaveAttribute("href", "/contact")
    await expect(ongoing).toContainText("The same cleaner, every visit")
    const team = page.getByRole("region", { name: "Meet Our Team" })
    for (const point of ["Police-checked", "Locally employed", "Structured quality checks"])
      await expect(team).toContainText(point)
    await expect(team.getByRole("link", { name: "Meet the whole team" })).toHaveAttribute("href", "/about")
    const ndis = page.getByRole("region", { name: "NDIS Cleaning Support" })
    await expect(ndis.getByRole("link", { name: "Learn about NDIS support" })).toHaveAttribute("href", "/ndis")
    await expect(ndis.locator("a[data-track=quote]")).toHaveAttribute("href", QUOTE_URL)
    await expect(page.locator('[data-slot="partner-badges"] > li')).toHaveCount(5)
    await expect(
      page.getByRole("region", { name: "How It Works" }).locator('[data-slot="process-steps"] li'),
    ).toHaveCount(3)
  })

  test("closing call to action: tracked phone and e-mail links", async ({ page }) => {
    const events = await recordEvents(page)
    await page.goto("/")
    const closing = page.getByRole("region", { name: "Ready for a home that feels like calm?" })
    const phone = closing.getByRole("link", { name: PHONE })
    const email = closing.getByRole("link", { name: EMAIL })
    await expect(phone).toHaveAttribute("href", TEL)
    await expect(email).toHaveAttribute("href", MAILTO)
    await phone.click()
    await email.click()
    expect(await events()).toEqual([
      { name: "call_click", label: PHONE, location: "final_cta" },
      { name: "email_click", label: EMAIL, location: "final_cta" },
    ])
  })

  test("Read More Reviews goes to the Google reviews", async ({ page }) => {
    await page.goto("/")
    const link = page.getByRole("link", { name: "Read More Reviews (opens in a new tab)" })
    await expect(link).toHaveAttribute("href", REVIEWS_URL)
    await expect(link).toHaveAttribute("target", "_blank")
    await expect(link).toHaveAttribute("rel", "noopener noreferrer")
  })

  test("FAQ: the six questions, one open at a time, and collapsible", async ({ page }) => {
    await page.goto("/")
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" })
    await faq.scrollIntoViewIfNeeded()
    // The platform's exclusive <details name>: nothing to wait for.
    const items = faq.locator('[data-slot="faq"] > details')
    const questions = items.locator("summary")
    await expect(questions).toHaveText(faqs.home.map((item) => item.question))
    await expect(items.and(page.locator("[open]"))).toHaveCount(0)
    const answer = (n: number) => faq.getByText(faqs.home[n]!.answer)
    await expect(answer(0)).toBeHidden()
    await expect.poll(() => expandedState(page, faqs.home[0]!.question)).toBe(false)

    await questions.nth(0).click()
    await expect(items.nth(0)).toHaveAttribute("open", "")
    await expect(answer(0)).toBeVisible()
    await expect.poll(() => expandedState(page, faqs.home[0]!.question)).toBe(true)

    await questions.nth(3).click()
    await expect(items.nth(3)).toHaveAttribute("open", "")
    await expect(answer(3)).toBeVisible()
    // Exclusive: opening one closes the other.
    await expect(items.nth(0)).not.toHaveAttribute("open")
    await expect(answer(0)).toBeHidden()
    await expect.poll(() => expandedState(page, faqs.home[0]!.question)).toBe(false)
    await expect(items.and(page.locator("[open]"))).toHaveCount(1)
    await expectNoAxeViolations(page, "FAQ answer open")

    // And it collapses again.
    await questions.nth(3).click()
    await expect(items.nth(3)).not.toHaveAttribute("open")
    await expect(answer(3)).toBeHidden()
    await expect.poll(() => expandedState(page, faqs.home[3]!.question)).toBe(false)
    await expect(items.and(page.locator("[open]"))).toHaveCount(0)
  })

  test("Trusted By: five logos in 200 px slots, previous/next, autoplay every 3000 ms", async ({ page }) => {
    await page.clock.install()
    await page.goto("/")
    const carousel = page.getByRole("region", { name: "Businesses that trust us" })
    await carousel.scrollIntoViewIfNeeded()
    await page.mouse.move(0, 0)
    const slides = carousel.locator('[aria-roledescription="slide"]')
    await expect(slides).toHaveCount(5)
    await expect(carousel.getByRole("img")).toHaveCount(5)
    for (const slide of await slides.all()) expect((await slide.boundingBox())?.width).toBeCloseTo(200, 0)
    await expect(carousel).toHaveAttribute("data-ready", "true")
    // Whole slots only: each logo's card is wholly in the viewport or wholly out of it, none cut at its edge.
    const viewport = (await carousel.locator('[data-slot="carousel-viewport"]').boundingBox())!
    for (const card of await slides.locator(":scope > div").all()) {
      const box = (await card.boundingBox())!
      const shown = Math.min(box.x + box.width, viewport.x + viewport.width) - Math.max(box.x, viewport.x)
      expect(shown <= 0.5 || shown >= box.width - 0.5, `${shown} px of a ${box.width} px card in view`).toBe(true)
    }
    const firstX = async () => (await slides.nth(0).boundingBox())!.x
    const start = await firstX()
    await page.clock.runFor(3200)
    await expect.poll(firstX).not.toBe(start)
    const next = carousel.getByRole("button", { name: "Next logo" })
    const previous = carousel.getByRole("button", { name: "Previous logo" })
    await expect(next).toBeEnabled()
    await expect(previous).toBeEnabled()
    const before = await firstX()
    await next.click()
    await page.clock.runFor(1000)
    await expect.poll(firstX).not.toBe(before)
  })
})

test.describe("home testimonials", () => {
  test("shows 'Loading reviews...' with a spinner while the file loads", async ({ page }) => {
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route("**/content/testimonials.json", async (route) => {
      await released
      await route.fulfill({ json: testimonialsFile })
    })
    await page.goto("/")
    await scrollToReviews(page)
    const status = reviews(page).getByRole("status")
    await expect(status).toHaveText("Loading reviews...")
    await expect(status.locator("svg")).toBeVisible()
    release()
    await expect(reviews(page).locator('[data-slot="testimonial"]')).toHaveCount(6, { timeout: 15_000 })
    await expect(status).toHaveCount(0)
  })

  // A server error takes the same path as unreadable data, the query's error (queries.test.ts: a non-OK answer fails).
  for (const [name, fulfil] of [
    ["an empty list", { json: { testimonials: [] } }],
    ["unreadable data", { json: { testimonials: [{ id: 1, rating: "five" }] } }],
  ] as const) {
    test(`shows the empty message for ${name}`, async ({ page }) => {
      await page.route("**/content/testimonials.json", (route) => route.fulfill(fulfil))
      await page.goto("/")
      await scrollToReviews(page)
      await expect(reviews(page)).toContainText("No testimonials available at this time.", { timeout: 15_000 })
      await expect(reviews(page).locator('[data-slot="testimonial"]')).toHaveCount(0)
    })
  }

  test("stars equal the rating; only long reviews are cut, with Read more / Read less", async ({ page }) => {
    const custom = [
      { ...TESTIMONIALS[0]!, id: 101, rating: 3 },
      { ...TESTIMONIALS[1]!, id: 102, rating: 5 },
    ]
    await page.route("**/content/testimonials.json", (route) => route.fulfill({ json: { testimonials: custom } }))
    await page.goto("/")
    await scrollToReviews(page)
    const cards = reviews(page).locator('[data-slot="testimonial"]')
    await expect(cards).toHaveCount(2, { timeout: 15_000 })
    await expect(cards.nth(0).locator('[data-slot="star"]')).toHaveCount(3)
    await expect(cards.nth(0).getByRole("img", { name: "Rated 3 out of 5" })).toBeAttached()
    await expect(cards.nth(1).locator('[data-slot="star"]')).toHaveCount(5)

    const long = custom[0]!.text
    expect(long.length).toBeGreaterThan(200)
    const cut = `${long.slice(0, 200).trimEnd()}…`
    const text = cards.nth(0).locator("blockquote p")
    await expect(text).toHaveText(cut)
    const toggle = cards.nth(0).getByRole("button", { name: "Read more" })
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await toggle.click()
    await expect(text).toHaveText(long)
    const less = cards.nth(0).getByRole("button", { name: "Read less" })
    await expect(less).toHaveAttribute("aria-expanded", "true")
    await less.click()
    await expect(text).toHaveText(cut)

    expect(custom[1]!.text.length).toBeLessThanOrEqual(200)
    await expect(cards.nth(1).locator("blockquote p")).toHaveText(custom[1]!.text)
    await expect(cards.nth(1).getByRole("button")).toHaveCount(0)
  })

  test("the carousel advances every 5000 ms, with dots for more than one position", async ({ page }) => {
    await page.clock.install()
    await page.goto("/")
    await scrollToReviews(page)
    const carousel = page.getByRole("region", { name: "Client reviews" })
    await carousel.scrollIntoViewIfNeeded()
    await page.mouse.move(0, 0)
    await expect(carousel).toHaveAttribute("data-ready", "true", { timeout: 15_000 })
    const current = carousel.locator('[data-slot="carousel-dots"] [aria-current="true"]')
    const dots = carousel.locator('[data-slot="carousel-dots"] button')
    await expect(dots).not.toHaveCount(0)
    const indexOf = () =>
      dots.evaluateAll((buttons) => buttons.findIndex((b) => b.getAttribute("aria-current") === "true"))
    await expect(current).toHaveCount(1)
    const count = await dots.count()
    const start = await indexOf()
    await page.clock.runFor(5000)
    await expect.poll(indexOf).toBe((start + 1) % count)
    // Paused while hovered…
    await carousel.hover()
    const hovered = await indexOf()
    await page.clock.runFor(15_000)
    expect(await indexOf()).toBe(hovered)
    // …and it keeps running after interaction.
    await carousel.getByRole("button", { name: "Next review" }).click()
    const clicked = await indexOf()
    await page.mouse.move(0, 0)
    await page.clock.runFor(5000)
    await expect.poll(indexOf).toBe((clicked + 1) % count)
  })

  test("no dots when every review fits in one position", async ({ page }) => {
    await page.route("**/content/testimonials.json", (route) =>
      route.fulfill({ json: { testimonials: [TESTIMONIALS[1]] } }),
    )
    await page.goto("/")
    await scrollToReviews(page)
    const carousel = page.getByRole("region", { name: "Client reviews" })
    await carousel.scrollIntoViewIfNeeded()
    await expect(carousel).toHaveAttribute("data-ready", "true")
    await expect(carousel.locator('[data-slot="carousel-dots"]')).toHaveCount(0)
  })
})

const photo = (folder: string, n: number) => ({
  id: `${folder}-${n}`,
  src: `/api/content/attached_assets/${folder}/${folder}-${String(n).padStart(2, "0")}.jpg`,
  alt: `Freshly cleaned ${folder} photo number ${n}`,
})

test.describe("home gallery preview, before/after and portfolio", () => {
  test("tabs Bathrooms (default), Kitchens, Commercial; six photos at most, first two bathrooms skipped", async ({
    page,
  }) => {
    await page.goto("/")
    const work = page.getByRole("region", { name: "Our Work" })
    await work.getByRole("heading", { name: "Our Work" }).scrollIntoViewIfNeeded()
    const preview = work.locator('[data-slot="gallery-preview"]')
    // Its code loads as the section comes near; allow for a busy machine.
    await expect(preview).toHaveAttribute("data-status", "success", { timeout: 15_000 })
    const tabs = work.getByRole("tablist", { name: "Gallery categories" }).getByRole("tab")
    await expect(tabs).toHaveText(["Bathrooms", "Kitchens", "Commercial"])
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true")
    const shown = () => work.getByRole("tabpanel").locator("img")
    const srcs = () => shown().evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")))
    await expect(shown()).toHaveCount(6)
    expect(await srcs()).toEqual(gallery.bathrooms.slice(2, 8).map((image) => image.src))
    await tabs.nth(1).click()
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true")
    expect(await srcs()).toEqual(gallery.kitchens.slice(0, 6).map((image) => image.src))
    await tabs.nth(2).press("ArrowRight")
    await expect(tabs.nth(0)).toBeFocused()
    await expect(work.getByRole("link", { name: "View Full Gallery" })).toHaveAttribute("href", "/gallery")
  })

  test("de-duplicates by src, and says so when a category is empty or missing", async ({ page }) => {
    const bathrooms = [1, 2, 3, 3, 4, 5, 6, 7, 8, 9].map((n) => photo("bathrooms", n))
    await page.route("**/content/gallery.json", (route) =>
      route.fulfill({ json: { bathrooms, kitchens: [], beforeAfter: [] } }),
    )
    await page.goto("/")
    const work = page.getByRole("region", { name: "Our Work" })
    await work.getByRole("heading", { name: "Our Work" }).scrollIntoViewIfNeeded()
    const panel = work.getByRole("tabpanel")
    await expect(panel.locator("img")).toHaveCount(6, { timeout: 15_000 })
    // Compared by alt text: these made-up files fall back to the placeholder image.
    const alts = await panel.locator("img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")))
    expect(alts).toEqual([3, 4, 5, 6, 7, 8].map((n) => photo("bathrooms", n).alt))
    await work.getByRole("tab", { name: "Kitchens" }).click()
    await expect(work.getByRole("tabpanel")).toContainText("No images available for this category.")
    await work.getByRole("tab", { name: "Commercial" }).click()
    await expect(work.getByRole("tabpanel")).toContainText("No images available for this category.")
    await expect(work.getByRole("tabpanel").locator("img")).toHaveCount(0)
  })

  test("two before/after sliders and a two-project portfolio preview", async ({ page }) => {
    await page.goto("/")
    const work = page.getByRole("region", { name: "Our Work" })
    await work.scrollIntoViewIfNeeded()
    await expect(work.getByRole("slider")).toHaveCount(2, { timeout: 15_000 })
    const portfolio = page.getByRole("region", { name: "Post-Renovation Cleans" })
    await portfolio.scrollIntoViewIfNeeded()
    const tiles = portfolio.locator('[data-slot="portfolio-tile"]')
    await expect(tiles.first()).toBeVisible()
    const projects = new Set(await tiles.locator(".font-serif").allTextContents())
    expect(projects.size).toBe(2)
  })
})
