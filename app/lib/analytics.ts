/**
 * The one call site for tracking (SPEC section 7). Events go to the page-analytics tag only when it
 * is present on the page; otherwise every call is a safe no-op.
 */
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
export type ContactLocation = string

type Gtag = (command: "event", name: string, params: Record<string, unknown>) => void

function gtag(): Gtag | undefined {
  if (typeof window === "undefined") return undefined
  const fn = (window as unknown as { gtag?: unknown }).gtag
  return typeof fn === "function" ? (fn as Gtag) : undefined
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
