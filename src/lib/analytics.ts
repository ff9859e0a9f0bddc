/**
 * The one call site for tracking (SPEC section 7). Without GA_MEASUREMENT_ID / CLARITY_PROJECT_ID
 * it warns once and every call is a safe no-op; server/headers.ts admits the tags in the CSP.
 *
 * Events (GA4 recommended shape: snake_case names, flat parameters):
 * - quote_click { location }                 every QuoteLink except the navbar ones
 * - quote_form_submit { location }           navbar / mobile_navbar quote buttons, then
 *   quote_submission { location, currency: "AUD", value: 1 }   the conversion; mark it as a key event
 *                                            in GA4 (an Ads conversion would add a send_to id here)
 * - call_click / email_click { label, location }   PhoneLink / EmailLink
 * Links carry their event in `data-track` attributes and islands report with `track()` (both from tracking.ts).
 */
import { loadTags } from "./analytics-tags"
import type { QuoteClickLocation, TrackedLink, TRACK_EVENT as TrackEventName } from "./tracking"

// tracking.ts's name, written again: a run-time import would make this script share a file with the islands.
const TRACK_EVENT: typeof TrackEventName = "site:track"

export type AnalyticsIds = { gaMeasurementId?: string; clarityProjectId?: string }

export const ANALYTICS_DISABLED_WARNING = "Analytics off: GA_MEASUREMENT_ID and CLARITY_PROJECT_ID are not set."

let started = false

/** Sets up the configured tags once per page: layouts/page.astro writes their ids on `<body>`. */
export function startAnalytics(ids: AnalyticsIds = document.body.dataset) {
  if (started) return
  started = true
  if (!ids.gaMeasurementId && !ids.clarityProjectId) {
    console.warn(ANALYTICS_DISABLED_WARNING)
    return
  }
  // Offline or blocked, the tags' scripts fail to load: the site works the same without them.
  loadTags(ids)
}

export function resetAnalyticsForTests() {
  started = false
}

function trackEvent(name: string, params: Record<string, unknown>) {
  try {
    const { gtag } = window as { gtag?: unknown }
    if (typeof gtag === "function") gtag("event", name, params)
  } catch {
    // A broken or blocked tag must never break a click.
  }
}

export function trackQuoteClick(location: QuoteClickLocation) {
  if (location !== "navbar" && location !== "mobile_navbar") return trackEvent("quote_click", { location })
  trackEvent("quote_form_submit", { location })
  trackEvent("quote_submission", { location, currency: "AUD", value: 1 })
}

export function trackContactClick(kind: "call" | "email", label: string, location: string) {
  trackEvent(`${kind}_click`, { label, location })
}

/**
 * One listener for every tracked link (tracking.ts's `trackingAttributes`), also in parts of the page that stay
 * prerendered HTML, and one for what islands report with `track()`. Capturing on window sees the click first.
 */
export function trackLinkClicks(target: Window = window) {
  const record = ({ kind, location = "", label = "" }: { kind?: string; location?: string; label?: string }) => {
    if (kind === "quote") trackQuoteClick(location as QuoteClickLocation)
    else if (kind === "call" || kind === "email") trackContactClick(kind, label, location)
  }
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-track]") : null
    if (!link) return
    const { track, trackLocation, trackLabel } = link.dataset
    record({ kind: track, location: trackLocation, label: trackLabel })
  }
  const onTrack = (event: Event) => record((event as CustomEvent<TrackedLink>).detail)
  target.addEventListener("click", onClick, true)
  target.addEventListener(TRACK_EVENT, onTrack)
  return () => {
    target.removeEventListener("click", onClick, true)
    target.removeEventListener(TRACK_EVENT, onTrack)
  }
}
