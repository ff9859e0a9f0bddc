import { zodResolver } from "@hookform/resolvers/zod"
import { useId } from "react"
import { useForm } from "react-hook-form"

import { buttonVariants } from "~/components/ui/button"
import { SpriteIcon } from "~/components/ui/sprite-icon"
import { trackQuoteClick } from "~/lib/analytics"
import { cn } from "~/lib/cn"
import { toast } from "~/lib/toast"

import { fieldClasses, QUOTE_FIELDS, SUBMIT_LABEL, SUBMITTING_LABEL } from "./fields"
import { QUOTE_FORM_DEFAULTS, quoteFormSchema, SERVICE_TYPES, type QuoteFormValues } from "./schema"

/** SPEC section 8: the toast after a valid request. */
export const QUOTE_TOAST = {
  title: "Quote Request Received!",
  description: "We'll respond within one business hour. Check your email for confirmation.",
} as const

/**
 * How long the button reads 'Submitting...'. Per SPEC section 7 the form sends nothing over the
 * network; the short pause gives the visitor the spec's submitting state instead of a flash.
 */
export const SUBMIT_ACKNOWLEDGE_MS = 800

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The home page's quote form (SPEC sections 3-5). Loaded on demand by LazyQuoteForm, so
 * react-hook-form and its resolver are not part of the page's first-load JavaScript.
 */
export default function QuoteForm({ labelledBy }: { labelledBy?: string }) {
  const id = useId()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<QuoteFormValues>({
    resolver: zodResolver(quoteFormSchema),
    defaultValues: QUOTE_FORM_DEFAULTS,
    shouldFocusError: true,
  })

  const onSubmit = async (values: QuoteFormValues) => {
    trackQuoteClick("final_form")
    await wait(SUBMIT_ACKNOWLEDGE_MS)
    // SPEC section 7: the request is logged only; the visitor is pointed to the e-mail reply.
    console.log("Quote request", values)
    reset()
    toast(QUOTE_TOAST)
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className={fieldClasses.grid}
      data-slot="quote-form"
      aria-labelledby={labelledBy}
      aria-busy={isSubmitting}
    >
      {QUOTE_FIELDS.map((field) => {
        const fieldId = `${id}-${field.name}`
        const errorId = `${fieldId}-error`
        const error = errors[field.name]?.message
        const controlProps = {
          id: fieldId,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? errorId : undefined,
          ...register(field.name),
        }
        return (
          <div key={field.name} className={cn(fieldClasses.cell, field.wide && fieldClasses.wide)}>
            <label htmlFor={fieldId} className={fieldClasses.label}>
              {field.label}
            </label>
            {field.kind === "select" ? (
              <div className="relative">
                <select {...controlProps} className={cn(fieldClasses.control, fieldClasses.select)}>
                  <option value="">Choose a service</option>
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
              <textarea {...controlProps} className={cn(fieldClasses.control, fieldClasses.textarea)} />
            ) : (
              <input
                {...controlProps}
                type={field.type}
                autoComplete={field.autoComplete}
                className={fieldClasses.control}
              />
            )}
            <p id={errorId} className={fieldClasses.error}>
              {error}
            </p>
          </div>
        )
      })}
      <button
        type="submit"
        disabled={isSubmitting}
        className={cn(buttonVariants({ variant: "primary", size: "lg" }), fieldClasses.submit)}
      >
        {isSubmitting ? SUBMITTING_LABEL : SUBMIT_LABEL}
      </button>
    </form>
  )
}
