import { buttonVariants } from "~/components/ui/button"
import { SpriteIcon } from "~/components/ui/sprite-icon"
import { cn } from "~/lib/cn"

import { fieldClasses, QUOTE_FIELDS, SERVICE_PROMPT, SUBMIT_LABEL } from "./fields"
import { HoneypotField } from "./honeypot-field"
import { SERVICE_TYPES } from "./schema"

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
            {field.kind === "select" ? (
              <div className="relative">
                <select {...common} defaultValue="" className={cn(fieldClasses.control, fieldClasses.select)}>
                  <option value="">{SERVICE_PROMPT}</option>
                  {SERVICE_TYPES.map((type) => (
                    <option key={type.value} value={type.value}>
                      {type.label}
                    </option>
                  ))}
                </select>
                <SpriteIcon
                  name="chevron-down"
                  className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-ink-soft"
                />
              </div>
            ) : field.kind === "textarea" ? (
              <textarea {...common} className={cn(fieldClasses.control, fieldClasses.textarea)} />
            ) : (
              <input {...common} type={field.type} autoComplete={field.autoComplete} className={fieldClasses.control} />
            )}
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
