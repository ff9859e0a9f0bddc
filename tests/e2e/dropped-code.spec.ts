import { expect, test, type Page } from "@playwright/test"

import faqs from "../fixtures/content/faqs.json" with { type: "json" }
import pages from "../fixtures/content/pages.json" with { type: "json" }
import { island, islandElement, watchPageProblems } from "./support"

/**
 * On a patchy connection an island's code (its component module or React itself, under /_astro/) can fail to
 * arrive. Each island is prerendered HTML that its code takes over (docs/decisions/011): when the code is missing,
 * that HTML must stay in place, the rest of the page must keep working, and the only errors are the browser's own
 * report of the module it could not fetch and Astro's (from Astro 7, which asks once more before it gives up).
 */

/** Every island's code the page's prerendered HTML names: component modules and the renderer (React). */
async function islandCode(page: Page, path: string) {
  const html = await (await page.request.get(path)).text()
  const urls = [...html.matchAll(/(?:component|renderer)-url="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1]!)
  return [...new Set(urls)]
}

/** Aborts these paths as a dropped connection would, and lists the ones the page asked for. */
async function dropCode(page: Page, paths: string[]) {
  const asked = new Set<string>()
  page.on("requestfailed", (request) => {
    const { pathname } = new URL(request.url())
    if (paths.includes(pathname)) asked.add(pathname)
  })
  await page.route(
    (url) => paths.includes(url.pathname),
    (route) => route.abort("internetdisconnected"),
  )
  return asked
}

/**
 * The page's problems apart from the reports of each dropped module: the browser's (an import that could not fetch
 * it) and Astro's island runtime's, which names the island whose code (or renderer) failed after trying it again.
 */
const otherThanDroppedImports = (problems: string[], page: Page, paths: string[]) => {
  const origin = new URL(page.url()).origin
  const dropped = paths.map((path) => `pageerror: Failed to fetch dynamically imported module: ${origin}${path}`)
  const astroReport = (problem: string) => {
    const match =
      /^console: \[astro-island\] Error hydrating (\S+) TypeError: Failed to fetch dynamically imported module: (\S+)$/.exec(
        problem,
      )
    // The module that failed may be the island's component or the renderer (React) it needs: both were dropped.
    return !!match && paths.includes(match[1]!) && paths.includes(new URL(match[2]!).pathname)
  }
  return problems.filter((problem) => !dropped.includes(problem) && !astroReport(problem))
}

test.describe("an island whose code cannot be fetched", () => {
  test("home keeps its prerendered HTML, its FAQ opens and closes, and its links work", async ({ page }) => {
    const problems = watchPageProblems(page)
    const code = await islandCode(page, "/")
    expect(code.length).toBeGreaterThan(2)
    const asked = await dropCode(page, code)
    await page.goto("/")
    const islands = page.locator("astro-island")
    const count = await islands.count()
    expect(count).toBeGreaterThan(5)
    const prerendered = await islands.allTextContents()

    // Scroll through as a reader would, so every client:visible island starts and asks for its code.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y)
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)))
      }
    })
    // React (the renderer) and the components of the islands that came into view.
    await expect.poll(() => asked.size, { message: "the islands asked for their code" }).toBeGreaterThan(2)

    // Every island is still its prerendered HTML: none hydrated, none emptied or replaced.
    await expect(islands).toHaveCount(count)
    await expect(page.locator("astro-island:not([ssr])")).toHaveCount(0)
    expect(await islands.allTextContents()).toEqual(prerendered)
    expect(prerendered.filter((text) => text.trim()).length).toBeGreaterThan(5)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.home.heading)
    await expect(page.getByRole("heading", { name: "What Our Clients Say" })).toBeAttached()

    // The FAQ is the platform's (exclusive <details name>): it needs no island.
    const faq = page.locator('[data-slot="faq"]')
    const questions = faq.locator("details > summary")
    await expect(questions).toHaveText(faqs.home.map((item) => item.question))
    await questions.nth(0).click()
    await expect(faq.locator("details").nth(0)).toHaveAttribute("open")
    await expect(faq.locator("details").nth(0)).toContainText(faqs.home[0]!.answer)
    await questions.nth(1).click()
    await expect(faq.locator("details").nth(1)).toHaveAttribute("open")
    await expect(faq.locator("details").nth(0)).not.toHaveAttribute("open")
    await questions.nth(1).click()
    await expect(faq.locator("details[open]")).toHaveCount(0)

    expect(otherThanDroppedImports(problems, page, code)).toEqual([])

    // A link is a page load of prerendered HTML.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services", exact: true }).click()
    await expect(page).toHaveURL(/\/services$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.services.heading)
  })

  test("pressing the chat button with the chat's code dropped leaves the page in place, and other islands run", async ({
    page,
  }) => {
    const problems = watchPageProblems(page)
    // Before its code arrives the chat helper is its prerendered round button; the first press starts loading it.
    const chatCode = (await islandCode(page, "/contact")).filter((path) => path.includes("/chat-helper."))
    expect(chatCode).toHaveLength(1)
    const asked = await dropCode(page, chatCode)
    await page.goto("/contact")
    const chat = page.getByRole("button", { name: "Chat with us" })
    await chat.click()
    await expect.poll(() => asked.has(chatCode[0]!)).toBe(true)

    // The press changes nothing on the page: it stays, and the button stays where it was, not yet a chat.
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.contact.heading)
    await expect(chat).toBeVisible()
    await expect(chat).toHaveAttribute("aria-expanded", "false")
    await expect(page.getByRole("dialog")).toHaveCount(0)
    await expect(islandElement(page, "ChatHelper")).toHaveAttribute("ssr", "")

    // Another island, whose code arrives, still hydrates and works.
    const map = page.locator('[data-slot="service-area-map"]')
    await map.scrollIntoViewIfNeeded()
    await expect(island(page, "ServiceAreaMap")).toBeAttached({ timeout: 15_000 })
    await map.getByRole("button", { name: /Wodonga/ }).hover()
    await expect(map.getByRole("button", { name: /Wodonga/ })).toHaveAttribute("aria-pressed", "true")
    await expect(page.getByRole("link", { name: /Request a Quote/ }).first()).toBeVisible()

    expect(otherThanDroppedImports(problems, page, chatCode)).toEqual([])
  })
})
