import { HONEYPOT_FIELD } from "../../../../common/quote-schema.ts"
import type { FormValues } from "./schema"

type QuoteDraft = {
  values: Partial<FormValues>
  honeypot: string
  /** The field the visitor was in, to put the caret back there. */
  focused?: keyof FormValues
}

const EMPTY: QuoteDraft = { values: {}, honeypot: "" }

/** What a visitor typed into the prerendered form's `fields` before it hydrated, read from its still-plain fields. */
export function readDraft(formId: string, fields: readonly { name: keyof FormValues }[]): QuoteDraft {
  if (typeof document === "undefined") return EMPTY
  const form = document.getElementById(formId)
  if (!(form instanceof HTMLFormElement)) return EMPTY
  const data = new FormData(form)
  const values: Partial<FormValues> = {}
  for (const field of fields) {
    const value = data.get(field.name)
    if (typeof value === "string" && value !== "") values[field.name] = value
  }
  const focused = fields.find((field) => form.elements.namedItem(field.name) === document.activeElement)?.name
  const honeypot = data.get(HONEYPOT_FIELD)
  return { values, honeypot: typeof honeypot === "string" ? honeypot : "", focused }
}
