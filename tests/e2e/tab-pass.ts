import { expect, type Browser, type Page } from "@playwright/test"

import {
  chatPopupSeen,
  hydrateVisibleIslands,
  STARTING_NEAR,
  trackRequests,
  waitForQuiet,
  withoutScript,
  type Requests,
} from "./support"

type Described = Window & { describeControl: (el: Element) => string }

/**
 * Names each control as a visitor meets it (element, accessible text, target), in the page itself. A control named by
 * another element (a tab panel by its tab) is described by that name, so it reads the same before and after its
 * island draws what its run-time data holds.
 */
function installDescribe() {
  ;(window as unknown as Described).describeControl = (el) => {
    const labelledBy = el
      .getAttribute("aria-labelledby")
      ?.split(" ")
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" ")
    const text = (el.getAttribute("aria-label") ?? labelledBy ?? el.textContent ?? "")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 40)
    return `${el.tagName} ${text} ${el.getAttribute("href") ?? ""}`
  }
}

/** Every control in the page's sections that Tab could reach now: visible and in the tab order. */
function sectionControls(page: Page) {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        "main section :is(a[href], button:not([disabled]), input:not([type=hidden]):not([hidden]), select, textarea, summary, [tabindex])",
      ),
    ]
      .filter((el) => el.tabIndex >= 0 && !el.closest("[inert], [aria-hidden=true]") && el.checkVisibility())
      // The quote prompt floats in 25 s after the page starts, wherever focus is (decision 038): a slow pass meets it,
      // a fast one does not. Its keyboard use is home-quote.spec.ts's.
      .filter((el) => !el.closest('[data-slot="quote-prompt"]'))
      // Drawn only where scripts are off, in place of a control the running page has (the estimate's request link).
      .filter((el) => !el.hasAttribute("data-scripts-off"))
      // A radio group is one Tab stop, its chosen radio; arrow keys choose another.
      .filter(
        (el) =>
          !(el instanceof HTMLInputElement && el.type === "radio" && !el.checked) ||
          !(el.form ?? document).querySelector(`input[type="radio"][name="${el.name}"]:checked`),
      )
      // A group that hands focus to one of its items (Radix tab lists) is reached as that item.
      .filter((el) => {
        el.focus({ preventScroll: true })
        return document.activeElement === el
      })
      .map((el) => (window as unknown as Described).describeControl(el)),
  )
}

/**
 * The page's h2s but the quote prompt's: a floating card the site never prerenders (it shifts nothing), shown 25 s
 * after the page starts (decision 038).
 */
export const sectionHeadings = (page: Page) =>
  page.locator('main h2:not([data-slot="quote-prompt"] h2)').allTextContents()

/**
 * The page's prerendered HTML as served, read with scripts off so no island has run: its controls, and its h2s (what
 * a crawler, reader mode or find-in-page sees).
 */
export async function readPrerendered(browser: Browser, baseURL: string | undefined, path: string) {
  const { page, close } = await withoutScript(browser, baseURL, path)
  // The page's scripts are off (init scripts too); Playwright's evaluate still runs.
  await page.evaluate(installDescribe)
  const controls = await sectionControls(page)
  const h2s = await sectionHeadings(page)
  await close()
  return { controls, h2s }
}

/**
 * Presses Tab and names the control focus lands on: "END" when it leaves the page, "FOOTER" in the footer, "" outside
 * the page's sections. Given `inFlight`, first waits for what a keyboard visitor waits for: focus scrolls its control
 * into view, so a `client:visible` island that has come into view hydrates, fetches its run-time data and
 * starts its carousels. Settled when the page has stood still for a few frames (the observers report by then), no
 * island in view is still prerendered HTML, every running carousel is ready and no request is on its way. A page has
 * up to a hundred Tab stops, so the wait and the reading are one round trip to the page.
 */
async function tab(page: Page, inFlight?: () => number) {
  await page.keyboard.press("Tab")
  for (;;) {
    const reached = await page.evaluate(
      async ([settle, starting]) => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
        const inView = (el: Element) => {
          const box = el.getBoundingClientRect()
          return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth
        }
        const ready = () =>
          ![...document.querySelectorAll(starting)].some((island) => [...island.children].some(inView)) &&
          [...document.querySelectorAll('astro-island:not([ssr]) [data-slot="carousel"]')].every(
            (carousel) => carousel.getAttribute("data-ready") === "true",
          )
        for (let still = 0, last = NaN, frames = 0; settle && (still < 3 || !ready()); frames++) {
          if (frames > 900) throw new Error("an island in view did not start, or a carousel never got ready")
          await frame()
          still = window.scrollY === last ? still + 1 : 0
          last = window.scrollY
        }
        const el = document.activeElement
        if (!el || el === document.body) return "END"
        if (el.closest("footer")) return "FOOTER"
        return el.closest("main section") ? (window as unknown as Described).describeControl(el) : ""
      },
      [Boolean(inFlight), STARTING_NEAR] as const,
    )
    if (!inFlight || inFlight() === 0) return reached
    // A run-time read is on its way: once answered, what it holds may start a carousel, so settle again.
    await expect.poll(inFlight, { message: "requests still on their way" }).toBe(0)
  }
}

/** Tabs from where focus is until it leaves the page's sections for the footer; returns the controls met. */
async function tabPass(page: Page, inFlight?: () => number) {
  const reached = new Set<string>()
  for (let i = 0; i < 500; i++) {
    const control = await tab(page, inFlight)
    if (control === "END" || control === "FOOTER") break
    if (control) reached.add(control)
  }
  return reached
}

/**
 * Opens `path` for a keyboard visitor: the chat popup, which would take focus by itself after 15 s, already seen, and
 * controls named as tabPass names them. Waits until the page's first requests are answered.
 */
export async function openForKeyboard(page: Page, path: string) {
  const requests = trackRequests(page)
  await chatPopupSeen(page)
  await page.addInitScript(installDescribe)
  await page.goto(path)
  await waitForQuiet(requests)
  return requests
}

/**
 * The keyboard bar on one page (decision 011), on a page opened with openForKeyboard and not yet scrolled: from the
 * top, Tab alone reaches every control of the page's prerendered HTML on the first pass, every control there is once
 * every island runs, and no control an island draws comes too late for the first pass. Leaves every island running.
 */
export async function expectFirstTabPassReachesEveryControl(page: Page, requests: Requests, prerendered: string[]) {
  expect(prerendered.length).toBeGreaterThan(0)
  // Focus brings its control into view at once, as under reduced motion. The site scrolls smoothly otherwise, and
  // every Tab would wait about 130 ms for the page to stand still: what is checked below does not change.
  await page.evaluate(() => (document.documentElement.style.scrollBehavior = "auto"))

  // A keyboard visitor from the top, scrolling only as focus moves: islands hydrate as they come into view.
  const firstPass = await tabPass(page, requests.inFlight)
  expect(
    prerendered.filter((control) => !firstPass.has(control)),
    "controls of the prerendered HTML the first Tab pass missed",
  ).toEqual([])

  // Every island running and every carousel started: a Tab pass from the top reaches every control there is now.
  await hydrateVisibleIslands(page, requests)
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-slot="carousel"]')].every((c) => c.getAttribute("data-ready") === "true"),
  )
  const controls = await sectionControls(page)
  await page.evaluate(() => {
    window.scrollTo({ top: 0, behavior: "instant" })
    document.querySelector<HTMLElement>("main")!.focus({ preventScroll: true })
  })
  const secondPass = await tabPass(page)
  expect(controls.filter((control) => !secondPass.has(control))).toEqual([])

  // Controls that exist only once an island runs (drawn from run-time data, or enabled by their script) are there
  // before focus reaches them: islands start 600 px early (src/lib/islands.ts).
  expect(
    [...new Set(controls.filter((control) => !firstPass.has(control)))],
    "controls the first Tab pass missed because their island had not drawn them yet",
  ).toEqual([])
}
