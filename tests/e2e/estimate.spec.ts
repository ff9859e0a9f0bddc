/**
 * The instant estimate switched on (issue 51, decision 024). Runs in the "analytics" project, against the second
 * build, which reads tests/fixtures/content-every-option/ (CONTENT_DIR: the estimate on) and sends quote requests to
 * QUOTE_FORM_ENDPOINT; the lead is read where it leaves the page, so this spec needs no receiver of its own. The shipped state, switched
 * off, is estimate-shipped.spec.ts's.
 */
import { expect, test, type Page, type Request } from "@playwright/test"

import { MIN_FILL_MS } from "../../src/components/islands/quote-form/delivery"
import { dollars, rooms } from "../../src/lib/format"
import estimate from "../fixtures/content-every-option/estimate.json" with { type: "json" }
import packagesFile from "../fixtures/content/packages.json" with { type: "json" }
import { fixturePackage, PACKAGES } from "./fixture-content"
import { QUOTE_ENDPOINT } from "./quote-receiver"
import { chatPopupSeen, expectNoAxeViolations, OWNER_PAGE_PATH, waitForIsland, watchPageProblems } from "./support"

const GENERAL = fixturePackage("general")
const MOVE_PREP = fixturePackage("move-prep")
/** The fixture's deep clean: its "from" price covers its base home (2 bedrooms and 1 bathroom), and an extra bedroom. */
const DEEP = {
  name: fixturePackage("deep").name,
  from: fixturePackage("deep").priceFrom,
  extraBedroom: estimate.packages.deep.extraBedroom,
  windows: estimate.addOns.windows,
}
const THREE_BEDROOMS = DEEP.from + DEEP.extraBedroom
const WITH_WINDOWS = THREE_BEDROOMS + DEEP.windows
const WEEKLY = Math.round((WITH_WINDOWS * (100 - estimate.discounts.weekly)) / 100)
const SUMMARY = `Instant estimate: ${DEEP.name}, 3 bedrooms, 1 bathroom, Window & track clean, Weekly: ${dollars(WITH_WINDOWS)} incl. GST for the first visit, then ${dollars(WEEKLY)} incl. GST a visit (weekly, ${estimate.discounts.weekly} % off).`

// Home's gallery has a tab panel named "Bathrooms" too: the estimate's controls are looked for in its band.
const band = (page: Page) => page.locator("#instant-estimate")
const total = (page: Page) => page.locator('output[data-slot="estimate-total"]').first()

test.beforeEach(async ({ page }) => {
  // The chat helper's popup and the floating prompt stay out of the way.
  await chatPopupSeen(page)
})

const fadingOnScreen = () =>
  [...document.querySelectorAll('[data-fade="hidden"]')].filter((element) => {
    const { top, bottom } = element.getBoundingClientRect()
    return bottom > 0 && top < window.innerHeight
  }).length

/** Home on a clock the test moves (the quote form's fill time), scrolled past the hero so the fixed button shows. */
async function homeWithStickyButton(page: Page) {
  await page.clock.install()
  await page.goto("/")
  await page.getByRole("heading", { name: "Meet Our Team" }).scrollIntoViewIfNeeded()
  await waitForIsland(page, "FloatingQuote")
  const button = page
    .locator('[data-slot="sticky-quote"]')
    .getByRole("link", { name: "Get Instant Quote", exact: true })
  await expect(button).toBeVisible()
  await expect(button).toHaveAttribute("href", "#instant-estimate")
  await expect(button).not.toHaveAttribute("target")
  return button
}

/** Every quote request the page sends to QUOTE_FORM_ENDPOINT, answered as a form backend would. */
async function catchLeads(page: Page) {
  const leads: Request[] = []
  await page.route(QUOTE_ENDPOINT, (route) => {
    leads.push(route.request())
    return route.fulfill({ status: 200, contentType: "application/json", body: "{}" })
  })
  return leads
}

const estimateEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((args) => Array.from(args))
      .filter((args) => args[0] === "event" && args[1] === "estimate_complete"),
  )

/** The rest of the quote form by keyboard-free fills, then sent; the lead's fields. */
async function sendQuote(page: Page, leads: Request[]) {
  const form = page.locator('form[data-slot="quote-form"]')
  // The form starts as it comes near, after the scroll: on a loaded phone-sized run that took up to 8 s.
  await expect(form).toHaveAttribute("novalidate", "", { timeout: 15_000 })
  await form.getByLabel("Your name").fill("Sam Taylor")
  await form.getByLabel("Suburb").fill("Thurgoona")
  await form.getByLabel("Email").fill("sam@example.com")
  await form.getByLabel("Phone").fill("0491 570 156")
  await page.clock.fastForward(MIN_FILL_MS)
  await form.getByRole("button", { name: "Send My Quote Request" }).click()
  await expect.poll(() => leads.length).toBe(1)
  return new URLSearchParams(leads[0]!.postData() ?? "")
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 667 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test("'Get Instant Quote' opens the estimate; the choice is priced, carried to the form and sent with the lead", async ({
      page,
    }) => {
      const problems = watchPageProblems(page)
      const leads = await catchLeads(page)
      await (await homeWithStickyButton(page)).click()
      await expect(page).toHaveURL(/#instant-estimate$/)
      await expect(band(page)).toBeInViewport()
      await waitForIsland(page, "Estimator")

      const type = page.getByRole("group", { name: "Type of clean" })
      await expect(type.getByRole("radio")).toHaveCount(3)
      for (const { name } of PACKAGES) await expect(type.getByRole("radio", { name, exact: true })).toHaveCount(1)
      await type.getByRole("radio", { name: DEEP.name }).check()
      await band(page).getByLabel("Bedrooms").selectOption("1")
      await band(page).getByLabel("Bathrooms").selectOption("1")
      await page.getByRole("group", { name: "How often" }).getByRole("radio", { name: "One-off" }).check()
      // The smallest home, one-off, no add-ons: exactly the package's "from" price.
      await expect(total(page)).toHaveText(`${dollars(DEEP.from)} incl. GST for this clean`)

      await band(page).getByLabel("Bedrooms").selectOption("3")
      await expect(total(page)).toHaveText(`${dollars(THREE_BEDROOMS)} incl. GST for this clean`)
      await page.getByRole("checkbox", { name: "Window & track clean" }).check()
      await expect(total(page)).toHaveText(`${dollars(WITH_WINDOWS)} incl. GST for this clean`)
      await page.getByRole("radio", { name: "Weekly" }).check()
      await expect(total(page)).toHaveText(
        `${dollars(WITH_WINDOWS)} incl. GST for the first visit, then ${dollars(WEEKLY)} incl. GST a visit (weekly, ${estimate.discounts.weekly} % off)`,
      )

      // Larger than the largest home priced on the spot: no number, the business quotes it.
      await band(page).getByLabel("Bedrooms").selectOption({ label: "More than 6" })
      await expect(total(page)).toHaveText(estimate.beyondLargest)
      await expect(band(page).getByRole("button", { name: "Request this clean" })).toHaveCount(0)
      await expect(band(page).getByRole("link", { name: "Request a Quote (opens in a new tab)" })).toBeVisible()
      await expect(band(page).getByRole("link", { name: "Call Us" })).toBeVisible()
      await band(page).getByLabel("Bedrooms").selectOption("3")

      await band(page).getByRole("button", { name: "Request this clean" }).click()
      const form = page.locator('form[data-slot="quote-form"]')
      await expect(form.getByLabel("Your name")).toBeFocused()
      // On screen, not only focused: on a phone the form sits far below its band's heading.
      await expect(form.getByLabel("Your name")).toBeInViewport()
      await expect(form.getByLabel("Service type")).toHaveValue("deep")
      await expect(form.getByLabel("Tell us about your space")).toHaveValue(SUMMARY)
      expect(await estimateEvents(page)).toEqual([
        ["event", "estimate_complete", { currency: "AUD", value: WITH_WINDOWS }],
      ])

      const lead = await sendQuote(page, leads)
      expect(lead.get("serviceType")).toBe("deep")
      expect(lead.get("message")).toBe(SUMMARY)
      expect(lead.get("estimate")).toBe(SUMMARY)
      expect(problems).toEqual([])
    })

    test("axe finds nothing on the estimate, before it starts and once priced or quoted", async ({ page }) => {
      await page.goto("/#instant-estimate")
      // The packages above fade in as they come on screen: contrast is judged once they have.
      await expect.poll(() => page.evaluate(fadingOnScreen)).toBe(0)
      await expectNoAxeViolations(page, "estimate not started")
      await page.getByRole("radio", { name: DEEP.name }).check()
      await waitForIsland(page, "Estimator")
      await page.getByRole("checkbox", { name: "Oven detailing" }).check()
      await page.getByRole("radio", { name: "Fortnightly" }).check()
      await expect(total(page)).toContainText(`a visit (fortnightly, ${estimate.discounts.fortnightly} % off)`)
      await expectNoAxeViolations(page, "estimate priced")
      await band(page).getByLabel("Bathrooms").selectOption({ label: "More than 4" })
      await expect(total(page)).toHaveText(estimate.beyondLargest)
      await expectNoAxeViolations(page, "estimate quoted")
    })
  })
}

test("the same walk by keyboard alone", async ({ page }) => {
  const leads = await catchLeads(page)
  const button = await homeWithStickyButton(page)
  await button.focus()
  await page.keyboard.press("Enter")
  // Focus is on the chosen type of clean; arrows choose another, Tab moves on.
  const type = page.getByRole("group", { name: "Type of clean" })
  await expect(type.getByRole("radio", { name: GENERAL.name })).toBeFocused()
  await page.keyboard.press("ArrowRight")
  await expect(type.getByRole("radio", { name: DEEP.name })).toBeChecked()
  await waitForIsland(page, "Estimator")
  await expect(total(page)).toHaveText(`${dollars(DEEP.from)} incl. GST for this clean`)
  await page.keyboard.press("Tab")
  await expect(band(page).getByLabel("Bedrooms")).toBeFocused()
  await page.keyboard.press("ArrowDown")
  await page.keyboard.press("ArrowDown")
  await expect(band(page).getByLabel("Bedrooms")).toHaveValue("3")
  await page.keyboard.press("Tab")
  await page.keyboard.press("Tab")
  await expect(page.getByRole("radio", { name: "One-off" })).toBeFocused()
  await page.keyboard.press("ArrowRight")
  await expect(page.getByRole("radio", { name: "Weekly" })).toBeChecked()
  await page.keyboard.press("Tab")
  await expect(page.getByRole("checkbox", { name: "Window & track clean" })).toBeFocused()
  await page.keyboard.press("Space")
  await expect(total(page)).toHaveText(
    `${dollars(WITH_WINDOWS)} incl. GST for the first visit, then ${dollars(WEEKLY)} incl. GST a visit (weekly, ${estimate.discounts.weekly} % off)`,
  )
  for (let n = 0; n < 6; n++) await page.keyboard.press("Tab")
  await expect(page.getByRole("button", { name: "Request this clean" })).toBeFocused()
  await page.keyboard.press("Enter")

  const form = page.locator('form[data-slot="quote-form"]')
  await expect(form.getByLabel("Your name")).toBeFocused()
  await expect(form).toHaveAttribute("novalidate", "")
  for (const value of ["Sam Taylor", "Thurgoona", "sam@example.com", "0491 570 156"]) {
    await page.keyboard.type(value)
    await page.keyboard.press("Tab")
  }
  await expect(form.getByLabel("Service type")).toBeFocused()
  await expect(form.getByLabel("Service type")).toHaveValue("deep")
  await page.keyboard.press("Tab")
  await expect(form.getByLabel("Tell us about your space")).toHaveValue(SUMMARY)
  await page.clock.fastForward(MIN_FILL_MS)
  await page.keyboard.press("Tab")
  await expect(form.getByRole("button", { name: "Send My Quote Request" })).toBeFocused()
  await page.keyboard.press("Enter")
  await expect.poll(() => leads.length).toBe(1)
  expect(new URLSearchParams(leads[0]!.postData() ?? "").get("estimate")).toBe(SUMMARY)
})

test("the form and the price list are in the prerendered HTML, readable without JavaScript", async ({
  browser,
  request,
}) => {
  const html = await (await request.get("/")).text()
  // The island starts on the visitor's first interaction with it.
  expect(html).toContain('client="interaction" opts="{&quot;name&quot;:&quot;Estimator&quot;')
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto("/#instant-estimate")
  await expect(page.getByRole("radio", { name: GENERAL.name })).toBeChecked()
  await expect(band(page).getByLabel("Bedrooms")).toHaveValue("1")
  await expect(total(page)).toHaveText(`${GENERAL.price} incl. GST for this clean`)
  // The form is the price list (decision 038): each choice says what it costs, and the terms follow.
  const form = band(page).locator('[data-slot="estimator"]')
  for (const { id, name, price } of PACKAGES) {
    const rules = estimate.packages[id as keyof typeof estimate.packages]
    await expect(form.getByRole("radio", { name, exact: true })).toHaveAccessibleDescription(
      `from ${price} Up to ${rooms(rules.bedrooms, "bedroom")} and ${rooms(rules.bathrooms, "bathroom")}; each extra bedroom ${dollars(rules.extraBedroom)}, bathroom ${dollars(rules.extraBathroom)}.`,
    )
  }
  for (const { id, name } of packagesFile.addOns)
    await expect(
      form.getByRole("checkbox", {
        name: `${name} +${dollars(estimate.addOns[id as keyof typeof estimate.addOns])}`,
        exact: true,
      }),
    ).toHaveCount(1)
  for (const frequency of ["weekly", "fortnightly", "monthly"] as const)
    await expect(
      form.getByRole("radio", { name: new RegExp(`^\\w+ ${estimate.discounts[frequency]} % off$`) }),
    ).toHaveCount(1)
  await expect(form).toContainText(
    `Homes with more than ${rooms(estimate.largestHome.bedrooms, "bedroom")} or ${rooms(estimate.largestHome.bathrooms, "bathroom")} are quoted.`,
  )
  // Without its script the button could do nothing: a link in its place goes to the quote form.
  await expect(band(page).getByRole("button", { name: "Request this clean" })).toBeHidden()
  await band(page).getByRole("link", { name: "Request this clean" }).click()
  await expect(page).toHaveURL(/\/#quote-form$/)
  await expect(page.locator("#quote-form").getByRole("textbox", { name: /name/i }).first()).toBeInViewport()
  await context.close()
})

test("on an added page, 'Request this clean' leads to the home form with the choice kept", async ({ page }) => {
  await page.clock.install()
  const leads = await catchLeads(page)
  await page.goto(OWNER_PAGE_PATH)
  const section = page.locator("section", { has: page.getByRole("heading", { name: "What would our windows cost?" }) })
  await section.getByRole("radio", { name: MOVE_PREP.name }).check()
  await waitForIsland(page, "Estimator")
  await section.getByLabel("Bathrooms").selectOption("2")
  // The smallest home the select offers, one bedroom, costs what the base home does; one bathroom more is extra.
  const twoBathrooms = dollars(MOVE_PREP.priceFrom + estimate.packages["move-prep"].extraBathroom)
  await expect(total(page)).toHaveText(`${twoBathrooms} incl. GST for this clean`)
  await section.getByRole("button", { name: "Request this clean" }).click()
  await expect(page).toHaveURL(/\/#quote-form$/)
  const form = page.locator('form[data-slot="quote-form"]')
  await expect(form.getByLabel("Service type")).toHaveValue("move-prep")
  await expect(form.getByLabel("Tell us about your space")).toHaveValue(
    `Instant estimate: ${MOVE_PREP.name}, 1 bedroom, 2 bathrooms, One-off: ${twoBathrooms} incl. GST for this clean.`,
  )
  await expect(form.getByLabel("Your name")).toBeFocused()
  // Another service chosen: the estimate priced Move-Prep, so the request goes without it.
  await form.getByLabel("Service type").selectOption("general")
  const lead = await sendQuote(page, leads)
  expect(lead.get("serviceType")).toBe("general")
  expect(lead.get("estimate") ?? "").toBe("")
  // Taken once: a later visit to home starts with an empty form.
  await page.goto("about:blank")
  await page.goto("/#quote-form")
  await expect(form).toHaveAttribute("novalidate", "")
  await expect(form.getByLabel("Tell us about your space")).toHaveValue("")
})
