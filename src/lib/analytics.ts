// The one call site for tracking (events in GA4's recommended shape; mark quote_submission as a key event in GA4).
// With neither GA_MEASUREMENT_ID nor CLARITY_PROJECT_ID it warns once and does nothing (CSP: integration/headers.ts).
import type { EstimateEvent, TrackedLink, TRACK_EVENT as TrackEventName } from "./tracking"

// tracking.ts's name, written again: a run-time import would make this script share a file with the islands.
const TRACK_EVENT: typeof TrackEventName = "site:track"

type AnalyticsIds = { gaMeasurementId?: string; clarityProjectId?: string }
type Queue = ((...args: unknown[]) => void) & { q?: unknown[] }
type TagWindow = Window & { dataLayer?: unknown[]; gtag?: Queue; clarity?: Queue }

export const ANALYTICS_DISABLED_WARNING = "Analytics off: GA_MEASUREMENT_ID and CLARITY_PROJECT_ID are not set."

// The queues are defined at once, so an early click's event waits in them; the scripts are created from code (the CSP
// hashes only the build's own inline scripts) once the page has loaded and the browser is idle.
function loadTags({ gaMeasurementId, clarityProjectId }: AnalyticsIds) {
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

let started = false

/** Sets up the configured tags once per page: layouts/page.astro writes their ids on `<body>`. */
export function startAnalytics(ids: AnalyticsIds = document.body.dataset) {
  if (started) return
  started = true
  if (!ids.gaMeasurementId && !ids.clarityProjectId) console.warn(ANALYTICS_DISABLED_WARNING)
  else loadTags(ids)
}

function trackEvent(name: string, params: Record<string, unknown>) {
  try {
    const { gtag } = window as { gtag?: unknown }
    if (typeof gtag === "function") gtag("event", name, params)
  } catch {
    // A broken or blocked tag must never break a click.
  }
}

/** Every `data-track` link, islands or prerendered HTML, and every `track()`; capturing on window sees clicks first. */
export function trackLinkClicks(target: Window = window) {
  type Recorded = { kind?: string; location?: string; label?: string; value?: number }
  const record = ({ kind, location = "", label = "", value }: Recorded) => {
    if (kind === "estimate") trackEvent("estimate_complete", { currency: "AUD", value })
    else if (kind === "call" || kind === "email") trackEvent(`${kind}_click`, { label, location })
    else if (kind !== "quote") return
    else if (location !== "navbar" && location !== "mobile_navbar") trackEvent("quote_click", { location })
    else {
      trackEvent("quote_form_submit", { location })
      trackEvent("quote_submission", { location, currency: "AUD", value: 1 })
    }
  }
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-track]") : null
    if (!link) return
    const { track, trackLocation, trackLabel } = link.dataset
    record({ kind: track, location: trackLocation, label: trackLabel })
  }
  const onTrack = (event: Event) => record((event as CustomEvent<TrackedLink | EstimateEvent>).detail)
  target.addEventListener("click", onClick, true)
  target.addEventListener(TRACK_EVENT, onTrack)
  return () => {
    target.removeEventListener("click", onClick, true)
    target.removeEventListener(TRACK_EVENT, onTrack)
  }
}
