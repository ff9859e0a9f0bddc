import { HONEYPOT_FIELD, QUOTE_FIELDS, type QuoteFormValues } from "../../../../common/quote-schema.ts"

type QuoteDraft = {
  values: Partial<QuoteFormValues>
  honeypot: string
  /** The field the visitor was in, to put the caret back there. */
  focused?: keyof QuoteFormValues
}

const EMPTY: QuoteDraft = { values: {}, honeypot: "" }

/** What a visitor typed into the prerendered form before it hydrated, read from its still-plain fields. */
export function readDraft(formId: string | undefined): QuoteDraft {
  if (!formId || typeof document === "undefined") return EMPTY
  const form = document.getElementById(formId)
  if (!(form instanceof HTMLFormElement)) return EMPTY
  const data = new FormData(form)
  const values: Partial<QuoteFormValues> = {}
  for (const field of QUOTE_FIELDS) {
    const value = data.get(field.name)
    if (typeof value === "string" && value !== "") values[field.name] = value
  }
  const focused = QUOTE_FIELDS.find((field) => form.elements.namedItem(field.name) === document.activeElement)?.name
  const honeypot = data.get(HONEYPOT_FIELD)
  return { values, honeypot: typeof honeypot === "string" ? honeypot : "", focused }
}
