/**
 * The GA4 and Microsoft Clarity tags, loaded by `startAnalytics()` in analytics.ts only when an id
 * is configured. Both are script elements created from code (no inline script: the CSP hashes only
 * the build's own), added once the page has fired `load` and the browser is idle, so they cost the
 * first screen nothing.
 */
import type { AnalyticsIds } from "./analytics"

type Queue = ((...args: unknown[]) => void) & { q?: unknown[] }
type TagWindow = Window & { dataLayer?: unknown[]; gtag?: Queue; clarity?: Queue }

export const GTAG_SCRIPT_URL = "https://www.googletagmanager.com/gtag/js"
export const CLARITY_SCRIPT_URL = "https://www.clarity.ms/tag/"

/** Runs `task` once the page has fired `load` and the main thread is idle (or 2 s later at most). */
export function afterPageSettles(task: () => void, win: Window) {
  const whenIdle = () =>
    typeof win.requestIdleCallback === "function"
      ? win.requestIdleCallback(task, { timeout: 2000 })
      : win.setTimeout(task, 1)
  if (win.document.readyState === "complete") whenIdle()
  else win.addEventListener("load", whenIdle, { once: true })
}

function addScript(doc: Document, src: string) {
  const script = doc.createElement("script")
  script.async = true
  script.src = src
  doc.head.appendChild(script)
}

/**
 * Defines the gtag() and clarity() queues at once (so an event from an early click waits in
 * dataLayer), then adds the tag scripts after the page settles.
 */
export function loadTags({ gaMeasurementId, clarityProjectId }: AnalyticsIds, win: Window) {
  const w = win as TagWindow
  if (gaMeasurementId) {
    w.dataLayer = w.dataLayer ?? []
    // gtag.js reads the `arguments` objects themselves from dataLayer, not arrays (Google's snippet).
    w.gtag = function queueGtag() {
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments)
    }
    w.gtag("js", new Date())
    w.gtag("config", gaMeasurementId)
  }
  if (clarityProjectId && !w.clarity) {
    const clarity: Queue = function queueClarity() {
      // eslint-disable-next-line prefer-rest-params
      ;(clarity.q = clarity.q ?? []).push(arguments)
    }
    w.clarity = clarity
  }
  afterPageSettles(() => {
    if (gaMeasurementId) addScript(win.document, `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(gaMeasurementId)}`)
    if (clarityProjectId) addScript(win.document, `${CLARITY_SCRIPT_URL}${encodeURIComponent(clarityProjectId)}`)
  }, win)
}
