import type { QuoteFormValues } from "./schema"

export type QuoteField = {
  name: keyof QuoteFormValues
  label: string
  kind: "input" | "select" | "textarea"
  type?: "text" | "email" | "tel"
  autoComplete?: string
  wide?: boolean
  /** SPEC section 5's length rule for the form posted without JavaScript; with it, schema.ts decides. */
  minLength?: number
}

/** The fields in tab order. */
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
export const SERVICE_PROMPT = "Choose a service"
