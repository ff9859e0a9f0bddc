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

test.describe("unknown paths", () => {
  test("are served with status 404 and the 404 page", async ({ page, request }) => {
    const response = await request.get("/no-such-page")
    expect(response.status()).toBe(404)
    expect(await response.text()).toContain("404 Page Not Found")

    const problems = watchPageProblems(page)
    const navigation = await page.goto("/no-such-page/deeper")
    expect(navigation?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found")
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex")
    // The browser reports the document's own 404 status; nothing else may fail.
    expect(problems.filter((p) => !p.includes("status of 404"))).toEqual([])
  })

  test("render the 404 page on client-side navigation too", async ({ page }) => {
    await page.goto("/")
    await page.evaluate(() => {
      const a = document.createElement("a")
      a.href = "/definitely-missing"
      a.textContent = "missing"
      document.querySelector("main")?.append(a)
    })
    await page.goto("/definitely-missing")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found")
  })
})
