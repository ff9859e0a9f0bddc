import type { QuoteFormValues } from "./schema"

export type QuoteField = {
  name: keyof QuoteFormValues
  label: string
  kind: "input" | "select" | "textarea"
  type?: "text" | "email" | "tel"
  autoComplete?: string
  /** Spans both columns on wider screens. */
  wide?: boolean
  /**
   * SPEC section 5's length rule as a native constraint, for the form posted without JavaScript;
   * with JavaScript the zod schema (schema.ts) decides and gives the spec's messages.
   */
  minLength?: number
}

/** The fields in tab order; the form and its loading placeholder share this, so both are one size. */
export const QUOTE_FIELDS: QuoteField[] = [
  { name: "name", label: "Your name", kind: "input", type: "text", autoComplete: "name", minLength: 2 },
  { name: "suburb", label: "Suburb", kind: "input", type: "text", autoComplete: "address-level2", minLength: 2 },
  { name: "email", label: "Email", kind: "input", type: "email", autoComplete: "email" },
  { name: "phone", label: "Phone", kind: "input", type: "tel", autoComplete: "tel", minLength: 10 },
  { name: "serviceType", label: "Service type", kind: "select", wide: true },
  { name: "message", label: "Tell us about your space", kind: "textarea", wide: true, minLength: 10 },
]

export const SUBMIT_LABEL = "Send My Quote Request"
export const SUBMITTING_LABEL = "Submitting..."
/** The select's empty first option. */
export const SERVICE_PROMPT = "Choose a service"

/** Shared classes so the placeholder boxes and the real controls are exactly the same size. */
export const fieldClasses = {
  grid: "grid gap-x-5 gap-y-1 sm:grid-cols-2",
  cell: "grid content-start",
  wide: "sm:col-span-2",
  label: "mb-1.5 text-sm font-semibold text-forest",
  control:
    "block h-12 w-full rounded-xl border border-line bg-white px-4 text-base text-forest transition-colors placeholder:text-ink-soft/70 hover:border-forest/30 focus:border-forest focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 aria-[invalid=true]:border-clay",
  textarea: "h-32 resize-none py-3 leading-relaxed",
  select: "appearance-none pr-11",
  error: "min-h-6 pt-1 text-sm leading-5 text-clay-700",
  submit: "mt-4 w-full sm:col-span-2",
} as const
