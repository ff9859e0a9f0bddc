import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync } from "node:fs"
import { join, resolve } from "node:path"

import { expect, test } from "@playwright/test"

import { ALL_PATHS } from "./support"

/**
 * The editor at /admin (issue 15). The first part checks the production build the suite serves;
 * the second runs `npm run cms` on a copy of the project and edits it in the browser.
 */

const htmlOf = (path: string) => readFileSync(join("build/client", path === "/" ? "" : path, "index.html"), "utf8")
const SHOTS = "screenshots/cms"

test.describe("the editor in the production build", () => {
  test("is served apart from the public site", async ({ request }) => {
    const admin = await request.get("/admin")
    expect(admin.status()).toBe(200)
    const html = await admin.text()
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"')
    expect(html).toContain('src="/admin/decap-cms.js"')
    const headers = admin.headers()
    expect(headers["x-robots-tag"]).toBe("noindex, nofollow")
    expect(headers["content-security-policy"]).toContain("script-src 'self' 'unsafe-eval'")
    expect(headers["content-security-policy"]).toContain("https://api.github.com")
    expect((await request.get("/admin/decap-cms.js")).headers()["x-robots-tag"]).toBe("noindex, nofollow")

    // The public pages keep their strict policy, and none of them loads or links the editor.
    const publicCsp = (await request.get("/")).headers()["content-security-policy"]!
    expect(publicCsp).not.toContain("unsafe-eval")
    expect(publicCsp).not.toContain("api.github.com")
    for (const path of ALL_PATHS) expect(htmlOf(path), path).not.toContain("/admin")
    const sitemap = await (await request.get("/sitemap.xml")).text()
    expect(sitemap).not.toContain("/admin")

    const config = await (await request.get("/admin/config.yml")).json()
    expect(config.backend.name).toBe("github")
    expect(config.collections.map((c: { name: string }) => c.name)).toEqual([
      "business",
      "prices",
      "reviews",
      "photos",
      "pages",
      "blog",
    ])
  })

  test("starts in Chromium under its CSP and offers the git host's sign-in", async ({ page }) => {
    const violations: string[] = []
    page.on("console", (msg) => {
      if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text())
    })
    await page.goto("/admin", { waitUntil: "commit" })
    await expect(page.getByRole("button", { name: /Login with GitHub/i })).toBeVisible({ timeout: 20_000 })
    expect(violations).toEqual([])
  })
})

/** `npm run cms` on a copy of the project: the real content/ is never touched. */
test.describe("editing on one's own machine (npm run cms)", () => {
  test.describe.configure({ mode: "serial" })
  // Starting the development server and compiling the home page takes a while on two shared cores.
  test.setTimeout(240_000)

  let copy = ""
  let server: ChildProcess | undefined
  let siteURL = ""
  let warmUp: Promise<unknown> = Promise.resolve()

  // Playwright reads the fixtures a hook uses from its first parameter; this one uses none.
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, info) => {
    test.setTimeout(120_000)
    const e2ePort = Number(new URL(info.project.use.baseURL!).port)
    const sitePort = e2ePort + 2
    const proxyPort = e2ePort + 3
    siteURL = `http://localhost:${sitePort}`
    // Inside the project folder, so the copy finds the same node_modules; .cache/ is git-ignored.
    copy = resolve(".cache", `cms-e2e-${sitePort}`)
    rmSync(copy, { recursive: true, force: true })
    mkdirSync(copy, { recursive: true })
    for (const entry of [
      "app",
      "content",
      "scripts",
      "server",
      "package.json",
      "vite.config.ts",
      "react-router.config.ts",
      "tsconfig.json",
    ]) {
      cpSync(entry, join(copy, entry), { recursive: true })
    }
    symlinkSync(resolve("public"), join(copy, "public"))
    server = spawn(process.execPath, [resolve("node_modules/tsx/dist/cli.mjs"), "scripts/cms.ts"], {
      cwd: copy,
      env: { ...process.env, PORT: String(sitePort), CMS_PROXY_PORT: String(proxyPort) },
      stdio: "ignore",
      detached: true,
    })
    // The editor's config answers once both the site and its plugin are up.
    await expect
      .poll(async () => (await fetch(`${siteURL}/admin/config.yml`).catch(() => undefined))?.status, {
        timeout: 90_000,
        intervals: [1000],
      })
      .toBe(200)
    // The development server compiles the home page on its first request: start that now, while
    // the editor is in use, so the check at the end waits only for the edited files.
    warmUp = fetch(`${siteURL}/`).catch(() => undefined)
  })

  test.afterAll(() => {
    if (server?.pid) {
      try {
        process.kill(-server.pid, "SIGTERM")
      } catch {
        // already gone
      }
    }
    rmSync(copy, { recursive: true, force: true })
  })

  test("a review and a price changed in the editor reach the files, pass the check and show on the page", async ({
    page,
  }) => {
    mkdirSync(SHOTS, { recursive: true })
    const reviewText = "Edited in the browser: spotless every fortnight, and the same friendly cleaner each time."
    const price = 175

    await page.setViewportSize({ width: 1280, height: 900 })
    /** Opens one entry of the editor in a fresh page load, signing in to the local backend. */
    const openEntry = async (hash: string) => {
      await page.goto(`${siteURL}/admin#${hash}`, { waitUntil: "commit" })
      await page.reload({ waitUntil: "commit" })
      // The first visit asks to sign in (no password: decap-server), later ones remember it.
      const login = page.getByRole("button", { name: "Login" })
      const item = page.locator('[aria-roledescription="sortable"]').first()
      await expect(login.or(item)).toBeVisible({ timeout: 60_000 })
      if (await login.isVisible()) await login.click()
    }
    // List items start collapsed; the first button of an item's bar opens it.
    const expandFirstItem = () =>
      page.locator('div:has(> [aria-roledescription="sortable"])').first().locator("button").first().click()
    const publish = async () => {
      await page.getByRole("button", { name: "Publish" }).click()
      await page.getByRole("menuitem", { name: "Publish now" }).click()
      await expect(page.getByText("Changes saved", { exact: true })).toBeVisible({ timeout: 30_000 })
    }

    await openEntry("/collections/reviews/entries/testimonials")
    await expandFirstItem()
    await page.getByLabel("Text", { exact: true }).first().fill(reviewText)
    await page.screenshot({ path: `${SHOTS}/review-editor.png` })
    await publish()

    await openEntry("/collections/prices/entries/packages")
    await expandFirstItem()
    await page.getByLabel("Price from", { exact: true }).first().fill(String(price))
    await page.screenshot({ path: `${SHOTS}/packages-editor.png` })
    await publish()

    // The files on disk (of the copy) changed.
    const reviews = JSON.parse(readFileSync(join(copy, "content/testimonials.json"), "utf8"))
    expect(reviews.testimonials[0].text).toBe(reviewText)
    const packages = JSON.parse(readFileSync(join(copy, "content/packages.json"), "utf8"))
    expect(packages.packages[0].priceFrom).toBe(price)

    // The build's content check passes on them.
    const check = spawnSync(process.execPath, [resolve("node_modules/tsx/dist/cli.mjs"), "scripts/check-content.ts"], {
      cwd: copy,
      encoding: "utf8",
    })
    expect(check.stderr + check.stdout).toContain("content: all files valid")
    expect(check.status).toBe(0)

    // The site, rebuilt from the edited files by the development server, shows both.
    await warmUp
    await page.goto(`${siteURL}/`, { timeout: 120_000 })
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 120_000 })
    await expect(page.getByText(`$${price}`).first()).toBeVisible()
    // The reviews are read at run time from /content/testimonials.json when their section comes near.
    // A fresh development server may reload the page once while it optimises a dependency the
    // reviews widget imports lazily, so scroll again until the review shows.
    await expect(async () => {
      await page.getByRole("heading", { name: "What Our Clients Say" }).scrollIntoViewIfNeeded()
      await expect(page.locator('[data-slot="testimonials"]').getByText(reviewText)).toBeVisible({ timeout: 5_000 })
    }).toPass({ timeout: 90_000 })
  })
})
