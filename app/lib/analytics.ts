/**
 * The one call site for tracking (SPEC section 7). `startAnalytics()` (called once from root.tsx)
 * loads the Google Analytics 4 tag and Microsoft Clarity, each only when its id is configured
 * (GA_MEASUREMENT_ID, CLARITY_PROJECT_ID at build time), and only after the page has loaded and the
 * browser is idle, so neither costs the first screen anything. Without ids it warns once and every
 * call below is a safe no-op. The tags are script elements created from code: the CSP hashes only
 * the build's own inline scripts, and server/headers.ts admits the tags' origins only when their ids
 * are set.
 *
 * Events (GA4 recommended shape: snake_case names, flat parameters):
 * - quote_click { location }                 every QuoteLink except the navbar ones
 * - quote_form_submit { location }           navbar / mobile_navbar quote buttons, then
 *   quote_submission { location, currency: "AUD", value: 1 }   the conversion; mark it as a key event
 *                                            in GA4 (an Ads conversion would add a send_to id here)
 * - call_click / email_click { label, location }   PhoneLink / EmailLink
 */
import { siteConfig } from "~/site.config"

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
] as const

export type QuoteClickLocation = (typeof QUOTE_CLICK_LOCATIONS)[number]
export type ContactLocation = string

type Gtag = (...args: unknown[]) => void
type TagWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag; clarity?: Gtag & { q?: unknown[] } }

export type AnalyticsIds = { gaMeasurementId?: string; clarityProjectId?: string }

export const GTAG_SCRIPT_URL = "https://www.googletagmanager.com/gtag/js"
export const CLARITY_SCRIPT_URL = "https://www.clarity.ms/tag/"
export const ANALYTICS_DISABLED_WARNING =
  "Analytics disabled: set GA_MEASUREMENT_ID and CLARITY_PROJECT_ID at build time to enable the GA4 and Clarity tags."

let started = false

function gtag(): Gtag | undefined {
  if (typeof window === "undefined") return undefined
  const fn = (window as TagWindow).gtag
  return typeof fn === "function" ? fn : undefined
}

function addScript(doc: Document, src: string) {
  const script = doc.createElement("script")
  script.async = true
  script.src = src
  doc.head.appendChild(script)
}

/** Runs `task` once the page has fired `load` and the main thread is idle (or 2 s later at most). */
export function afterPageSettles(task: () => void, win: Window = window) {
  const whenIdle = () =>
    typeof win.requestIdleCallback === "function" ? win.requestIdleCallback(task, { timeout: 2000 }) : win.setTimeout(task, 1)
  if (win.document.readyState === "complete") whenIdle()
  else win.addEventListener("load", whenIdle, { once: true })
}

/**
 * Sets up the configured tags once per page. The gtag() and clarity() queues exist at once, so an
 * event from an early click waits in dataLayer; the tag scripts themselves load after the page settles.
 */
export function startAnalytics(ids: AnalyticsIds = siteConfig.analytics, win: Window = window) {
  if (started) return
  started = true
  const { gaMeasurementId, clarityProjectId } = ids
  if (!gaMeasurementId && !clarityProjectId) {
    console.warn(ANALYTICS_DISABLED_WARNING)
    return
  }
  const w = win as TagWindow
  const doc = win.document
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
  if (clarityProjectId) {
    const queue: Gtag & { q?: unknown[] } = function clarity() {
      // eslint-disable-next-line prefer-rest-params
      ;(queue.q = queue.q ?? []).push(arguments)
    }
    w.clarity = w.clarity ?? queue
  }
  afterPageSettles(() => {
    if (gaMeasurementId) addScript(doc, `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(gaMeasurementId)}`)
    if (clarityProjectId) addScript(doc, `${CLARITY_SCRIPT_URL}${encodeURIComponent(clarityProjectId)}`)
  }, win)
}

/** Test hook: lets a unit test start the module again with other ids. */
export function resetAnalyticsForTests() {
  started = false
}

export function trackEvent(name: string, params: Record<string, unknown> = {}) {
  try {
    gtag()?.("event", name, params)
  } catch {
    // A broken or blocked tag must never break a click.
  }
}

/** Navbar and mobile-menu quote buttons: the submission event, then the AUD conversion. */
export function trackQuoteFormSubmit(location: "navbar" | "mobile_navbar") {
  trackEvent("quote_form_submit", { location })
  trackEvent("quote_submission", { location, currency: "AUD", value: 1 })
}

export function trackQuoteClick(location: QuoteClickLocation) {
  if (location === "navbar" || location === "mobile_navbar") return trackQuoteFormSubmit(location)
  trackEvent("quote_click", { location })
}

export function trackCallClick(label: string, location: ContactLocation) {
  trackEvent("call_click", { label, location })
}

export function trackEmailClick(label: string, location: ContactLocation) {
  trackEvent("email_click", { label, location })
}
