import { readdirSync, readFileSync } from "node:fs"
import { createRequire } from "node:module"

import { expect, type Browser, type Locator, type Page, type Request } from "@playwright/test"
import { Window } from "happy-dom"

import { POPUP_SEEN_KEY } from "../../src/components/islands/chat-helper/session-flags"
import business from "../fixtures/content/business.json" with { type: "json" }
import pages from "../fixtures/content/pages.json" with { type: "json" }

/**
 * The content the suite's builds read (CONTENT_DIR, playwright.config.ts; decision 034): a frozen copy of content/, so
 * the owner's edits never change what a test expects. The second build reads a copy with every option on.
 */
export const FIXTURE_CONTENT = "tests/fixtures/content"

export const BUSINESS_NAME = business.name
/** The site config's default address (src/site.config.ts): the builds set no SITE_URL. */
export const SITE_URL = "https://www.riverleaf-cleaning.example"
export const QUOTE_URL = business.quoteFormUrl

type PageKey = Exclude<keyof typeof pages, "notFound">

/**
 * The path of each src/pages/ page, by its key in content/pages.json (where its title and heading come from).
 * `satisfies` makes a page added to pages.json without a path here a type error; seo.spec.ts checks the built
 * sitemap lists exactly these paths, so a page file added without a row here fails too.
 */
const PAGE_PATHS = {
  home: "/",
  services: "/services",
  residential: "/residential",
  commercial: "/commercial",
  ndis: "/ndis",
  about: "/about",
  gallery: "/gallery",
  beforeAfter: "/before-after",
  buildersHandover: "/builders-handover",
  contact: "/contact",
  blog: "/blog",
} as const satisfies Record<PageKey, string>

/** Every page with the page copy its heading and title come from. */
export const ROUTES = Object.entries(PAGE_PATHS).map(([key, path]) => ({ path, copy: pages[key as PageKey] }))

/** One article per blog/<slug>.md of the content (src/pages/blog/[slug].astro). */
export const ARTICLE_PATHS = readdirSync(`${FIXTURE_CONTENT}/blog`)
  .filter((file) => file.endsWith(".md"))
  .map((file) => `/blog/${file.replace(/\.md$/, "")}`)

export const ALL_PATHS = [...ROUTES.map((r) => r.path), ...ARTICLE_PATHS]

/**
 * The second build (playwright.config.ts): every optional setting on, and the owner's pages of its content's owner-pages/
 * (decision 020), which the site does not ship: `/every-section` has every section type, `/draft-page` is a draft.
 */
export const SECOND_BUILD_URL = `http://localhost:${process.env.E2E_ANALYTICS_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 1}`
export const OWNER_PAGE_PATH = "/every-section"

/** The third build (builds.ts, "build-estimate"): the tests' content with only the instant estimate switched on. */
export const ESTIMATE_BUILD_URL = `http://localhost:${process.env.E2E_ESTIMATE_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 17}`

/**
 * An Astro island by its component's name (the directive's `opts` carry it, also for default exports), once
 * hydrated: Astro removes the `ssr` attribute when React has rendered it.
 */
export function island(page: Page, component: string) {
  return page.locator(`${islandSelector(component)}:not([ssr])`)
}

/** The island's element whether or not it has hydrated yet (`[ssr]` while it is still its prerendered HTML). */
export function islandElement(page: Page, component: string) {
  return page.locator(islandSelector(component))
}

const islandSelector = (component: string) => `astro-island[opts*='"name":"${component}"']`

/** Waits until the island has hydrated: its trigger has fired, its code arrived and React rendered it. */
export async function waitForIsland(page: Page, component: string, timeout = 15_000) {
  await expect(island(page, component).first()).toBeAttached({ timeout })
}

/**
 * /before-after's list starts at the visitor's first move (decision 027): here, the pointer moves onto its top, which is
 * on screen at every width, without scrolling (a smooth scroll would move the sliders under a test's drag). On a wide
 * screen the list has started at load already, as a placeholder is on screen, and the first comparison may be gone
 * (an empty list).
 */
export async function startComparisons(page: Page) {
  const list = (await page.locator('[data-slot="before-after-list"]').boundingBox())!
  await page.mouse.move(list.x + list.width / 2, list.y + 40)
  await waitForIsland(page, "BeforeAfterList")
}

/**
 * This visitor has seen the chat helper's 15 s popup, which would otherwise rise over what a test looks at. Init
 * scripts run in every frame: one without storage (a blocked map's error page, an opaque origin) skips it, where the
 * uncaught error would count as the page's own.
 */
export const chatPopupSeen = (page: Page) =>
  page.addInitScript((key) => {
    try {
      window.sessionStorage.setItem(key, "1")
    } catch {
      // no storage in this frame
    }
  }, POPUP_SEEN_KEY)

/** The page as a crawler, reader mode or find-in-page sees it: the prerendered HTML, no script, at 1280 px unless told. */
export async function withoutScript(
  browser: Browser,
  baseURL: string | undefined,
  path: string,
  viewport = { width: 1280, height: 900 },
) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport })
  const page = await context.newPage()
  await page.goto(path)
  return { page, close: () => context.close() }
}

/**
 * Follows the page's requests from now on. Playwright's `networkidle` is not used: a third-party frame that fails
 * offline (the map, the quote form) at times held it for 11 s more, until the chat's timer island fetched its code.
 */
export function trackRequests(page: Page) {
  const pending = new Set<Request>()
  let lastChange = Date.now()
  const change = (request: Request, on: boolean) => {
    if (on) pending.add(request)
    else pending.delete(request)
    lastChange = Date.now()
  }
  page.on("request", (request) => change(request, true))
  page.on("requestfinished", (request) => change(request, false))
  page.on("requestfailed", (request) => change(request, false))
  return {
    inFlight: () => pending.size,
    /** How long no request has been on its way (0 while one is). */
    quietFor: () => (pending.size ? 0 : Date.now() - lastChange),
  }
}

export type Requests = ReturnType<typeof trackRequests>

/**
 * Waits until no request has been on its way for 300 ms: islands that started have rendered and asked for their data
 * (a hydration takes well under that), and the answers have come.
 */
export async function waitForQuiet(requests: Requests) {
  await expect
    .poll(requests.quietFor, { intervals: [50], message: "requests still on their way" })
    .toBeGreaterThanOrEqual(300)
}

/**
 * Scrolls down the page half a screen at a time, as a reader would, so every `client:visible` island comes into view
 * and starts, then waits until all of them have hydrated and drawn what their run-time data holds.
 */
/** Islands still prerendered that start as they come near the screen: `client:visible`, or `client:interaction` with
 * `inView` (NEAR_TAPPED, /before-after's list). */
export const STARTING_NEAR = 'astro-island[ssr]:is([client="visible"], [client="interaction"][opts*="inView"])'

export async function hydrateVisibleIslands(page: Page, requests: Requests) {
  await page.evaluate(async () => {
    // Each step lands at once (no smooth scrolling) and the loop reads the height again: the page grows as the bands
    // below are drawn (content-visibility, decision 012), so the first height is not the bottom.
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: "instant" })
      // A frame, then a moment for the observers. The 250 ms cap bounds each step: one full run hung here for the
      // test's whole 30 s, and a step that cannot end leaves no trace of which wait it was.
      await new Promise((resolve) => {
        requestAnimationFrame(() => setTimeout(resolve, 30))
        setTimeout(resolve, 250)
      })
    }
  })
  // On a loaded machine a step's frame can come after the 250 ms cap, so the page moves on before its observers have
  // seen an island: such an island is brought into view again, as a reader scrolling back would, until none is left.
  await expect
    .poll(
      () =>
        page.evaluate(async (starting) => {
          const waiting = [...document.querySelectorAll(starting)]
          // The island itself has no box (display: contents); its first child has.
          waiting[0]?.firstElementChild?.scrollIntoView({ block: "center", behavior: "instant" })
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)))
          return waiting.length
        }, STARTING_NEAR),
      { timeout: 15_000, message: "islands that start near the screen and did not once in view" },
    )
    .toBe(0)
  await waitForQuiet(requests)
}

/**
 * Holds the islands' code on its way until `release` is called: the page as a visitor has it before an island's
 * component and React arrive. The two files every page loads first (the page script and Astro's island runtime,
 * decision 026) pass: they are what listens for the visitor's first move.
 */
export async function holdScripts(page: Page) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route("**/_astro/*.js", async (route) => {
    if (!/\/_astro\/(?:islands|page)\.[\w.-]+\.js$/.test(new URL(route.request().url()).pathname)) await held
    await route.continue()
  })
  return release
}

/** The quote form's text boxes by their labels, keyed by the request's field names. */
export const QUOTE_FORM_LABELS = {
  name: "Your name",
  suburb: "Suburb",
  email: "Email",
  phone: "Phone",
  message: "Tell us about your space",
}

/** Fills the quote form with a valid request, a deep clean in Thurgoona, ready to send. */
export async function fillQuoteForm(form: Locator) {
  await form.getByLabel("Your name").fill("Sam Taylor")
  await form.getByLabel("Suburb").fill("Thurgoona")
  await form.getByLabel("Email").fill("sam@example.com")
  await form.getByLabel("Phone").fill("0491 570 156")
  await form.getByLabel("Service type").selectOption("deep")
  await form.getByLabel("Tell us about your space").fill("Three bedrooms, two bathrooms and a dog.")
}

/** Back to the top at once: the site scrolls smoothly, and a smooth trip up a long page takes Chromium 1 to 1.5 s. */
export const scrollToTop = (page: Page) => page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))

/**
 * The expanded state Chromium gives assistive technology for the control named `name` (undefined when it has none).
 * Platform widgets carry it with no ARIA attribute in the DOM: a `popovertarget` button, a `<details>`' summary.
 * Chromium brings its tree up to date after the page changes, in its own time: poll it (`expect.poll`).
 */
export async function expandedState(page: Page, name: string) {
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = await cdp.send("Accessibility.getFullAXTree")
  await cdp.detach()
  const states = nodes
    .filter((node) => !node.ignored && node.name?.value === name)
    .flatMap((node) => node.properties?.filter((property) => property.name === "expanded") ?? [])
  return states[0]?.value.value as boolean | undefined
}

/**
 * Clicks a control in a section that fades in once the fade has ended. Scrolling to it starts the
 * slide, and a click sent meanwhile lands where the control stood a moment before.
 */
export async function clickAfterFadeIn(control: Locator) {
  await control.scrollIntoViewIfNeeded()
  for (const fade of await control.locator("xpath=ancestor::*[@data-fade]").all()) {
    await expect(fade).toHaveAttribute("data-fade", "shown")
    await fade.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)))
  }
  await control.click()
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8")

/**
 * Ends the page's finite animations and transitions, over and over until two looks in a row find none: fades and
 * slide-ins (not endless spinners) jump to their end, including transitions a moment late to start (an observer's
 * report, a lazy widget mounting). Waiting for them instead can wait forever: a band scrolled out of view is skipped
 * (content-visibility), and its transitions stop there.
 */
async function finishAnimations(page: Page) {
  for (let settled = 0, rounds = 0; settled < 2 && rounds < 40; rounds++) {
    const running = await page.evaluate(() => {
      const finite = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === "running" && animation.effect?.getComputedTiming().endTime !== Infinity,
        )
      for (const animation of finite) animation.finish()
      return finite.length
    })
    settled = running ? 0 : settled + 1
    if (settled < 2) await page.waitForTimeout(50)
  }
}

/** axe-core's violations on the page as it is now, one readable line each. */
async function axeViolations(page: Page) {
  // evaluate() runs outside the page's CSP, unlike an injected <script>.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource)
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: unknown,
          ) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }>
        }
      }
    ).axe
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
      resultTypes: ["violations"],
    })
    return result.violations.map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
  })
}

/**
 * Runs axe-core (WCAG 2.x A/AA and best practices) on the finished frame and fails with a readable list of violations.
 * A transition that starts while axe runs (a band's colours as a late observer report changes them) can be measured
 * halfway: what axe finds is checked once more on a finished frame, and only what is still wrong there fails. A real
 * violation is found both times.
 */
export async function expectNoAxeViolations(page: Page, context = "") {
  await finishAnimations(page)
  let violations = await axeViolations(page)
  if (violations.length) {
    await finishAnimations(page)
    violations = await axeViolations(page)
  }
  expect(violations, `axe violations ${context}`).toEqual([])
}

/** Collects CSP violations and page errors so a test can assert the page ran cleanly. */
export function watchPageProblems(page: Page) {
  const problems: string[] = []
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`))
  page.on("console", (msg) => {
    if (
      msg.type() === "error" &&
      !/Failed to load resource: net::ERR_(NAME_NOT_RESOLVED|CONNECTION_REFUSED|INTERNET_DISCONNECTED|TIMED_OUT|ADDRESS_UNREACHABLE)/.test(
        msg.text(),
      )
    ) {
      problems.push(`console: ${msg.text()}`)
    }
  })
  return problems
}

/**
 * Opens a page on a paused fake clock: only runFor() moves time on, so islands with a timer (the chat helper's 13 s,
 * home's floating quote's 23 s) stay prerendered HTML until the test moves the clock or the visitor moves to them.
 * The clock carries on across a reload.
 */
export async function openOnPausedClock(page: Page, path: string) {
  await installPausedClock(page)
  await page.goto(path)
}

/**
 * The page's clock installed and paused at 09:00:01 on a Monday. Installed a minute before: an installed clock runs
 * with the wall clock until paused, and a pause in its past fails (clean-clone run 104 took over a second between the
 * two calls).
 */
export async function installPausedClock(page: Page) {
  await page.clock.install({ time: new Date("2026-03-02T08:59:01+11:00") })
  await page.clock.pauseAt(new Date("2026-03-02T09:00:01+11:00"))
}

/** Stops the page's running clock where it is: no wall clock from here, only the test's steps move it. */
export async function pauseClock(page: Page) {
  for (;;) {
    try {
      // A little ahead: the call takes real time to arrive, and a pause in the clock's past fails.
      return await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100)
    } catch (error) {
      if (!String(error).includes("to the past")) throw error
    }
  }
}

/** Moves the page's clock to `ms` after the page started (the site's timers count from there). */
export async function runUntil(page: Page, ms: number) {
  const now = await page.evaluate(() => performance.now())
  expect(now, "the page's clock is already past that").toBeLessThan(ms)
  await page.clock.runFor(ms - now)
}

/**
 * A timer that fired while React was still rendering, or a lazy part revealed through Suspense, waits on the (fake)
 * timers again: step the clock until the locator shows.
 */
export async function advanceUntilVisible(page: Page, locator: Locator) {
  await expect(async () => {
    await page.clock.runFor(100)
    await expect(locator).toBeVisible({ timeout: 250 })
  }).toPass()
}

/** A photo whose file fails, and how the page under test is opened. */
type BrokenPhoto = { page: Page; file: string; alt: string; open: () => Promise<unknown> }

const PLACEHOLDER = "/images/placeholder.jpg"

/**
 * The photo fails and so does the placeholder: the photo shows the placeholder, marked, and the placeholder is asked
 * for once, never again (a failed photo is replaced once).
 */
export async function expectPlaceholderOnce({ page, file, alt, open }: BrokenPhoto) {
  const placeholderRequests: string[] = []
  await page.route(file, (route) => route.fulfill({ status: 404, body: "" }))
  await page.route(`**${PLACEHOLDER}`, (route) => {
    placeholderRequests.push(route.request().url())
    return route.fulfill({ status: 404, body: "" })
  })
  await open()
  const photo = page.getByAltText(alt)
  await expect(photo).toHaveAttribute("src", PLACEHOLDER)
  await expect(photo).toHaveAttribute("data-fallback", "")
  // The placeholder has failed too (its error event, where a second try would start, has been handled), and a frame
  // later nothing asked for it again.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete)).toBe(true)
  await photo.evaluate(async () => {
    for (let i = 0; i < 2; i++) await new Promise(requestAnimationFrame)
  })
  expect(placeholderRequests).toHaveLength(1)
  await expect(photo).toHaveAttribute("src", PLACEHOLDER)
}

/** The photo fails: the real placeholder loads in its place. Returns the photo for further checks. */
export async function expectRealPlaceholder({ page, file, alt, open }: BrokenPhoto) {
  await page.route(file, (route) => route.fulfill({ status: 404, body: "" }))
  await open()
  const photo = page.getByAltText(alt)
  await expect(photo).toHaveAttribute("src", PLACEHOLDER)
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
  return photo
}

/**
 * A page's HTML as served, parsed without a browser (happy-dom, the unit tests' DOM) into an inert template: nothing
 * in it runs or loads. Prerendered markup checked from a request, not a page visit.
 */
export function servedDocument(html: string) {
  const template = new Window().document.createElement("template")
  template.innerHTML = html
  return template.content
}
