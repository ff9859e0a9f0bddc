/**
 * How the instant estimate's choice reaches the home quote form (decision 024): kept in sessionStorage, so it
 * survives the way from an added page to home and waits for a form that has not started yet, and announced with an
 * event for a form that has. The form takes it once.
 */
export type EstimateHandoff = {
  serviceType: string
  /** The one-line summary: the form's message, and the lead's own `estimate` field. */
  summary: string
}

const KEY = "instant-estimate"
export const HANDOFF_EVENT = "site:estimate"

export function handOver(handoff: EstimateHandoff) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(handoff))
  } catch {
    // Storage refused (a private window's quota): a form on this page still gets the event.
  }
  window.dispatchEvent(new CustomEvent(HANDOFF_EVENT, { detail: handoff }))
}

/** The choice handed over and not yet taken, removed as it is read. */
export function takeHandoff(): EstimateHandoff | undefined {
  if (typeof sessionStorage === "undefined") return undefined
  try {
    const stored = sessionStorage.getItem(KEY)
    sessionStorage.removeItem(KEY)
    const handoff = stored ? (JSON.parse(stored) as Partial<EstimateHandoff>) : undefined
    return typeof handoff?.serviceType === "string" && typeof handoff.summary === "string"
      ? { serviceType: handoff.serviceType, summary: handoff.summary }
      : undefined
  } catch {
    return undefined
  }
}

/**
 * Goes to a band of this page by its address (#id): with a target in the address every band is drawn (app.css,
 * drawn-when-near), so the scroll lands on it rather than on estimated heights. Focus moves to `focus` inside it.
 */
export function goToBand(id: string, focus: string) {
  const band = document.getElementById(id)
  if (window.location.hash === `#${id}`) band?.scrollIntoView({ block: "start" })
  else window.location.hash = id
  // After the move to the address, which leaves focus where it was.
  band?.querySelector<HTMLElement>(focus)?.focus({ preventScroll: true })
}
