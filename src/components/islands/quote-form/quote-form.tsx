import { useEffect, useId, useRef } from "react"
import { useWatch, type UseFormReturn } from "react-hook-form"

import { Button, buttonVariants } from "~/components/ui/button"
import { Input, Label, Select, Textarea } from "~/components/ui/field"
import { IconTile } from "~/components/ui/sprite-icon"
import { ToastHost } from "~/components/ui/toaster"
import { PhoneLink } from "~/components/ui/tracked-links"
import { cn } from "~/lib/cn"
import { quoteFormWords } from "~/lib/content/home-islands"
import { priceSheet } from "~/lib/content/price-sheet"
import { env } from "~/lib/env"
import { siteConfig } from "~/site.config"
import bookingRules from "site:content/booking"

import { HONEYPOT_FIELD } from "../../../../common/quote-schema.ts"
import {
  DAY_NOTE,
  formFields,
  sendLabel,
  serviceChoices,
  type FormField,
  type FormValues,
  type ServiceChoice,
} from "./schema"
import { RECEIVED_TITLE, useQuoteForm, type QuoteFormOptions, type Received } from "./use-quote-form"

/** In the form's place once the store took the request (issue 65); focused, so it is on screen and read out at once. */
function ReceivedPanel({ received, onAnother }: { received: Received; onAnother: () => void }) {
  const title = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    // Its card whole, below the sticky header (scroll-padding-top): sent with Enter from a field above, or at a desk,
    // focus alone brought the title into view with the card's top under the header.
    const card = title.current?.closest<HTMLElement>('[data-slot="quote-card"]')
    const clear = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
    const under = card !== null && card !== undefined && card.getBoundingClientRect().top < clear
    if (under) card.scrollIntoView({ block: "start", behavior: "instant" })
    title.current?.focus({ preventScroll: under })
  }, [])
  return (
    <div data-slot="quote-received" className="grid gap-5">
      <div className="flex items-start gap-4">
        <IconTile name="check" size={11} className="shrink-0 rounded-full bg-eucalyptus-700 text-white" />
        <div className="grid gap-1">
          <p ref={title} tabIndex={-1} className="font-serif text-xl font-semibold outline-none">
            {RECEIVED_TITLE}
          </p>
          <p className="text-ink-soft">
            Your reference is{" "}
            <strong className="font-semibold tracking-wide whitespace-nowrap text-forest">{received.reference}</strong>
          </p>
        </div>
      </div>
      {received.asked && <p className="text-ink-soft">{received.asked}</p>}
      <div>
        <p className="font-semibold">What happens next</p>
        <ol className="mt-2 grid list-decimal gap-2 pl-5 text-ink-soft marker:text-eucalyptus-700">
          <li>
            A confirmation with this reference is on its way to{" "}
            <strong className="font-semibold wrap-anywhere text-forest">{received.email}</strong>.
          </li>
          <li>We'll reply {siteConfig.claims.replyHome} with your quote.</li>
          <li>
            Need us sooner? Call{" "}
            <PhoneLink location="quote_received" className="font-semibold whitespace-nowrap text-forest underline" />{" "}
            and give your reference.
          </li>
        </ol>
      </div>
      <Button onClick={onAnother} variant="outline" className="justify-self-start">
        Send another request
      </Button>
    </div>
  )
}

const HOME_SERVICES = serviceChoices(priceSheet.packages, quoteFormWords.ndisService)

type QuoteFormProps = QuoteFormOptions & {
  labelledBy?: string
  services: readonly ServiceChoice[]
  /** The page's path, sent with the plain form's request so a lead says where it came from: home, or /contact. */
  path?: string
}

/** The home quote form; until it hydrates, a plain HTML form that keeps what was typed. */
export default function QuoteForm({ labelledBy, services, path = "/", ...options }: QuoteFormProps) {
  const { endpoint, booking } = options
  const id = useId()
  const fields = formFields(services, booking)
  const quote = useQuoteForm(id, fields, options)
  const { form, hydrated, days, sending, received } = quote
  return (
    <>
      {received && <ReceivedPanel received={received} onAnother={quote.sendAnother} />}
      <form
        hidden={received !== undefined}
        id={`${id}-form`}
        method={endpoint ? "post" : undefined}
        action={endpoint}
        noValidate={hydrated}
        onSubmit={quote.onSubmit}
        className="grid gap-x-5 gap-y-1 sm:grid-cols-2"
        data-slot="quote-form"
        aria-labelledby={labelledBy}
        aria-busy={sending}
      >
        {fields.map((field) => (
          <Field key={field.name} id={`${id}-${field.name}`} field={field} form={form} days={days} />
        ))}
        {booking?.enabled && <p className="text-ink-soft sm:col-span-2">{DAY_NOTE}</p>}
        {endpoint && (
          <>
            <input type="hidden" name="page" value={new URL(path, env.siteUrl).href} />
            {/* The spam trap (looksAutomated): hidden, out of the tab order, never autofilled; scripts fill it. */}
            <input
              ref={quote.honeypot}
              type="text"
              name={HONEYPOT_FIELD}
              defaultValue={quote.draft.honeypot}
              hidden
              tabIndex={-1}
              autoComplete="off"
            />
          </>
        )}
        {/* Without an endpoint the plain form has nowhere to go: until it hydrates, the button waits. Sending, it is
            aria-disabled, not disabled, which would drop focus to the page: a failure leaves the visitor on Send. */}
        <button
          ref={quote.sendButton}
          type={endpoint || hydrated ? "submit" : "button"}
          aria-disabled={sending || undefined}
          className={buttonVariants({ size: "lg", className: "mt-4 w-full sm:col-span-2" })}
        >
          {sending ? "Submitting..." : sendLabel(booking)}
        </button>
        <ToastHost />
      </form>
    </>
  )
}

type FieldProps = {
  id: string
  field: FormField
  form: UseFormReturn<FormValues>
  /** The date box's first and last day. */
  days?: { first: string; last: string }
}

/** Near a message box's cap, how much of it is used: the browser stops typing, and cuts a paste, there without a word. */
function counted(length: number, max: number | undefined) {
  if (!max || length < max * 0.9) return undefined
  const used = `${length.toLocaleString("en-AU")} of ${max.toLocaleString("en-AU")} characters`
  return length >= max ? `${used}: the most a message can hold.` : `${used}.`
}

/** One field: its label, its box, and the line under it for its error or, until there is one, its hint or count. */
function Field({ id, field, form, days }: FieldProps) {
  const error = form.formState.errors[field.name]
  const errorId = `${id}-error`
  // Only the message box is counted: the other boxes' keystrokes re-render nothing, as before.
  const counts = field.kind === "textarea"
  const value = useWatch({ control: form.control, name: field.name, disabled: !counts })
  const count = counts ? counted(String(value ?? "").length, field.maxLength) : undefined
  const below = error?.message ?? count ?? field.hint
  const range = field.type === "date" ? { min: days?.first, max: days?.last } : undefined
  const props = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": below ? errorId : undefined,
    required: true,
    minLength: field.minLength,
    ...form.register(field.name),
  }
  return (
    <div className={cn("grid content-start", field.wide && "sm:col-span-2")}>
      <Label htmlFor={id}>{field.label}</Label>
      {field.kind === "select" ? (
        <Select {...props}>
          {field.choices?.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </Select>
      ) : field.kind === "textarea" ? (
        <Textarea {...props} maxLength={field.maxLength} />
      ) : (
        <Input {...props} type={field.type} autoComplete={field.autoComplete} maxLength={field.maxLength} {...range} />
      )}
      <p id={errorId} className="field-error">
        {below}
      </p>
    </div>
  )
}

/** Home's quote form: its failure message, service choices and day rules come with its script (decision 038). */
export function HomeQuoteForm(props: Omit<QuoteFormProps, "failedToast" | "services" | "booking">) {
  return <QuoteForm {...props} failedToast={quoteFormWords.formError} services={HOME_SERVICES} booking={bookingRules} />
}
