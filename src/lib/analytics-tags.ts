import type { AnalyticsIds } from "./analytics"

type Queue = ((...args: unknown[]) => void) & { q?: unknown[] }
type TagWindow = Window & { dataLayer?: unknown[]; gtag?: Queue; clarity?: Queue }

/**
 * The GA4 and Microsoft Clarity tags. Their gtag() and clarity() queues are defined at once (so an
 * event from an early click waits in dataLayer); their scripts, created from code (the CSP hashes
 * only the build's own inline scripts), are added once the page has loaded and the browser is idle.
 */
export function loadTags({ gaMeasurementId, clarityProjectId }: AnalyticsIds) {
  const w = window as TagWindow
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
      if (src) document.head.appendChild(Object.assign(document.createElement("script"), { async: true, src }))
  }
  // Safari has no requestIdleCallback: there the tags follow the load event at once.
  const addWhenIdle = () =>
    typeof window.requestIdleCallback === "function"
      ? window.requestIdleCallback(addTags, { timeout: 2000 })
      : window.setTimeout(addTags, 1)
  if (document.readyState === "complete") addWhenIdle()
  else window.addEventListener("load", addWhenIdle, { once: true })
}
