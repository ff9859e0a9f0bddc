import { existsSync, readFileSync } from "node:fs"

import type { Page } from "@playwright/test"

import pages from "../../content/pages.json" with { type: "json" }
import { ARTICLE_PATHS, BUSINESS_NAME, ROUTES, SITE_URL, watchPageProblems } from "./support"
import { expect, test } from "./test"

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;")

test.describe("every route", () => {
  for (const { path, copy } of ROUTES) {
    test(`${path} is prerendered with its title, heading and meta`, async ({ page, request }) => {
      // The static HTML itself carries the page, before any JavaScript runs.
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(html).toContain(`<title>${escapeHtml(copy.title)} | ${BUSINESS_NAME}</title>`)
      expect(html).toContain(`>${escapeHtml(copy.heading)}</h1>`)

      const problems = watchPageProblems(page)
      await page.goto(path)
      await expect(page).toHaveTitle(`${copy.title} | ${BUSINESS_NAME}`)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.heading)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", copy.description)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${SITE_URL}${path === "/" ? "/" : path}`,
      )
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        "content",
        `${copy.title} | ${BUSINESS_NAME}`,
      )
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        "content",
        `${SITE_URL}${path === "/" ? "/" : path}`,
      )
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `${SITE_URL}/og-image.jpg`)
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image")
      await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute(
        "content",
        `${copy.title} | ${BUSINESS_NAME}`,
      )
      expect(problems).toEqual([])
    })
  }

  for (const path of ARTICLE_PATHS) {
    test(`${path} is prerendered as an article`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(html).toMatch(/<h1[^>]*>[^<]{10,}/)
      expect(html).toContain(`| ${BUSINESS_NAME}</title>`)
      expect(html).toContain('<meta property="og:type" content="article"/>')
      expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${path}"/>`)
    })
  }
})

const NOT_FOUND_TITLE = `Page Not Found | ${BUSINESS_NAME}`
const HINT = "Did you forget to add the page to the router? Check app/routes.ts for the path you tried."

/**
 * SPEC section 2: any other path shows the 404 page. Every depth and route pattern, trailing
 * slashes (redirected to the path without, then 404) and other letter cases (files on disk are
 * matched exactly; the browser's router must agree once the page runs).
 */
const UNKNOWN_PATHS = [
  "/x",
  "/x/y",
  "/blog/x",
  "/blog/x/y",
  "/blog/not-a-real-article",
  "/services/x",
  "/x/",
  "/blog/x/",
  "/services/x/",
  "/X",
  "/Blog/Not-A-Real-Article",
  "/Services",
  "/SERVICES/x",
  "/Blog",
  "/blog/HEPA-filters-clean-home",
  "/Builders-Handover",
]

async function expectNotFoundPage(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found")
  await expect(page.getByText(HINT)).toBeVisible()
  await expect(page).toHaveTitle(NOT_FOUND_TITLE)
  await expect(page.getByText("Something went wrong")).toHaveCount(0)
}

test.describe("unknown paths", () => {
  for (const path of UNKNOWN_PATHS) {
    test(`${path} is the 404 page with status 404, before and after the page runs`, async ({ page, request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(404)
      const html = await response.text()
      expect(html).toContain(">404 Page Not Found</h1>")
      expect(html).toContain(HINT)

      const problems = watchPageProblems(page)
      const navigation = await page.goto(path)
      expect(navigation?.status()).toBe(404)
      await expectNotFoundPage(page)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex")
      // Whatever the page loads once running (a route module, its data) has settled: still the 404 page.
      await page.waitForLoadState("networkidle")
      await expectNotFoundPage(page)
      // The browser reports the document's own 404 status (and a missing route's data file); nothing else.
      expect(problems.filter((p) => !p.includes("status of 404"))).toEqual([])
    })
  }

  test("a click away from the 404 page and Back show it again, without loading a page", async ({ page }) => {
    const problems = watchPageProblems(page)
    await page.goto("/no-such-page")
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true))
    const documents: string[] = []
    page.on("request", (request) => request.resourceType() === "document" && documents.push(request.url()))

    await page.getByRole("main").getByRole("link", { name: "Our services" }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.services.heading)
    await expect(page).toHaveURL(/\/services$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/no-such-page$/)
    await expectNotFoundPage(page)

    // Forward again: still client-side, and never a document load.
    await page.goForward()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.services.heading)
    expect(documents).toEqual([])
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true)
    expect(problems.filter((p) => !p.includes("status of 404"))).toEqual([])
  })

  for (const path of ["/blog/not-a-real-article", "/Services", "/blog/x/y"]) {
    test(`an in-site link to ${path} shows the 404 page without loading a page`, async ({ page }) => {
      const problems = watchPageProblems(page)
      await page.goto("/blog")
      await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true))
      const documents: string[] = []
      page.on("request", (request) => request.resourceType() === "document" && documents.push(request.url()))
      // Point the header's home link (a React Router <Link>; the page's own content is plain HTML
      // until it hydrates, docs/decisions/009) at the missing page, as a mistyped link would, and click it.
      await page.evaluate((target) => {
        const link = document.querySelector<HTMLAnchorElement>('header a[href="/"]')!
        link.addEventListener(
          "click",
          (event) => {
            event.preventDefault()
            event.stopImmediatePropagation()
            ;(
              window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => void } }
            ).__reactRouterDataRouter.navigate(target)
          },
          { capture: true, once: true },
        )
      }, path)
      await page.locator('header a[href="/"]').first().click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expectNotFoundPage(page)
      await page.waitForLoadState("networkidle")
      await expectNotFoundPage(page)
      expect(documents).toEqual([])
      expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true)
      expect(problems.filter((p) => !p.includes("status of 404"))).toEqual([])
    })
  }

  test("static hosts get the same 404 page: 404.html for _headers hosts, error_page in the nginx snippet", async () => {
    const notFound = readFileSync("build/client/404/index.html", "utf8")
    expect(readFileSync("build/client/404.html", "utf8")).toBe(notFound)
    expect(notFound).toContain(">404 Page Not Found</h1>")
    const nginx = readFileSync("build/nginx-headers.conf", "utf8")
    expect(nginx).toContain("error_page 404 /404/index.html;")
    expect(nginx).toContain("try_files $uri $uri/index.html =404;")
    // Pages are files with exact, lowercase names, so any other letter case is a 404 on disk too.
    expect(existsSync("build/client/services/index.html")).toBe(true)
    expect(existsSync("build/client/Services/index.html")).toBe(false)
  })
})
