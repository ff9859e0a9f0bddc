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
 */
import { loadTags } from "./analytics-tags"
import { env } from "./env"

export const QUOTE_CLICK_LOCATIONS = [
  "navbar",
  "mobile_navbar",
  "hero_primary",
  "package_general",
  "package_deep",
  "package_move-prep",
  "social_proof",
  "sticky_button",
  "floating_popup",
  "final_form",
  "chat_popup",
  "chat_window",
  "services_page",
  "residential_page",
  "commercial_page",
  "ndis_page",
  "builders_handover_page",
  "contact_page",
  "blog_article",
  "footer",
  "premium_residential",
  "premium_post_construction",
  "home_ndis",
] as const

export type QuoteClickLocation = (typeof QUOTE_CLICK_LOCATIONS)[number]

export type AnalyticsIds = { gaMeasurementId?: string; clarityProjectId?: string }

export const ANALYTICS_DISABLED_WARNING = "Analytics off: GA_MEASUREMENT_ID and CLARITY_PROJECT_ID are not set."

let started = false

/**
 * Sets up the configured tags once per page. The ids come from env.ts, not the site config: this module is part of the
 * script every page runs, which stays one small file (astro.config.ts, decision 012).
 */
export function startAnalytics(
  ids: AnalyticsIds = { gaMeasurementId: env.gaMeasurementId, clarityProjectId: env.clarityProjectId },
) {
  if (started || typeof window === "undefined") return
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

/** Marks a link whose clicks are counted: a quote button, or a phone or e-mail link with its label. */
export type TrackedLink =
  { kind: "quote"; location: QuoteClickLocation } | { kind: "call" | "email"; location: string; label: string }

export function trackingAttributes(link: TrackedLink) {
  return {
    "data-track": link.kind,
    "data-track-location": link.location,
    "data-track-label": link.kind === "quote" ? undefined : link.label,
  }
}

/**
 * One listener for every tracked link (trackingAttributes), also those in parts of the page that
 * stay prerendered HTML (components/ui/island.tsx). Capturing on window sees the click first.
 */
export function trackLinkClicks(target: Window = window) {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-track]") : null
    if (!link) return
    const { track, trackLocation = "", trackLabel = "" } = link.dataset
    if (track === "quote") trackQuoteClick(trackLocation as QuoteClickLocation)
    else if (track === "call" || track === "email") trackContactClick(track, trackLabel, trackLocation)
  }
  target.addEventListener("click", onClick, true)
  return () => target.removeEventListener("click", onClick, true)
}
