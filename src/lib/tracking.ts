// What markup and islands tell analytics. It never imports analytics.ts, the page's own script (decisions 012, 026).
import { PACKAGE_IDS, type PackageId } from "../../common/services.ts"

/** Each home package's quote button: "package_deep". */
const packageLocations = PACKAGE_IDS.map((id) => `package_${id}` as const) as readonly `package_${PackageId}`[]

export const QUOTE_CLICK_LOCATIONS = [
  "navbar",
  "mobile_navbar",
  "hero_primary",
  ...packageLocations,
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
  "owner_page",
  "instant_estimate",
] as const

export type QuoteClickLocation = (typeof QUOTE_CLICK_LOCATIONS)[number]

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

export const TRACK_EVENT = "site:track"

/** An instant estimate carried to the quote form (decision 024), with its total in AUD. */
export type EstimateEvent = { kind: "estimate"; value: number }

export function track(link: TrackedLink | EstimateEvent) {
  window.dispatchEvent(new CustomEvent(TRACK_EVENT, { detail: link }))
}
