// The estimate's choice for the quote form (decision 024): kept in sessionStorage, and an event for a running form.
export type EstimateHandoff = {
  serviceType: string
  /** The one-line summary: the form's message, and the lead's own `estimate` field. */
  summary: string
}

const KEY = "instant-estimate"
export const HANDOFF_EVENT = "site:estimate"

export function handOver(handoff: EstimateHandoff) {
  // A form that has not started reads its fields as it starts (use-quote-form.ts's readDraft).
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-slot="quote-form"]')) {
    const { serviceType, message } = form.elements as unknown as Record<string, HTMLInputElement | undefined>
    if (serviceType) serviceType.value = handoff.serviceType
    if (message) message.value = handoff.summary
  }
  try {
    sessionStorage.setItem(KEY, JSON.stringify(handoff))
  } catch {
    // Storage refused (a private window's quota): a form on this page still gets the event.
  }
  window.dispatchEvent(new CustomEvent(HANDOFF_EVENT, { detail: handoff }))
}

export function readHandoff(): EstimateHandoff | undefined {
  if (typeof sessionStorage === "undefined") return undefined
  try {
    const stored = sessionStorage.getItem(KEY)
    const handoff = stored ? (JSON.parse(stored) as Partial<EstimateHandoff>) : undefined
    return typeof handoff?.serviceType === "string" && typeof handoff.summary === "string"
      ? { serviceType: handoff.serviceType, summary: handoff.summary }
      : undefined
  } catch {
    return undefined
  }
}

export function forgetHandoff() {
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    // Storage refused: nothing was kept either.
  }
}

/**
 * Goes to a band by its address (#id): with a target in the address every band is drawn (app.css, drawn-when-near), and
 * the move jumps rather than scrolls smoothly (app.css: a smooth scroll's end is reckoned as it starts, and the islands
 * it passed grew under it). `id` names the part holding `focus`: the form's panel, as its band's heading is 1,500 px up.
 */
export function goToBand(id: string, focus: string) {
  const band = document.getElementById(id)
  if (window.location.hash === `#${id}`) band?.scrollIntoView({ block: "start" })
  else window.location.hash = id
  // After the move to the address, which leaves focus where it was.
  band?.querySelector<HTMLElement>(focus)?.focus({ preventScroll: true })
}
