/**
 * With the site's own lead store on (issue 65, items 5 and 6): one form in one place, and the customer never left
 * guessing. On the lead store's harness (leads-server.ts), with the client's address read from a proxy's header.
 * Ports: E2E_PORT + 19 (the site), + 20 (mail).
 * The phone tests run at 375 px; their screenshots, at 375 and 1280 px, are attached to the report.
 */
import { DatabaseSync } from "node:sqlite"

import { expect, test, type Locator, type Page } from "@playwright/test"

import business from "../fixtures/content/business.json" with { type: "json" }
import { EMAIL, MAILTO, PHONE, TEL } from "./fixture-content"
import { leadStoreServer, OWNER } from "./leads-server"
import {
  chatPopupSeen,
  expectNoAxeViolations,
  installPausedClock,
  QUOTE_FORM_LABELS,
  servedDocument,
  waitForIsland,
  watchPageProblems,
} from "./support"

const SEND = "Send My Quote Request"
const PHONE_SCREEN = { width: 375, height: 812 }
const VALUES = {
  name: "Alex Form",
  suburb: "Lavington",
  email: "alex.form@example.com",
  phone: "0400 333 444",
  message: "Two bedrooms, one bathroom and a very curious cat",
}
/** A proxy's header the server is told to read (LEADS_CLIENT_IP_HEADER): each test is a household of its own. */
const CLIENT_HEADER = "x-forwarded-for"
/** The outside form the content names (business.json's quoteFormUrl), which the store's build leaves out. */
const OUTSIDE_FORM = business.quoteFormUrl

const store = leadStoreServer(Number(process.env.E2E_PORT ?? 4173) + 19, { LEADS_CLIENT_IP_HEADER: CLIENT_HEADER })
const { site: SITE, dbPath, mailsFor, pending } = store

test.describe.configure({ mode: "serial" })

let household = 0

test.beforeAll(async () => {
  test.setTimeout(600_000)
  await store.start()
})

test.afterAll(() => store.stop())

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ [CLIENT_HEADER]: `192.0.2.${++household}` })
})

/** The store's leads, read from its file (the export's columns are the owner's, not this test's). */
function storedLeads() {
  const db = new DatabaseSync(dbPath, { readOnly: true })
  try {
    return db.prepare("SELECT reference, name, page FROM leads ORDER BY created_at").all() as {
      reference: string
      name: string
      page: string
    }[]
  } finally {
    db.close()
  }
}

/** Home's form, once its script runs (it then holds its token). */
async function openForm(page: Page) {
  await page.goto(`${SITE}/#quote-form`)
  const form = page.locator('form[data-slot="quote-form"]')
  await expect(form).toHaveAttribute("novalidate", "")
  return form
}

async function fill(form: Locator, values: Partial<typeof VALUES> = {}) {
  for (const [key, value] of Object.entries({ ...VALUES, ...values }))
    await form.getByLabel(QUOTE_FORM_LABELS[key as keyof typeof QUOTE_FORM_LABELS]).fill(value)
  await form.getByLabel("Service type").selectOption("deep")
}

/** The page at both widths, with `target` on screen. */
async function screenshots(page: Page, name: string, target: Locator) {
  for (const [size, viewport] of [
    ["375", PHONE_SCREEN],
    ["1280", { width: 1280, height: 900 }],
  ] as const) {
    await page.setViewportSize(viewport)
    await target.scrollIntoViewIfNeeded()
    const path = test.info().outputPath(`${name}-${size}.png`)
    await page.screenshot({ path })
    await test.info().attach(`${name}-${size}.png`, { path, contentType: "image/png" })
  }
  await page.setViewportSize(PHONE_SCREEN)
}

test("with the store on, no quote link on any page leaves the site, and each leads to the site's own form", async ({
  page,
  context,
}) => {
  test.slow()
  await chatPopupSeen(page)
  const opened: string[] = []
  context.on("page", (other) => opened.push(other.url()))
  // Every page's links are read from its HTML as served, no browser: no script of the site adds, moves or rewrites a
  // link, so they are the links a visitor's browser has.
  const served = new Map<string, string>()
  const htmlOf = async (path: string) => {
    if (!served.has(path)) {
      const response = await page.request.get(`${SITE}${path}`)
      expect(response.status(), path).toBe(200)
      served.set(path, await response.text())
    }
    return served.get(path)!
  }
  const pathsOf = async (path: string, selector: string) =>
    [...servedDocument(await htmlOf(path)).querySelectorAll(selector)].map(
      (link) => new URL(link.getAttribute("href") ?? "", `${SITE}${path}`).pathname,
    )
  const nav = await pathsOf("/", '[data-slot="site-footer"] nav a, [data-slot="site-header"] a')
  const articles = await pathsOf("/blog", 'main a[href^="/blog/"]')
  const paths = [...new Set([...nav, ...articles])]
  expect(paths.length).toBeGreaterThanOrEqual(11)
  for (const path of paths) {
    const html = await htmlOf(path)
    const quoteLinks = [...servedDocument(html).querySelectorAll("a")].filter(
      (link) => link.matches('[data-track="quote"]') || /\b(quote|book)/i.test(link.textContent),
    )
    expect(quoteLinks.length, path).toBeGreaterThan(0)
    for (const link of quoteLinks) {
      const href = link.getAttribute("href") ?? ""
      expect(new URL(href, `${SITE}${path}`).origin, `${path}: ${href}`).toBe(SITE)
      expect(link.getAttribute("target"), `${path}: ${href}`).toBeNull()
    }
    // Nor does any page show or name the outside form, not even in its copy for a browser without scripts.
    expect(html, path).not.toContain(OUTSIDE_FORM)
  }

  // The header's button on another page: home's form, in this tab.
  await page.goto(`${SITE}/services`)
  await page.getByRole("banner").getByRole("link", { name: "Request a Quote" }).click()
  await expect(page).toHaveURL(`${SITE}/#quote-form`)
  await expect(page.locator('form[data-slot="quote-form"]').getByLabel("Your name")).toBeInViewport()

  // The chat's "Get a quote" likewise, and the chat closes.
  await page.goto(`${SITE}/ndis`)
  await page.getByRole("button", { name: "Chat with us" }).click()
  await page
    .getByRole("dialog")
    .getByRole("link", { name: /Get a quote/ })
    .click()
  await expect(page).toHaveURL(`${SITE}/#quote-form`)
  await expect(page.getByRole("dialog")).toHaveCount(0)

  // /contact holds the site's own form where the spec embeds the outside one; its hero button leads to it.
  await page.goto(`${SITE}/contact`)
  const contactForm = page.locator('#quote-form form[data-slot="quote-form"]')
  await expect(contactForm).toHaveAttribute("action", "/api/leads")
  await page.locator("main").getByRole("link", { name: "Request a Quote" }).first().click()
  await expect(page).toHaveURL(`${SITE}/contact#quote-form`)
  await expect(contactForm.getByLabel("Your name")).toBeInViewport()
  // The header's button too: this page's form, not home's.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
  await page.getByRole("banner").getByRole("link", { name: "Request a Quote" }).click()
  await expect(page).toHaveURL(`${SITE}/contact#quote-form`)
  await expect(contactForm.getByLabel("Your name")).toBeInViewport()
  await expectNoAxeViolations(page, "on /contact with the store's form")
  expect(opened).toEqual([])
})

/** Scrolls at once so that `target`'s top is `y` px down the screen, where a person's scrolling left it. */
async function placeAt(page: Page, target: Locator, y: number) {
  const by = (await target.boundingBox())!.y - y
  await page.evaluate((distance) => window.scrollBy({ top: distance, behavior: "instant" }), by)
}

/** The thank-you card's top against the sticky header's foot: at or below it, the card shows whole (walk of 2026-11-29). */
async function cardClearsHeader(page: Page) {
  await expect(page.locator('[data-slot="quote-received"]')).toBeVisible({ timeout: 15_000 })
  const header = (await page.getByRole("banner").boundingBox())!
  const card = (await page.locator('[data-slot="quote-card"]').boundingBox())!
  expect(card.y).toBeGreaterThanOrEqual(header.y + header.height)
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE_SCREEN, hasTouch: true })

  test("a quote button on another page lands on home's form, not short of it", async ({ page }) => {
    // A small phone's screen: the form's panel once stopped 580 px short, below it (the smooth scroll's islands grew).
    await page.setViewportSize({ width: 375, height: 667 })
    await chatPopupSeen(page)
    await page.goto(`${SITE}/services`)
    await page.locator('main a[href="/#quote-form"]').first().click()
    await expect(page).toHaveURL(`${SITE}/#quote-form`)
    await expect(page.locator('#quote-form form[data-slot="quote-form"]').getByLabel("Your name")).toBeInViewport({
      ratio: 1,
    })
  })

  test("sent from /contact: the reference the store gave stays on screen 10 s later, with what happens next", async ({
    page,
  }) => {
    // Axe and two screenshots besides the flow.
    test.slow()
    await chatPopupSeen(page)
    const problems = watchPageProblems(page)
    await page.clock.install()
    await page.goto(`${SITE}/contact#quote-form`)
    const form = page.locator('form[data-slot="quote-form"]')
    await expect(form).toHaveAttribute("novalidate", "")
    await fill(form, { name: "Robin Reference", email: "robin.reference@example.com" })
    await form.getByRole("button", { name: SEND }).click()
    const received = page.locator('[data-slot="quote-received"]')
    await expect(received).toBeVisible({ timeout: 15_000 })
    const lead = storedLeads().find((row) => row.name === "Robin Reference")!
    expect(lead.page).toBe(`${SITE}/contact`)
    await page.clock.fastForward(10_000)
    await expect(received.getByText(lead.reference!, { exact: true })).toBeInViewport()
    await expect(received).toContainText("What happens next")
    await expect(received).toContainText("robin.reference@example.com")
    await expect(received.getByRole("link", { name: PHONE })).toHaveAttribute("href", TEL)
    await expect(form).toBeHidden()
    await expectNoAxeViolations(page, "with the received panel")
    await screenshots(page, "received", received)
    expect(problems).toEqual([])

    // Moving on: an empty form, ready for the next request.
    await received.getByRole("button", { name: "Send another request" }).click()
    await expect(received).toHaveCount(0)
    await expect(form.getByLabel("Your name")).toBeFocused()
    await expect(form.getByLabel("Your name")).toHaveValue("")
  })

  test("sent with the keyboard's Go from Name, 150 px down the screen: the thank-you card shows whole below the header", async ({
    page,
  }) => {
    await chatPopupSeen(page)
    const form = await openForm(page)
    await fill(form, { name: "Dee Enter", email: "dee.enter@example.com" })
    const name = form.getByLabel(QUOTE_FORM_LABELS.name)
    await placeAt(page, name, 150)
    await name.press("Enter")
    await cardClearsHeader(page)
  })

  test("a send that fails: its message, with a number to tap, stays 12 s later until dismissed; every value kept", async ({
    page,
  }) => {
    // Axe and two screenshots besides the flow.
    test.slow()
    await chatPopupSeen(page)
    await page.clock.install()
    const form = await openForm(page)
    await fill(form, { name: "Lee Failed" })
    // Another connection holds the store's write lock past the server's bounded wait: a 503.
    const other = new DatabaseSync(dbPath)
    other.exec("BEGIN IMMEDIATE")
    const toast = page.locator('[data-slot="toast"]')
    // Send in the screen's lower third, where the last field leaves it.
    const send = form.getByRole("button", { name: SEND })
    await placeAt(page, send, 640)
    try {
      await send.click()
      await expect(toast).toContainText("Your request didn't reach us", { timeout: 15_000 })
    } finally {
      other.exec("ROLLBACK")
      other.close()
    }
    // Send, which the message asks to press again, clear above it, not under it.
    const bottom = async () => ((box) => box.y + box.height)((await send.boundingBox())!)
    await expect.poll(bottom).toBeLessThan((await toast.boundingBox())!.y)
    await page.clock.fastForward(12_000)
    await expect(toast).toBeInViewport()
    await expect(toast.getByRole("link", { name: PHONE })).toHaveAttribute("href", TEL)
    await expect(toast.getByRole("link", { name: EMAIL })).toHaveAttribute("href", MAILTO)
    await expect(form.getByLabel("Your name")).toHaveValue("Lee Failed")
    await expectNoAxeViolations(page, "with the failure message")
    await screenshots(page, "failed", form.getByRole("button", { name: SEND }))
    await toast.getByRole("button", { name: "Dismiss notification" }).click()
    await expect(toast).toBeHidden()
  })

  test("an answer lost on its way back, then Send again: one lead, one alert, one acknowledgement, one reference", async ({
    page,
  }) => {
    await chatPopupSeen(page)
    const form = await openForm(page)
    await fill(form, { name: "Kim Lost", email: "kim.lost@example.com" })
    let lost: string | undefined
    await page.route(`${SITE}/api/leads`, async (route) => {
      // The store gets the request and answers; the answer never reaches the page.
      const response = await route.fetch()
      lost = ((await response.json()) as { reference: string }).reference
      await route.abort("connectionreset")
    })
    await form.getByRole("button", { name: SEND }).click()
    const toast = page.locator('[data-slot="toast"]')
    await expect(toast).toContainText("Your request didn't reach us", { timeout: 15_000 })
    expect(lost).toMatch(/^Q-/)
    await page.unroute(`${SITE}/api/leads`)

    await form.getByRole("button", { name: SEND }).click()
    const received = page.locator('[data-slot="quote-received"]')
    await expect(received.getByText(lost!, { exact: true })).toBeVisible({ timeout: 15_000 })
    expect(
      storedLeads()
        .filter((row) => row.name === "Kim Lost")
        .map((row) => row.reference),
    ).toEqual([lost])
    await expect.poll(() => mailsFor(lost!).length, { timeout: 20_000 }).toBe(2)
    // Nothing of it left to send.
    await expect.poll(pending).toBe(0)
    expect(mailsFor(lost!).map((mail) => mail.to)).toEqual(expect.arrayContaining([[OWNER], ["kim.lost@example.com"]]))
    expect(mailsFor(lost!)).toHaveLength(2)
  })

  test("refused as one of too many: the message, with a number to tap, stays 12 s later", async ({
    page,
    playwright,
  }) => {
    test.slow()
    await chatPopupSeen(page)
    await page.clock.install()
    const address = `198.51.100.${household}`
    await page.setExtraHTTPHeaders({ [CLIENT_HEADER]: address })
    const form = await openForm(page)
    // Ten requests from this household fill its ten minutes, each with a token old enough to be believed.
    const request = await playwright.request.newContext({ extraHTTPHeaders: { [CLIENT_HEADER]: address } })
    const tokens = await Promise.all(Array.from({ length: 10 }, () => store.agedToken()))
    for (const [index, token] of tokens.entries()) {
      const answer = await request.post(`${SITE}/api/leads`, {
        form: { ...VALUES, serviceType: "deep", name: `Household ${index}`, email: `h${index}@example.com`, token },
        headers: { Accept: "application/json" },
      })
      expect(answer.status()).toBe(200)
    }
    await request.dispose()
    await fill(form, { name: "Pat Eleventh" })
    await form.getByRole("button", { name: SEND }).click()
    const toast = page.locator('[data-slot="toast"]')
    await expect(toast).toContainText("Please call us instead", { timeout: 15_000 })
    await page.clock.fastForward(12_000)
    await expect(toast).toBeInViewport()
    await expect(toast.getByRole("link", { name: PHONE })).toHaveAttribute("href", TEL)
    await expect(form.getByLabel("Your name")).toHaveValue("Pat Eleventh")
  })

  test("22 s of typing in the form opens no chat popup; 30 s after the last key it comes", async ({ page }) => {
    await installPausedClock(page)
    const form = await openForm(page)
    const popup = page.locator('[data-slot="chat-popup"]')
    const message = form.getByLabel(QUOTE_FORM_LABELS.message)
    await message.click()
    let lastKey = 0
    for (let second = 0; second < 22; second++) {
      await message.press("a")
      lastKey = await page.evaluate(() => performance.now())
      await page.clock.runFor(1000)
    }
    // The chat's code is there, its 15 s long past.
    await waitForIsland(page, "ChatHelper")
    await expect(popup).toHaveCount(0)
    // Done with the form (focus on its button) and only reading: the popup comes 30 s after the last key.
    await page.keyboard.press("Tab")
    await expect(form.getByRole("button", { name: SEND })).toBeFocused()
    await page.clock.runFor(28_000)
    await expect(popup).toHaveCount(0)
    await expect(async () => {
      await page.clock.runFor(500)
      await expect(popup).toBeVisible({ timeout: 250 })
    }).toPass()
    expect(await page.evaluate(() => performance.now())).toBeGreaterThanOrEqual(lastKey + 30_000)
  })

  test("the floating prompt's Yes, Get My Quote: the form on screen, and it stays there", async ({ page }) => {
    await chatPopupSeen(page)
    await installPausedClock(page)
    await page.goto(`${SITE}/`)
    await page.clock.runFor(25_100)
    const prompt = page.locator('[data-slot="quote-prompt"]')
    await expect(async () => {
      await page.clock.runFor(100)
      await expect(prompt).toBeVisible({ timeout: 250 })
    }).toPass()
    await prompt.getByRole("link", { name: "Yes, Get My Quote" }).click()
    await expect(page).toHaveURL(`${SITE}/#quote-form`)
    await expect(prompt).toHaveCount(0)
    const name = page.locator('form[data-slot="quote-form"]').getByLabel("Your name")
    await expect(name).toBeInViewport()
    await page.clock.runFor(1000)
    await expect(name).toBeInViewport()
  })

  test("the estimate's Request this clean fills a message box that grows to show all of it", async ({ page }) => {
    await chatPopupSeen(page)
    await page.goto(`${SITE}/#instant-estimate`)
    const band = page.locator("#instant-estimate")
    await band.getByRole("group", { name: "Type of clean" }).getByRole("radio").first().check()
    for (const addOn of await band.getByRole("group", { name: "Add-ons" }).getByRole("checkbox").all())
      await addOn.check()
    await band.getByRole("button", { name: "Request this clean" }).click()
    const form = page.locator('form[data-slot="quote-form"]')
    await expect(form).toHaveAttribute("novalidate", "", { timeout: 15_000 })
    const message = form.getByLabel(QUOTE_FORM_LABELS.message)
    await expect(message).toHaveValue(/^Instant estimate: .*Add-ons|^Instant estimate: /)
    const box = await message.evaluate((area: HTMLTextAreaElement) => ({
      text: area.value.length,
      scroll: area.scrollHeight,
      client: area.clientHeight,
    }))
    expect(box.text).toBeGreaterThan(150)
    expect(box.scroll).toBeLessThanOrEqual(box.client + 1)
    expect(box.client).toBeGreaterThan(128)
  })
})
