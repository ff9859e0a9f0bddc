import { expect, test, type Locator, type Page } from "@playwright/test"

import testimonialsFile from "../fixtures/content/testimonials.json" with { type: "json" }
import { chatPopupSeen, fillQuoteForm, startComparisons, waitForIsland } from "./support"

/**
 * Every label the product's specification names (buttons, section names, messages), with the page it belongs on, so a
 * copy edit cannot drop one unnoticed. Where a page's heading is a marketing line, the required
 * label is its eyebrow. Letter case is not compared: eyebrows are set in capitals.
 *
 * `as`: "control" is a link, button or tab (screen-reader text may follow the label); "text" is
 * any other element whose whole text is the label. `state` is what a visitor does (or what the
 * network does) before the label shows; see STATES.
 */
type Label = { label: string | RegExp; page: string; as?: "control" | "text"; state?: keyof typeof STATES }

const LABELS: Label[] = [
  // Section 1 and the shared layout
  { label: "Where clean feels like calm.", page: "/" },
  { label: "Request a Quote", page: "/", as: "control" },
  { label: "Request a Quote", page: "/services", as: "control" },
  { label: "Google Business", page: "/", as: "control" },
  { label: "NDIS Support", page: "/", as: "control" },
  { label: "About Us", page: "/", as: "control" },
  { label: "404 Page Not Found", page: "/no-such-page" },
  // Home (section 2)
  { label: "View Services", page: "/", as: "control" },
  { label: "Why Choose Us", page: "/" },
  { label: "Premium Services", page: "/" },
  { label: "Ongoing Home Cleaning", page: "/" },
  { label: "Weekly", page: "/" },
  { label: "Fortnightly", page: "/" },
  { label: "Monthly", page: "/" },
  { label: "Book a Consultation", page: "/", as: "control" },
  { label: "Our Work", page: "/" },
  { label: "Bathrooms", page: "/", as: "control", state: "ourWorkShown" },
  { label: "Kitchens", page: "/", as: "control", state: "ourWorkShown" },
  { label: "Commercial", page: "/", as: "control", state: "ourWorkShown" },
  { label: "View Full Gallery", page: "/", as: "control", state: "ourWorkShown" },
  { label: "Meet Our Team", page: "/" },
  { label: "How it works", page: "/" },
  { label: "Trusted By", page: "/" },
  { label: "Read More Reviews", page: "/", as: "control" },
  { label: "Get Instant Quote", page: "/", as: "control", state: "scrolledToFaq" },
  { label: "General Clean", page: "/" },
  { label: "Deep Clean", page: "/" },
  { label: "Move-Prep", page: "/" },
  // /services
  { label: "Our Services", page: "/services" },
  { label: "Residential Services", page: "/services" },
  { label: "Contact Us", page: "/services", as: "control" },
  // /commercial
  { label: "Get a Quote", page: "/commercial", as: "control" },
  { label: "Call Us", page: "/commercial", as: "control" },
  { label: "Featured", page: "/commercial" },
  { label: "Builders' Handover Cleans", page: "/commercial" },
  { label: "Request a Site Visit", page: "/commercial", as: "control" },
  // /ndis
  { label: "NDIS Support", page: "/ndis" },
  { label: "Request a Quote", page: "/ndis", as: "control" },
  { label: "Call Us", page: "/ndis", as: "control" },
  // /about
  { label: "About Us", page: "/about" },
  { label: "Care", page: "/about" },
  { label: "Quality", page: "/about" },
  { label: "Consistency", page: "/about" },
  { label: "Respect", page: "/about" },
  { label: "Get Started", page: "/about", as: "control" },
  // /gallery
  { label: "Gallery", page: "/gallery" },
  { label: "Bathrooms", page: "/gallery", as: "control" },
  { label: "Kitchens", page: "/gallery", as: "control" },
  { label: "Commercial", page: "/gallery", as: "control" },
  { label: "Builder Cleans", page: "/gallery", as: "control" },
  { label: "Before & After", page: "/gallery", as: "control" },
  { label: "All Projects", page: "/gallery", as: "control" },
  { label: "New Builds", page: "/gallery", as: "control" },
  { label: "Renovations", page: "/gallery", as: "control" },
  { label: /^Showing \d+ images?$/, page: "/gallery", state: "portfolioShown" },
  // /before-after
  { label: "Before", page: "/before-after" },
  { label: "After", page: "/before-after" },
  // /builders-handover
  { label: "Get a Quote", page: "/builders-handover", as: "control" },
  { label: "See Our Work", page: "/builders-handover" },
  { label: "Request a Quote", page: "/builders-handover", as: "control" },
  // /contact
  { label: "Contact", page: "/contact" },
  { label: "Albury Central", page: "/contact" },
  { label: "Wodonga", page: "/contact" },
  { label: "Thurgoona & Wirlinga", page: "/contact" },
  { label: "Lavington & Hamilton Valley", page: "/contact" },
  { label: "Surrounding Areas", page: "/contact" },
  // /blog
  { label: "Cleaning Tips & Guides", page: "/blog" },
  { label: "Read Article", page: "/blog", as: "control" },
  { label: "Health & Wellness", page: "/blog" },
  { label: "Residential Cleaning", page: "/blog" },
  { label: "Commercial Cleaning", page: "/blog" },
  // Section 4: chat helper, floating prompt, reviews
  {
    label: "Hi there! Need a quote or have questions about our cleaning services?",
    page: "/services",
    state: "chatPopup",
  },
  { label: "Get a quote", page: "/services", as: "control", state: "chatPopup" },
  { label: "Browse services", page: "/services", as: "control", state: "chatPopup" },
  { label: "Close", page: "/services", as: "control", state: "chatPopup" },
  { label: "What do you need help with today?", page: "/services", state: "chatWindow" },
  { label: "Weekly or fortnightly cleaning", page: "/services", as: "control", state: "chatWindow" },
  { label: "Deep clean or once-off", page: "/services", as: "control", state: "chatWindow" },
  { label: "Vacate / end-of-lease", page: "/services", as: "control", state: "chatWindow" },
  { label: "NDIS or plan-managed support", page: "/services", as: "control", state: "chatWindow" },
  { label: "Commercial cleaning", page: "/services", as: "control", state: "chatWindow" },
  { label: "Something else / Get a quote", page: "/services", as: "control", state: "chatWindow" },
  { label: "No worries at all. I'm right here if you need me.", page: "/services", state: "chatClosed" },
  { label: "Yes, Get My Quote", page: "/", as: "control", state: "quotePrompt" },
  { label: "Read more", page: "/", as: "control", state: "reviewsShown" },
  { label: "Read less", page: "/", as: "control", state: "reviewExpanded" },
  { label: "Loading reviews...", page: "/", state: "reviewsLoading" },
  // Sections 5 and 8: messages
  { label: "Name must be at least 2 characters", page: "/", state: "quoteFormEmpty" },
  { label: "Please enter your suburb", page: "/", state: "quoteFormEmpty" },
  { label: "Please enter a valid email address", page: "/", state: "quoteFormEmpty" },
  { label: "Please enter a valid phone number", page: "/", state: "quoteFormEmpty" },
  { label: "Please select a service type", page: "/", state: "quoteFormEmpty" },
  { label: "Please tell us a bit more about your needs", page: "/", state: "quoteFormEmpty" },
  { label: "Quote Request Received!", page: "/", state: "quoteFormSent" },
  {
    label: "We'll respond within one business hour. Check your email for confirmation.",
    page: "/",
    state: "quoteFormSent",
  },
  {
    label: "We're having trouble loading the gallery. Please try again later.",
    page: "/gallery",
    state: "galleryFails",
  },
  { label: "Refresh page", page: "/gallery", as: "control", state: "galleryFails" },
  { label: "We're having trouble loading the gallery. Please try again later.", page: "/", state: "galleryFails" },
  { label: "Refresh page", page: "/", as: "control", state: "galleryFails" },
  { label: "No images available for this category.", page: "/", state: "galleryEmpty" },
  { label: "No images available in this category yet.", page: "/gallery", state: "galleryEmpty" },
  {
    label: "No before & after comparisons available at this time.",
    page: "/before-after",
    state: "galleryEmpty",
  },
  { label: "No testimonials available at this time.", page: "/", state: "testimonialsEmpty" },
  { label: "No projects available for this category.", page: "/gallery", state: "portfolioEmpty" },
]

type State = { before?: (page: Page) => Promise<unknown>; after?: (page: Page) => Promise<unknown> }

const scrollTo = (page: Page, name: string) => page.getByRole("heading", { name }).first().scrollIntoViewIfNeeded()

/** Home's 'Our Work' comes into view; /gallery's tabs and /before-after's first comparison are pointed at, which
 * starts them (client:interaction). */
async function useGallery(page: Page) {
  const path = new URL(page.url()).pathname
  if (path === "/") return scrollTo(page, "Our Work")
  if (path === "/before-after") return startComparisons(page)
  if (path !== "/gallery") return
  await page.getByRole("tablist").hover()
  await waitForIsland(page, "GalleryIsland")
}

/** /gallery's post-build portfolio, far below the tabs, comes into view and reads its file (client:visible). */
async function showPortfolio(page: Page) {
  await page.locator('[data-slot="portfolio-gallery"]').scrollIntoViewIfNeeded()
  await waitForIsland(page, "PortfolioIsland")
}

async function quoteForm(page: Page) {
  await scrollTo(page, "Request a quote")
  const form = page.getByRole("form", { name: "Request a quote" })
  // Hydrated: it validates by script from now on.
  await expect(form).toHaveAttribute("novalidate", "")
  return form
}

const STATES = {
  scrolledToFaq: { after: (page) => scrollTo(page, "Frequently Asked Questions") },
  ourWorkShown: { after: (page) => scrollTo(page, "Our Work") },
  chatPopup: {
    before: (page) => page.clock.install(),
    after: async (page) => {
      await page.clock.runFor(15_100)
      await expect(page.locator('[data-slot="chat-popup"]')).toBeVisible()
    },
  },
  chatWindow: {
    after: async (page) => {
      await page.getByRole("button", { name: "Chat with us" }).click()
      await expect(page.getByRole("dialog")).toBeVisible()
    },
  },
  chatClosed: {
    after: async (page) => {
      await page.getByRole("button", { name: "Chat with us" }).click()
      await expect(page.getByRole("dialog")).toBeVisible()
      await page.keyboard.press("Escape")
    },
  },
  quotePrompt: {
    before: async (page) => {
      await chatPopupSeen(page)
      await page.clock.install()
    },
    after: async (page) => {
      // Untouched, the floating quote's island starts on its own timer, 2 s before its 25 s prompt.
      await page.clock.runFor(23_100)
      await waitForIsland(page, "FloatingQuote")
      // Its effects, the prompt's timer among them, have run once the sticky button is drawn.
      await expect(page.locator('[data-slot="sticky-quote"]')).toBeAttached()
      await page.clock.runFor(2_000)
      await expect(page.locator('[data-slot="quote-prompt"]')).toBeVisible()
    },
  },
  reviewsShown: { after: (page) => scrollTo(page, "What Our Clients Say") },
  reviewExpanded: {
    after: async (page) => {
      await scrollTo(page, "What Our Clients Say")
      const more = page.getByRole("button", { name: /^Read more/ }).first()
      await more.scrollIntoViewIfNeeded()
      await more.click()
    },
  },
  reviewsLoading: {
    before: (page) => page.route("**/content/testimonials.json", () => new Promise(() => {})),
    after: (page) => scrollTo(page, "What Our Clients Say"),
  },
  quoteFormEmpty: {
    after: async (page) => {
      const form = await quoteForm(page)
      await form.getByRole("button", { name: "Send My Quote Request" }).click()
    },
  },
  quoteFormSent: {
    after: async (page) => {
      const form = await quoteForm(page)
      await fillQuoteForm(form)
      await form.getByRole("button", { name: "Send My Quote Request" }).click()
    },
  },
  galleryFails: {
    before: (page) => page.route("**/content/gallery.json", (route) => route.fulfill({ status: 500, body: "down" })),
    after: useGallery,
  },
  galleryEmpty: {
    before: (page) =>
      page.route("**/content/gallery.json", (route) =>
        route.fulfill({ json: { bathrooms: [], kitchens: [], commercial: [], beforeAfter: [] } }),
      ),
    after: useGallery,
  },
  testimonialsEmpty: {
    before: (page) =>
      page.route("**/content/testimonials.json", (route) =>
        route.fulfill({ json: { ...testimonialsFile, testimonials: [] } }),
      ),
    after: (page) => scrollTo(page, "What Our Clients Say"),
  },
  portfolioShown: { after: showPortfolio },
  portfolioEmpty: {
    before: (page) =>
      page.route("**/content/portfolio-postbuild.json", (route) => route.fulfill({ json: { projects: [] } })),
    after: showPortfolio,
  },
} satisfies Record<string, State>

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

function find(page: Page, { label, as = "text" }: Label): Locator {
  const source = typeof label === "string" ? escape(label) : label.source.replace(/^\^|\$$/g, "")
  if (as === "control") {
    // Screen-reader text may follow the label: " (opens in a new tab)", ": {article title}".
    const name = new RegExp(`^\\s*${source}(\\s*\\(opens in a new tab\\)|: .+)?\\s*$`, "i")
    return page.locator("a, button, [role=tab]").filter({ hasText: name }).filter({ visible: true })
  }
  return page.getByText(new RegExp(`^\\s*${source}\\s*$`, "i")).filter({ visible: true })
}

// One page load per page and state, every label of that group checked on it.
const groups = new Map<string, Label[]>()
for (const row of LABELS) {
  const key = `${row.page} ${row.state ?? "as loaded"}`
  groups.set(key, [...(groups.get(key) ?? []), row])
}

test.describe("the required labels", () => {
  for (const [key, rows] of groups) {
    test(`${key}: ${rows.map((r) => String(r.label)).join(" · ")}`.slice(0, 200), async ({ page }) => {
      const state: State | undefined = rows[0]!.state && STATES[rows[0]!.state]
      await state?.before?.(page)
      await page.goto(rows[0]!.page)
      await state?.after?.(page)
      for (const row of rows) {
        await expect.soft(find(page, row).first(), `"${String(row.label)}" on ${row.page}`).toBeVisible()
      }
    })
  }
})
