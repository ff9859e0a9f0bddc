/** The chat helper's copy and destinations (SPEC section 4). */
export const POPUP_MESSAGE = "Hi there! Need a quote or have questions about our cleaning services?"
export const WINDOW_PROMPT = "What do you need help with today?"

export type ChatOption = { label: string; kind: "page"; to: string } | { label: string; kind: "quote" }

export const WINDOW_OPTIONS: readonly ChatOption[] = [
  { label: "Weekly or fortnightly cleaning", kind: "page", to: "/services" },
  { label: "Deep clean or once-off", kind: "page", to: "/services" },
  { label: "Vacate / end-of-lease", kind: "page", to: "/services" },
  { label: "NDIS or plan-managed support", kind: "page", to: "/ndis" },
  { label: "Commercial cleaning", kind: "page", to: "/commercial" },
  { label: "Something else / Get a quote", kind: "quote" },
]
