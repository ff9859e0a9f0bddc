/**
 * The owner's app in the e2e specs (issue 76): a full Chromium, which shows notifications (the headless shell refuses
 * them), a push delivered to the inbox's worker through Chromium's DevTools protocol as a push service would, and the
 * notifications the worker shows.
 */
import { chromium, expect, type BrowserContext, type Page } from "@playwright/test"

import { BROWSER_ARGS, findNotifyingBrowser } from "../../scripts/lib/browser"

export function notifyingBrowser() {
  const path = findNotifyingBrowser()
  if (!path) throw new Error("The notifications need a full Chromium (Debian: apt-get install chromium).")
  return chromium.launch({ executablePath: path, args: BROWSER_ARGS })
}

/** The inbox's worker, once it is active and controls the page; its scope. */
export async function controlled(page: Page, site: string) {
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)
  await page.reload()
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL))
    .toBe(`${site}/admin/leads-worker.js`)
  return scope
}

/** Delivers a push's data to the worker of `site`'s /admin/ as the browser hands it one, through the DevTools protocol. */
export async function pusher(context: BrowserContext, page: Page, site: string) {
  const cdp = await context.newCDPSession(page)
  const registrations: { registrationId: string; scopeURL: string }[] = []
  cdp.on("ServiceWorker.workerRegistrationUpdated", (event) => registrations.push(...event.registrations))
  await cdp.send("ServiceWorker.enable")
  await expect.poll(() => registrations.find((one) => one.scopeURL === `${site}/admin/`)).toBeTruthy()
  const { registrationId } = registrations.find((one) => one.scopeURL === `${site}/admin/`)!
  return (data: string) => cdp.send("ServiceWorker.deliverPushMessage", { origin: site, registrationId, data })
}

/** The notifications shown, "title: body", in no order of their own. */
export const shown = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((one) => `${one.title}: ${one.body}`).sort(),
  )

/**
 * Pushes `data` until `want` notifications show (of those `among` picks); the poll of their count. The browser starts
 * the worker for a push if it had stopped it: seconds on a loaded machine, where a clean-clone run, stop 91's CI and
 * clean-clone run 92 each saw a push come to nothing. A push service delivers again what the browser has not taken,
 * and a notification's tag (its lead, or one for every push that is no alert) makes a second delivery replace the
 * first: so does this until the push is shown. Give the test `test.slow()`.
 */
export const delivered = (
  page: Page,
  push: (data: string) => Promise<unknown>,
  data: string,
  want: number,
  among?: (one: string) => boolean,
) =>
  expect.poll(
    async () => {
      const now = (await shown(page)).filter(among ?? Boolean).length
      if (now < want) await push(data)
      return now
    },
    { timeout: 40_000, intervals: [100, 5_000] },
  )
