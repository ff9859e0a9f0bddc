import { readFileSync } from "node:fs"

import { expect, test, type APIRequestContext, type Page } from "@playwright/test"

import { EMAIL, PHONE, SUBURBS, TEL } from "./fixture-content"
import { BUSINESS_NAME, SITE_URL, watchPageProblems } from "./support"

/** /blog lists the articles newest first. */
const ARTICLES = [
  {
    slug: "hepa-filters-clean-home",
    category: "Health & Wellness",
    date: "2025-11-03",
    shown: "Nov 3 2025",
    minutes: 7,
    cta: "/residential",
  },
  {
    slug: "family-home-cleaning-guide",
    category: "Residential Cleaning",
    date: "2025-11-02",
    shown: "Nov 2 2025",
    minutes: 8,
    cta: "/residential",
  },
  {
    slug: "clean-workspaces-productivity",
    category: "Commercial Cleaning",
    date: "2025-10-28",
    shown: "Oct 28 2025",
    minutes: 6,
    cta: "/commercial",
  },
] as const

async function jsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.flatMap((text) => [JSON.parse(text)].flat() as Record<string, any>[])
}

test.describe("/blog index", () => {
  test("shows the three cards newest first with category, date, read time and a named link", async ({ page }) => {
    const problems = watchPageProblems(page)
    await page.goto("/blog")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cleaning Tips & Guides")

    const cards = page.locator("main article")
    await expect(cards).toHaveCount(3)
    for (const [index, article] of ARTICLES.entries()) {
      const card = cards.nth(index)
      await expect(card.getByText(article.category, { exact: true })).toBeVisible()
      await expect(card.getByRole("heading", { level: 2 })).not.toBeEmpty()
      await expect(card.locator("time")).toHaveText(article.shown)
      await expect(card.locator("time")).toHaveAttribute("datetime", article.date)
      await expect(card.getByText(`${article.minutes} min read`, { exact: true })).toBeVisible()
      const title = (await card.getByRole("heading", { level: 2 }).textContent())!.trim()
      const link = card.getByRole("link")
      await expect(link).toHaveCount(1)
      // The visually hidden ": title" suffix; Chromium puts a space before the positioned span.
      await expect(link).toHaveText(`Read Article: ${title}`)
      await expect(link).toHaveAccessibleName(
        new RegExp(`^Read Article ?: ${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
      )
      await expect(link).toHaveAttribute("href", `/blog/${article.slug}`)
    }
    expect(problems).toEqual([])
  })

  test("a card opens its article in the browser", async ({ page }) => {
    await page.goto("/blog")
    await page.getByRole("link", { name: /^Read Article ?: The Busy Family/ }).click()
    await expect(page).toHaveURL("/blog/family-home-cleaning-guide")
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Busy Family")
  })

  test("lays the cards out in one column on phones and three on desktop", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto("/blog")
    const lefts = async () =>
      Promise.all([0, 1, 2].map(async (i) => (await page.locator("main article").nth(i).boundingBox())!.x))
    expect(new Set(await lefts()).size).toBe(1)
    await page.setViewportSize({ width: 1280, height: 900 })
    expect(new Set(await lefts()).size).toBe(3)
  })
})

for (const article of ARTICLES) {
  test.describe(`/blog/${article.slug}`, () => {
    const path = `/blog/${article.slug}`

    test("has its title, category, date, read time and back links", async ({ page }) => {
      const problems = watchPageProblems(page)
      await page.goto(path)
      const header = page.locator("article header").first()
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1)
      await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty()
      await expect(header.getByText(article.category, { exact: true })).toBeVisible()
      await expect(header.locator("time")).toHaveText(article.shown)
      await expect(header.locator("time")).toHaveAttribute("datetime", article.date)
      await expect(header.getByText(`${article.minutes} min read`, { exact: true })).toBeVisible()

      const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" })
      await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/")
      await expect(breadcrumb.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog")
      const back = page.getByRole("navigation", { name: "Back links" })
      await expect(back.getByRole("link", { name: "Back to all articles" })).toHaveAttribute("href", "/blog")
      await expect(back.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/")
      expect(problems).toEqual([])
    })

    test("its table of contents jumps to each section", async ({ page }) => {
      await page.goto(path)
      const toc = page.getByRole("navigation", { name: "In this article" }).filter({ visible: true })
      const links = toc.getByRole("link")
      const count = await links.count()
      expect(count).toBeGreaterThanOrEqual(5)
      const h2s = page.locator(".prose-article h2")
      await expect(h2s).toHaveCount(count)
      for (let i = 0; i < count; i++) {
        const link = links.nth(i)
        const href = (await link.getAttribute("href"))!
        await expect(page.locator(href)).toHaveText((await h2s.nth(i).textContent()) ?? "")
        await expect(link).toContainText((await h2s.nth(i).textContent())!)
      }
      const last = links.nth(count - 1)
      const target = page.locator((await last.getAttribute("href"))!)
      await last.click()
      await expect(page).toHaveURL(new RegExp(`${(await last.getAttribute("href"))!}$`))
      await expect(target).toBeInViewport()
    })

    test(`closes with a call to action to ${article.cta} and a quote request`, async ({ page }) => {
      await page.goto(path)
      const cta = page.locator('section[aria-labelledby="article-cta-heading"]')
      await expect(cta.getByRole("link", { name: new RegExp(article.cta.slice(1), "i") })).toHaveAttribute(
        "href",
        article.cta,
      )
      const quote = cta.getByRole("link", { name: /Request a Quote/ })
      await expect(quote).toHaveAttribute("data-track-location", "blog_article")
      await expect(quote).toHaveAttribute("target", "_blank")
    })

    test("carries Article and LocalBusiness structured data and article Open Graph tags", async ({ page }) => {
      await page.goto(path)
      const blocks = await jsonLd(page)
      const url = `${SITE_URL}${path}`
      const articleLd = blocks.find((b) => b["@type"] === "Article")!
      expect(articleLd).toMatchObject({
        headline: await page.getByRole("heading", { level: 1 }).textContent(),
        datePublished: article.date,
        articleSection: article.category,
        author: { "@type": "Organization", name: BUSINESS_NAME },
        publisher: { "@type": "Organization", name: BUSINESS_NAME },
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
      })
      expect(articleLd.image[0]).toMatch(/^https:\/\//)
      const business = blocks.find((b) => b["@type"] === "HouseCleaningService")!
      expect(business).toMatchObject({
        name: BUSINESS_NAME,
        telephone: TEL.replace("tel:", ""),
        email: EMAIL,
        priceRange: "$$",
      })
      expect(business.areaServed.map((a: { name: string }) => a.name)).toEqual(SUBURBS)

      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article")
      await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute("content", article.date)
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", url)
    })
  })
}

/** An article's prose as served: prerendered text, read without a browser. */
const articleProse = async (request: APIRequestContext, slug: string) =>
  /<div class="prose-article">([\s\S]*?)<\/div><p class="mt-10 hidden/.exec(
    await (await request.get(`/blog/${slug}`)).text(),
  )?.[1]

test("the HEPA article states the HEPA standard", async ({ request }) => {
  const body = await articleProse(request, "hepa-filters-clean-home")
  expect(body).toContain("99.97%")
  expect(body).toContain("0.3 microns")
})

test("articles are readable without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto("/blog/family-home-cleaning-guide")
  await expect(page.locator(".prose-article h2").first()).toBeVisible()
  expect(await page.locator(".prose-article").evaluate((el) => el.textContent!.split(/\s+/).length)).toBeGreaterThan(
    1400,
  )
  await context.close()
})

test("print hides the site frame, the contents and the call to action", async ({ page }) => {
  await page.goto("/blog/hepa-filters-clean-home")
  await page.emulateMedia({ media: "print" })
  await expect(page.locator('header[data-slot="site-header"]')).toBeHidden()
  await expect(page.locator('footer[data-slot="site-footer"]')).toBeHidden()
  await expect(page.getByRole("heading", { name: "In this article" })).toBeHidden()
  await expect(page.locator('[data-track=quote][data-track-location="blog_article"]')).toBeHidden()
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  await expect(page.locator(".prose-article")).toBeVisible()

  // Paper names where it came from, and a link reads as the full address.
  const source = page.locator("article p", { hasText: `${BUSINESS_NAME}\u00a0· ` })
  await expect(source).toBeVisible()
  await expect(source).toHaveText(
    `${BUSINESS_NAME}\u00a0· www.riverleaf-cleaning.example/blog/hepa-filters-clean-home\u00a0· ${PHONE}\u00a0· ${EMAIL}`,
  )
  const printedLink = await page
    .locator('.prose-article a[href="/residential"]')
    .evaluate((a) => getComputedStyle(a, "::after").content)
  expect(printedLink).toBe('" (www.riverleaf-cleaning.example/residential)"')

  // On screen the source line is not there.
  await page.emulateMedia({ media: "screen" })
  await expect(source).toBeHidden()
})

test.describe("articles rendered through Astro's content layer", () => {
  // What the articles' pages held when a hand-made Markdown pipeline built them (fixtures/articles-before.json, taken
  // from that build): the text, heading ids, contents, quotes and read time must not change with the renderer.
  const before = JSON.parse(readFileSync("tests/e2e/fixtures/articles-before.json", "utf8")) as Record<
    string,
    { title: string; minutes: number; toc: [string, string][]; body: string }
  >

  for (const [slug, was] of Object.entries(before)) {
    test(`/blog/${slug} keeps its HTML, heading ids, contents, quotes and read time`, async ({ request }) => {
      const html = await (await request.get(`/blog/${slug}`)).text()
      expect(/<div class="prose-article">([\s\S]*?)<\/div><p class="mt-10 hidden/.exec(html)?.[1]).toBe(was.body)
      expect(/<h1 id="page-heading"[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe(was.title)
      expect(Number(/(\d+)<!-- --> min read/.exec(html)?.[1])).toBe(was.minutes)
      const toc = [
        ...html.matchAll(/<a href="#([^"]+)" class="group flex[^>]*>.*?<span class="decoration[^>]*>([^<]*)</g),
      ]
      // The contents are drawn twice: a disclosure on phones, a sticky list wide.
      expect(toc.map((match) => [match[1], match[2]])).toEqual([...was.toc, ...was.toc])
    })
  }

  test("an article's {placeholders} show the site's figures", async ({ request }) => {
    const text = await articleProse(request, "family-home-cleaning-guide")
    expect(text).toContain(`public liability insurance up to $20 million`)
    expect(text).toContain("within 48 hours")
    expect(text).not.toMatch(/[{}]/)
  })
})
