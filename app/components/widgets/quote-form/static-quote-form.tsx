import { buttonVariants } from "~/components/ui/button"
import { cn } from "~/lib/cn"

import { FieldControl } from "./field-control"
import { fieldClasses, QUOTE_FIELDS, SUBMIT_LABEL } from "./fields"
import { HoneypotField } from "./honeypot-field"

type StaticQuoteFormProps = {
  /** Lets the interactive form find this one and take over what was typed (draft.ts). */
  id: string
  /** QUOTE_FORM_ENDPOINT: the browser posts the fields there itself. */
  endpoint: string
  /** The address of this page, sent along as `page` like the interactive form does. */
  page: string
  labelledBy?: string
}

/**
 * The quote form as prerendered when QUOTE_FORM_ENDPOINT is set: a plain HTML form that posts to
 * the endpoint, so a visitor without JavaScript (or before it arrives) can still send a request,
 * checked by the browser's own constraints. Same grid and box sizes as the interactive form that
 * replaces it, so the swap moves nothing (CLS 0).
 */
export function StaticQuoteForm({ id, endpoint, page, labelledBy }: StaticQuoteFormProps) {
  return (
    <form
      id={id}
      method="post"
      action={endpoint}
      className={fieldClasses.grid}
      data-slot="quote-form-placeholder"
      aria-labelledby={labelledBy}
    >
      {QUOTE_FIELDS.map((field) => {
        const fieldId = `${id}-${field.name}`
        const common = { id: fieldId, name: field.name, required: true, minLength: field.minLength }
        return (
          <div key={field.name} className={cn(fieldClasses.cell, field.wide && fieldClasses.wide)}>
            <label htmlFor={fieldId} className={fieldClasses.label}>
              {field.label}
            </label>
            <FieldControl field={field} {...common} />
            <span className={fieldClasses.error} />
          </div>
        )
      })}
      <input type="hidden" name="page" value={page} />
      <HoneypotField />
      <button type="submit" className={cn(buttonVariants({ variant: "primary", size: "lg" }), fieldClasses.submit)}>
        {SUBMIT_LABEL}
      </button>
    </form>
  )
}
