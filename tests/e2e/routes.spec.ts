import { existsSync, readFileSync } from "node:fs"

import { expect, test, type APIRequestContext, type Page } from "@playwright/test"

import { readFrontMatter } from "../../scripts/lib/front-matter"
import { sourceToPublicUrl } from "../../src/lib/image-paths"
import pages from "../fixtures/content/pages.json" with { type: "json" }
import {
  ARTICLE_PATHS,
  BUSINESS_NAME,
  FIXTURE_CONTENT,
  ROUTES,
  servedDocument,
  SITE_URL,
  trackRequests,
  waitForQuiet,
  watchPageProblems,
} from "./support"

/** The photo at the top of a page (its content file's own `photo`), if it has one. */
function heroPhoto(path: string): { photo: string; photoAlt: string } | undefined {
  const file = `${FIXTURE_CONTENT}/${path.slice(1)}.json`
  const content = path !== "/" && existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {}
  return typeof content.photo === "string" ? content : undefined
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;")

/** What each element `selector` finds holds in `attribute` (a meta's content, a link's href), as a browser reads it. */
const valuesOf = (document: ReturnType<typeof servedDocument>, selector: string, attribute = "content") =>
  [...document.querySelectorAll(selector)].map((element) => element.getAttribute(attribute))

test.describe("every route", () => {
  for (const { path, copy } of ROUTES) {
    // The static HTML itself carries the page, before any JavaScript runs: read as served, no browser. That the page
    // then runs without errors is every-route.spec.ts's, in its one visit of each route.
    test(`${path} is prerendered with its title, heading and meta`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(html).toContain(`<title>${escapeHtml(copy.title)} | ${BUSINESS_NAME}</title>`)
      expect(html).toContain(`>${escapeHtml(copy.heading)}</h1>`)

      const title = `${copy.title} | ${BUSINESS_NAME}`
      const url = `${SITE_URL}${path === "/" ? "/" : path}`
      const document = servedDocument(html)
      expect(document.querySelector("title")?.textContent).toBe(title)
      expect([...document.querySelectorAll("h1")].map((h1) => h1.textContent.replace(/\s+/g, " ").trim())).toEqual([
        copy.heading,
      ])
      expect(valuesOf(document, 'meta[name="description"]')).toEqual([copy.description])
      expect(valuesOf(document, 'link[rel="canonical"]', "href")).toEqual([url])
      expect(valuesOf(document, 'meta[property="og:title"]')).toEqual([title])
      expect(valuesOf(document, 'meta[property="og:url"]')).toEqual([url])
      // A shared link shows the photo at the top of the page, where it has one, with what it shows; else the site's.
      const hero = heroPhoto(path)
      expect(valuesOf(document, 'meta[property="og:image"]')).toEqual([
        `${SITE_URL}${hero ? sourceToPublicUrl(hero.photo) : "/og-image.jpg"}`,
      ])
      if (hero) expect(valuesOf(document, 'meta[property="og:image:alt"]')).toEqual([hero.photoAlt])
      expect(valuesOf(document, 'meta[property="og:image:width"]')).toEqual([
        hero ? expect.stringMatching(/^\d+$/) : "1200",
      ])
      expect(valuesOf(document, 'meta[name="twitter:card"]')).toEqual(["summary_large_image"])
      expect(valuesOf(document, 'meta[name="twitter:title"]')).toEqual([title])
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
      // A shared link shows the article's own picture (its front matter's photo), a file the build published.
      const article = readFrontMatter(readFileSync(`${FIXTURE_CONTENT}/blog/${path.split("/").pop()}.md`, "utf8"))
      const image = sourceToPublicUrl(String(article.data.photo))
      expect(html).toContain(`<meta property="og:image" content="${SITE_URL}${image}"/>`)
      expect(html).toMatch(/<meta property="og:image:width" content="\d+"\/>/)
      expect((await request.get(image)).headers()["content-type"]).toBe("image/jpeg")
    })
  }
})

const NOT_FOUND_TITLE = `Page Not Found | ${BUSINESS_NAME}`
const HINT = "Did you forget to add the page? Check src/pages/ for the path you tried."

/**
 * Any other path shows the 404 page. Every depth and route pattern, trailing
 * slashes (redirected to the path without, then 404) and other letter cases (files on disk are
 * matched exactly).
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

/**
 * The paths the browser opens as well. Every unknown path gets the one 404.html, so what the running page does can
 * differ only by where its address puts relative URLs: one path per depth of the address the browser ends at. A
 * trailing slash is redirected away first (/x/ ends at /x), and without the redirect /x/ would sit at /x/y's depth.
 * Letter case changes no depth. /blog/x stands for the article pattern beside /x/y. The page's own assets and
 * run-time reads are absolute (src/lib/content/queries.tsx); these catch one that is not.
 */
const OPENED_PATHS = new Set(["/x", "/x/y", "/blog/x", "/blog/x/y"])

async function expectNotFoundPage(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found")
  await expect(page.getByText(HINT)).toBeVisible()
  await expect(page).toHaveTitle(NOT_FOUND_TITLE)
  await expect(page.getByText("Something went wrong")).toHaveCount(0)
}

/** The server's answer to `path`, after any redirect: status 404 and the 404 page's HTML, not to be indexed. */
async function expectNotFoundAnswer(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status()).toBe(404)
  const html = await response.text()
  expect(html).toContain(">404 Page Not Found</h1>")
  expect(html).toContain(HINT)
  const document = servedDocument(html)
  expect(document.querySelector("title")?.textContent).toBe(NOT_FOUND_TITLE)
  expect(valuesOf(document, 'meta[name="robots"]')).toEqual(["noindex"])
  expect(html).not.toContain("Something went wrong")
}

test.describe("unknown paths", () => {
  for (const path of UNKNOWN_PATHS.filter((path) => OPENED_PATHS.has(path))) {
    test(`${path} is the 404 page with status 404, before and after the page runs`, async ({ page, request }) => {
      await expectNotFoundAnswer(request, path)

      const problems = watchPageProblems(page)
      const requests = trackRequests(page)
      const navigation = await page.goto(path)
      expect(navigation?.status()).toBe(404)
      await expectNotFoundPage(page)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex")
      // Whatever the page loads once running (its islands' code) has settled: still the 404 page.
      await waitForQuiet(requests)
      await expectNotFoundPage(page)
      // The browser reports the document's own 404 status (and a missing route's data file); nothing else.
      expect(problems.filter((p) => !p.includes("status of 404"))).toEqual([])
    })
  }

  // The same page as one of OPENED_PATHS, at the same depth: the server's answer is what is left to check.
  for (const path of UNKNOWN_PATHS.filter((path) => !OPENED_PATHS.has(path))) {
    test(`${path} is answered with the 404 page and status 404`, async ({ request }) => {
      await expectNotFoundAnswer(request, path)
    })
  }

  test("a link from the 404 page leads on, and Back shows the 404 page again", async ({ page }) => {
    const problems = watchPageProblems(page)
    await page.goto("/no-such-page")
    await page.getByRole("main").getByRole("link", { name: "Our services" }).click()
    await expect(page).toHaveURL(/\/services$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.services.heading)
    await page.goBack()
    await expect(page).toHaveURL(/\/no-such-page$/)
    await expectNotFoundPage(page)
    await page.goForward()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.services.heading)
    expect(problems.filter((p) => !p.includes("status of 404"))).toEqual([])
  })

  test("static hosts get the same 404 page: 404.html for _headers hosts, error_page in the nginx snippet", async () => {
    const notFound = readFileSync("build/client/404.html", "utf8")
    expect(notFound).toContain(">404 Page Not Found</h1>")
    expect(notFound).toContain(HINT)
    const nginx = readFileSync("build/nginx-headers.conf", "utf8")
    expect(nginx).toContain("error_page 404 /404.html;")
    expect(nginx).toContain("try_files $uri $uri.html $uri/index.html =404;")
    // Pages are files with exact, lowercase names, so any other letter case is a 404 on disk too.
    expect(existsSync("build/client/services.html")).toBe(true)
    expect(existsSync("build/client/Services.html")).toBe(false)
  })
})
