/**
 * Runs only in the "analytics" project, against a second build made with test ids
 * (GA_MEASUREMENT_ID=G-TEST123, CLARITY_PROJECT_ID=testclarity; see playwright.config.ts). The tag
 * scripts are stubbed: gtag.js only marks itself loaded, so the events stay readable in dataLayer.
 */
import { expect, test, type Page } from "@playwright/test"

import { EMAIL, PHONE } from "./fixture-content"
import { watchPageProblems } from "./support"

type Push = [string, string, Record<string, unknown>?]

async function stubTags(page: Page) {
  const script = (body: string) => ({ status: 200, contentType: "text/javascript", body })
  await page.route(/^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=G-TEST123$/, (route) =>
    route.fulfill(script("window.__gtagLoaded = true")),
  )
  await page.route(/^https:\/\/www\.clarity\.ms\/tag\/testclarity$/, (route) =>
    route.fulfill(script("window.__clarityLoaded = true")),
  )
}

const events = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? [])
      .map((args) => Array.from(args))
      .filter((args) => args[0] === "event"),
  ) as Promise<Push[]>

test("loads both tags after the page settles, within the CSP, and sends every event with its parameters", async ({
  page,
  context,
}) => {
  const problems = watchPageProblems(page)
  await stubTags(page)
  // Quote links open the external form in a new tab: close those tabs at once.
  context.on("page", (tab) => void tab.close())
  await page.goto("/")

  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __gtagLoaded?: boolean }).__gtagLoaded))
    .toBe(true)
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __clarityLoaded?: boolean }).__clarityLoaded))
    .toBe(true)
  const config = await page.evaluate(() =>
    (window as unknown as { dataLayer: IArguments[] }).dataLayer
      .map((a) => Array.from(a))
      .find((a) => a[0] === "config"),
  )
  expect(config).toEqual(["config", "G-TEST123"])

  // tel: and mailto: would leave the page; the click handlers still run.
  await page.evaluate(() =>
    document.addEventListener("click", (e) => {
      if ((e.target as Element).closest('a[href^="tel:"], a[href^="mailto:"]')) e.preventDefault()
    }),
  )

  await page.locator('main [data-track=quote][data-track-location="hero_primary"]').first().click()
  await page.locator('header [data-track=quote][data-track-location="navbar"]').click()
  await page.locator('footer a[href^="tel:"]').click()
  await page.locator('footer a[href^="mailto:"]').click()

  await expect
    .poll(() => events(page))
    .toEqual([
      ["event", "quote_click", { location: "hero_primary" }],
      ["event", "quote_form_submit", { location: "navbar" }],
      ["event", "quote_submission", { location: "navbar", currency: "AUD", value: 1 }],
      ["event", "call_click", { label: PHONE, location: "footer" }],
      ["event", "email_click", { label: EMAIL, location: "footer" }],
    ])
  expect(problems).toEqual([])
})

test("the CSP admits the tags' origins in this build", async ({ request }) => {
  const csp = (await request.get("/")).headers()["content-security-policy"]!
  expect(csp).toMatch(/script-src [^;]*https:\/\/\*\.googletagmanager\.com/)
  expect(csp).toMatch(/script-src [^;]*https:\/\/\*\.clarity\.ms/)
  expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/)
})

test("a tracked click before the page has loaded is kept and sent when the tag arrives", async ({ page }) => {
  await stubTags(page)
  // Hold every photo, so the load event waits while the visitor already taps "Call".
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\.(avif|webp|jpe?g|png)$/, async (route) => {
    await held
    await route.continue().catch(() => undefined)
  })
  await page.goto("/", { waitUntil: "domcontentloaded" })
  await page.evaluate(() =>
    document.addEventListener("click", (e) => {
      if ((e.target as Element).closest('a[href^="tel:"]')) e.preventDefault()
    }),
  )
  await page.locator('footer a[href^="tel:"]').click()
  expect(await page.evaluate(() => document.readyState)).not.toBe("complete")

  release()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __gtagLoaded?: boolean }).__gtagLoaded))
    .toBe(true)
  expect(await events(page)).toEqual([["event", "call_click", { label: PHONE, location: "footer" }]])
})

test("the owner's inbox, built with both ids, carries neither, names no other origin in its policy, and no chat opens over it", async ({
  page,
}) => {
  await page.clock.install()
  const answer = (await page.goto("/admin/leads"))!
  const html = await answer.text()
  for (const outside of ["G-TEST123", "testclarity", "googletagmanager", "clarity.ms", "chat"])
    expect(html, outside).not.toContain(outside)
  const policy = answer.headers()["content-security-policy"]!
  expect(policy).toContain("script-src 'self';")
  expect(policy).toContain("connect-src 'self';")
  expect(policy).not.toMatch(/https?:|frame-src/)
  const elsewhere: string[] = []
  page.on("request", (request) => {
    if (!request.url().startsWith(new URL(page.url()).origin)) elsewhere.push(request.url())
  })
  await page.clock.runFor(20_000)
  await expect(page.getByText("Hi there! Need a quote")).toHaveCount(0)
  expect(elsewhere).toEqual([])
})
