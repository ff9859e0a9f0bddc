/**
 * The GA4 and Microsoft Clarity tags: script elements created from code (the CSP hashes only the
 * build's own inline scripts), added once the page has loaded and the browser is idle.
 */
import type { AnalyticsIds } from "./analytics"

type Queue = ((...args: unknown[]) => void) & { q?: unknown[] }
type TagWindow = Window & { dataLayer?: unknown[]; gtag?: Queue; clarity?: Queue }

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
  const addTags = () => {
    const sources = [
      gaMeasurementId && `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaMeasurementId)}`,
      clarityProjectId && `https://www.clarity.ms/tag/${encodeURIComponent(clarityProjectId)}`,
    ]
    for (const src of sources)
      if (src) win.document.head.appendChild(Object.assign(win.document.createElement("script"), { async: true, src }))
  }
  // Once the page has fired `load` and the main thread is idle (or 2 s later at most).
  const whenIdle = () =>
    typeof win.requestIdleCallback === "function"
      ? win.requestIdleCallback(addTags, { timeout: 2000 })
      : win.setTimeout(addTags, 1)
  if (win.document.readyState === "complete") whenIdle()
  else win.addEventListener("load", whenIdle, { once: true })
}
