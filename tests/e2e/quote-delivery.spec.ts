/**
 * The home quote form with QUOTE_FORM_ENDPOINT set. Runs only in the "analytics" project, against
 * the second build (playwright.config.ts), whose endpoint is the local receiver started here. The
 * default, sending nothing, is tested in home-quote.spec.ts against the default build.
 */
import { expect, test, type Locator, type Page } from "@playwright/test"

import { MIN_FILL_MS } from "../../src/components/islands/quote-form/delivery"
import { EMAIL, PHONE } from "./fixture-content"
import { QUOTE_ENDPOINT, startQuoteReceiver, type QuoteReceiver } from "./quote-receiver"
import { chatPopupSeen, expectNoAxeViolations, QUOTE_FORM_LABELS, SITE_URL } from "./support"

const VALUES = {
  name: "Sam Taylor",
  suburb: "Thurgoona",
  email: "sam@example.com",
  // Not the business's number, which the error toast shows.
  phone: "0400 111 222",
  serviceType: "deep",
  message: "Three bedrooms, two bathrooms & a dog = lots of hair?",
}
const SEND = "Send My Quote Request"

// One receiver on one port: these tests run one after another in one worker.
test.describe.configure({ mode: "default" })

let receiver: QuoteReceiver

test.beforeAll(async () => {
  receiver = await startQuoteReceiver()
})

test.afterAll(async () => {
  await receiver.close()
})

test.beforeEach(async ({ page }) => {
  receiver.reset()
  // The chat helper's 15 s popup stays out of the way while the clock is moved on.
  await chatPopupSeen(page)
})

/** Home on a clock the test can move, scrolled to the form and waiting until it has hydrated. */
async function openForm(page: Page) {
  await page.clock.install()
  await page.goto("/")
  await page.getByRole("heading", { name: "Request a quote" }).scrollIntoViewIfNeeded()
  const form = page.locator('form[data-slot="quote-form"]')
  // Hydrated: it validates and sends by script from now on.
  await expect(form).toHaveAttribute("novalidate", "")
  return form
}

async function fill(form: Locator) {
  for (const [key, label] of Object.entries(QUOTE_FORM_LABELS)) {
    await form.getByLabel(label).fill(VALUES[key as keyof typeof QUOTE_FORM_LABELS])
  }
  await form.getByLabel("Service type").selectOption(VALUES.serviceType)
}

/** Fills the form as a person would, taking longer than the minimum fill time. */
async function fillLikeAPerson(page: Page, form: Locator) {
  await fill(form)
  await page.clock.fastForward(MIN_FILL_MS)
}

async function expectValuesKept(form: Locator) {
  for (const [key, label] of Object.entries(QUOTE_FORM_LABELS)) {
    await expect(form.getByLabel(label)).toHaveValue(VALUES[key as keyof typeof QUOTE_FORM_LABELS])
  }
  await expect(form.getByLabel("Service type")).toHaveValue(VALUES.serviceType)
}

async function expectErrorToast(page: Page) {
  const toast = page.locator('[data-slot="toast"]')
  await expect(toast).toContainText("Your request didn't reach us")
  await expect(toast).toContainText(PHONE)
  await expect(toast).toContainText(EMAIL)
}

async function expectSuccessToast(page: Page) {
  const toast = page.locator('[data-slot="toast"]')
  await expect(toast).toContainText("Quote Request Received!")
  await expect(toast).toContainText("We'll respond within one business hour. Check your email for confirmation.")
}

test("a valid request is posted form-encoded with Accept: application/json, then confirmed, reset and counted", async ({
  page,
}) => {
  const form = await openForm(page)
  await fillLikeAPerson(page, form)
  const before = Date.now()
  await form.getByRole("button", { name: SEND }).click()
  await expectSuccessToast(page)

  expect(receiver.requests).toHaveLength(1) // a simple CORS request: no preflight OPTIONS first
  const [request] = receiver.requests
  expect(request!.method).toBe("POST")
  expect(request!.path).toBe("/quote")
  expect(request!.headers["content-type"]).toMatch(/^application\/x-www-form-urlencoded/)
  expect(request!.headers.accept).toBe("application/json")
  expect(request!.headers.cookie).toBeUndefined()
  expect(request!.body).toContain("message=Three+bedrooms%2C+two+bathrooms+%26+a+dog+%3D+lots+of+hair%3F")
  const { time, ...fields } = receiver.fields()[0]!
  expect(Object.keys(fields)).toEqual(["name", "suburb", "email", "phone", "serviceType", "message", "page"])
  expect(fields).toEqual({ ...VALUES, page: new URL("/", page.url()).href })
  expect(time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
  expect(Math.abs(Date.parse(time!) - before)).toBeLessThan(60_000 + MIN_FILL_MS)

  for (const label of Object.values(QUOTE_FORM_LABELS)) await expect(form.getByLabel(label)).toHaveValue("")
  await expect(form.getByLabel("Service type")).toHaveValue("")
  await expect(form.getByRole("button", { name: SEND })).toBeEnabled()
  const events = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((args) => Array.from(args))
      .filter((args) => args[0] === "event"),
  )
  expect(events).toEqual([["event", "quote_click", { location: "final_form" }]])
})

test("a 500 answer: an error toast with the phone and e-mail, every value kept, and the button works again", async ({
  page,
}) => {
  receiver.answer("error")
  const form = await openForm(page)
  await fillLikeAPerson(page, form)
  await form.getByRole("button", { name: SEND }).click()
  await expectErrorToast(page)
  await expectValuesKept(form)
  await expect(form.getByRole("button", { name: SEND })).toBeEnabled()
  // Where the visitor was: a keyboard goes on from Send, not from the page's top.
  await expect(form.getByRole("button", { name: SEND })).toBeFocused()
  await expectNoAxeViolations(page, "quote form error toast")
  expect(await page.evaluate(() => JSON.stringify((window as { dataLayer?: unknown }).dataLayer ?? []))).not.toContain(
    "final_form",
  )

  receiver.answer("ok")
  await form.getByRole("button", { name: SEND }).click()
  await expectSuccessToast(page)
  expect(receiver.requests).toHaveLength(2)
})

test("no answer within 10 s is a failure; a double click sends one request and the button reads Submitting...", async ({
  page,
}) => {
  receiver.answer("hang")
  const form = await openForm(page)
  await fillLikeAPerson(page, form)
  await form.getByRole("button", { name: SEND }).dblclick()
  const submitting = form.getByRole("button", { name: "Submitting..." })
  await expect(submitting).toBeDisabled()
  await expect.poll(() => receiver.requests.length).toBe(1)
  await page.clock.fastForward(9_000)
  await expect(submitting).toBeDisabled()
  await expect(page.locator('[data-slot="toast"]')).toHaveCount(0)
  await page.clock.fastForward(1_500)
  await expectErrorToast(page)
  await expectValuesKept(form)
  await expect(form.getByRole("button", { name: SEND })).toBeEnabled()
  expect(receiver.requests).toHaveLength(1)
})

test("offline: an error toast, every value kept; back online the same values go through", async ({ page, context }) => {
  const form = await openForm(page)
  await fillLikeAPerson(page, form)
  await context.setOffline(true)
  await form.getByRole("button", { name: SEND }).click()
  await expectErrorToast(page)
  await expectValuesKept(form)
  expect(receiver.requests).toHaveLength(0)

  await context.setOffline(false)
  await form.getByRole("button", { name: SEND }).click()
  await expectSuccessToast(page)
  expect(receiver.fields()).toMatchObject([VALUES])
})

test("a filled honeypot is dropped silently: the bot sees the success toast and nothing is sent", async ({ page }) => {
  const form = await openForm(page)
  await fillLikeAPerson(page, form)
  const trap = form.locator('input[name="_gotcha"]')
  await expect(trap).toBeHidden()
  await trap.evaluate((input: HTMLInputElement) => (input.value = "https://spam.example"))
  await form.getByRole("button", { name: SEND }).click()
  await expectSuccessToast(page)
  await expect(form.getByLabel("Your name")).toHaveValue("")
  expect(receiver.requests).toHaveLength(0)
})

test("what was typed into the prerendered form before its script arrived survives hydration, which moves nothing", async ({
  page,
  request,
}) => {
  // The form's island names its own code in the prerendered HTML: hold that file back until the fields are filled.
  const html = await (await request.get("/")).text()
  const code =
    /<astro-island[^>]*component-url="([^"]+)"[^>]*opts="[^"]*&quot;name&quot;:&quot;HomeQuoteForm&quot;/.exec(
      html,
    )?.[1]
  expect(code).toMatch(/^\/_astro\/[^/]+\.js$/)
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let asked = false
  await page.route(
    (url) => url.pathname === code,
    async (route) => {
      asked = true
      await released
      await route.continue()
    },
  )
  await page.goto("/")
  await page.getByRole("heading", { name: "Request a quote" }).scrollIntoViewIfNeeded()
  const form = page.locator('form[data-slot="quote-form"]')
  await form.getByLabel("Your name").fill(VALUES.name)
  await form.getByLabel("Service type").selectOption(VALUES.serviceType)
  await form.getByLabel("Tell us about your space").fill(VALUES.message)
  await expectNoAxeViolations(page, "prerendered quote form")
  await expect(form).not.toHaveAttribute("novalidate")
  // Its code was asked for as the form came into view, and is still on its way.
  await expect.poll(() => asked).toBe(true)
  const before = (await form.boundingBox())!
  release()
  // Hydrated: it now validates by script.
  await expect(form).toHaveAttribute("novalidate", "")
  // Same boxes: hydrating moves nothing.
  const after = (await form.boundingBox())!
  expect([Math.round(after.y), Math.round(after.height)]).toEqual([Math.round(before.y), Math.round(before.height)])
  await expect(form.getByLabel("Your name")).toHaveValue(VALUES.name)
  await expect(form.getByLabel("Service type")).toHaveValue(VALUES.serviceType)
  await expect(form.getByLabel("Tell us about your space")).toHaveValue(VALUES.message)
  await expect(form.getByLabel("Tell us about your space")).toBeFocused()
})

test("without JavaScript the prerendered form posts the fields to the endpoint", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto("/")
  const form = page.getByRole("form", { name: "Request a quote" })
  await expect(form).toHaveAttribute("method", "post")
  await expect(form).toHaveAttribute("action", QUOTE_ENDPOINT)
  await fill(form)
  await Promise.all([page.waitForURL(QUOTE_ENDPOINT), form.getByRole("button", { name: SEND }).click()])
  await context.close()

  expect(receiver.requests).toHaveLength(1)
  expect(receiver.requests[0]!.method).toBe("POST")
  expect(receiver.requests[0]!.headers["content-type"]).toBe("application/x-www-form-urlencoded")
  expect(receiver.fields()[0]).toEqual({ ...VALUES, page: `${SITE_URL}/`, _gotcha: "" })
})

test("the CSP admits the endpoint's origin for fetch and form posts, and nothing else new", async ({ request }) => {
  const csp = (await request.get("/")).headers()["content-security-policy"]!
  const directive = (name: string) =>
    csp
      .split("; ")
      .find((d) => d.startsWith(`${name} `))!
      .split(" ")
      .slice(1)
  const origin = new URL(QUOTE_ENDPOINT).origin
  expect(directive("connect-src")).toContain(origin)
  expect(directive("connect-src").filter((source) => source.includes("localhost"))).toEqual([origin])
  expect(directive("form-action")).toEqual(["'self'", origin])
  expect(directive("script-src")).not.toContain(origin)
})
