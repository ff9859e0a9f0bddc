import { zodResolver } from "@hookform/resolvers/zod"
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react"
import { flushSync } from "react-dom"
import { useForm } from "react-hook-form"

import { buttonVariants } from "~/components/ui/button"
import { fitToText, Input, Label, Select, Textarea } from "~/components/ui/field"
import { IconTile } from "~/components/ui/sprite-icon"
import { ToastHost } from "~/components/ui/toaster"
import { PhoneLink } from "~/components/ui/tracked-links"
import { cn } from "~/lib/cn"
import { quoteFormWords } from "~/lib/content/home-islands"
import { priceSheet } from "~/lib/content/price-sheet"
import { env } from "~/lib/env"
import { forgetHandoff, HANDOFF_EVENT, readHandoff, type EstimateHandoff } from "~/lib/estimate-handoff"
import { toast } from "~/lib/toast"
import { track } from "~/lib/tracking"
import { siteConfig } from "~/site.config"
import bookingRules from "site:content/booking"

import { bookableDays, quoteSchemaWithBooking, type BookingRules } from "../../../../common/booking.ts"
import { HONEYPOT_FIELD, quoteFormSchema, TOKEN_FIELD } from "../../../../common/quote-schema.ts"
import { deliverToStore, looksAutomated, postQuoteRequest, quoteRequestBody, storeTokens } from "./delivery"
import { DAY_NOTE, formFields, sendLabel, serviceChoices, type FormValues, type ServiceChoice } from "./schema"

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

type Received = { reference: string; email: string }

const RECEIVED_TITLE = "Quote Request Received!"

/** In the form's place once the store took the request (issue 65); focused, so it is on screen and read out at once. */
function ReceivedPanel({ received, onAnother }: { received: Received; onAnother: () => void }) {
  const title = useRef<HTMLParagraphElement>(null)
  useEffect(() => title.current?.focus(), [])
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
      <button
        type="button"
        onClick={onAnother}
        className={cn(buttonVariants({ variant: "outline" }), "justify-self-start")}
      >
        Send another request
      </button>
    </div>
  )
}

const QUOTE_TOAST = {
  title: RECEIVED_TITLE,
  description: "We'll respond within one business hour. Check your email for confirmation.",
} as const

// With delivery off (the default: nothing is sent), the button reads 'Submitting...' this long, not a flash.
const SUBMIT_ACKNOWLEDGE_MS = 800

export const DELIVERY_OFF_NOTICE =
  "Quote form delivery off: QUOTE_FORM_ENDPOINT is not set, so quote requests are only logged here, not sent."

let deliveryOffNoticed = false

/** The store's 429 (decision 030): a household that sent several in a few minutes is pointed to the phone. */
const RATE_LIMITED_TOAST = {
  title: "Please call us instead",
  description: `We've received several requests from you in the last few minutes, so this one was not sent. Please call us on ${siteConfig.phone.display}, or try again in a few minutes.`,
} as const

const handedValues = (handoff?: EstimateHandoff): Partial<FormValues> =>
  handoff ? { serviceType: handoff.serviceType, message: handoff.summary } : {}

const HOME_SERVICES = serviceChoices(priceSheet.packages, quoteFormWords.ndisService)

type QuoteFormProps = {
  labelledBy?: string
  /** QUOTE_FORM_ENDPOINT. Without it the form only logs the request and sends nothing. */
  endpoint?: string
  failedToast: { title: string; description: string }
  services: readonly ServiceChoice[]
  /** The page's path, sent with the plain form's request so a lead says where it came from: home, or /contact. */
  path?: string
  /** content/booking.json: with it on, the form asks for a day and an arrival window (issue 67). */
  booking?: BookingRules
}

/** The home quote form; until it hydrates, a plain HTML form that keeps what was typed. */
export default function QuoteForm({
  labelledBy,
  endpoint,
  failedToast,
  services,
  path = "/",
  booking,
}: QuoteFormProps) {
  const id = useId()
  const fields = formFields(services, booking)
  // One schema with the server's: a day outside booking.json's rules is refused with the store's words.
  const [schema] = useState(() => (booking ? quoteSchemaWithBooking(booking) : quoteFormSchema))
  const defaults = Object.fromEntries(fields.map((field) => [field.name, ""])) as FormValues
  // What was typed into the prerendered form before hydration (react-hook-form would reset the fields to empty).
  const [draft] = useState(() => readDraft(`${id}-form`, fields))
  // An estimate handed over before this form started (decision 024); forgotten once shown, as React may render again.
  const [handed] = useState(readHandoff)
  const [estimate, setEstimate] = useState(handed?.summary ?? "")
  // Until this runs, the prerendered form is a plain HTML form: the browser's own checks, and a post to the endpoint.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  // The date box's min and max, on Sydney's calendar at each render after hydration (a page left open past midnight
  // moves on); not in the HTML, where an old build's stale max would be enforced (the store judges the plain form's).
  const days = hydrated && booking?.enabled ? bookableDays(booking, Date.now()) : undefined
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    setValue,
    setError,
    watch,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(schema as typeof quoteFormSchema),
    defaultValues: { ...defaults, ...draft.values, ...handedValues(handed) },
    shouldFocusError: true,
  })
  // Not `isSubmitting`, which a dropped second submit also ends: this lasts exactly as long as the request.
  const [sending, setSending] = useState(false)
  const [received, setReceived] = useState<Received>()
  const message = watch("message")
  useLayoutEffect(
    () => fitToText(document.getElementById(`${id}-message`) as HTMLTextAreaElement | null),
    [id, message],
  )
  const inFlight = useRef(false)
  const honeypot = useRef<HTMLInputElement>(null)
  // Filling time counts from when this form appeared, or from page start if the visitor began in the prerendered one.
  const startedAt = useRef(0)
  // QUOTE_FORM_ENDPOINT as a path is the site's own lead store (server/leads/), not an outside service.
  const [tokens] = useState(() => (endpoint?.startsWith("/") ? storeTokens() : undefined))
  useEffect(() => tokens?.prefetch(), [tokens])

  useEffect(() => {
    startedAt.current = Object.keys(draft.values).length > 0 ? 0 : performance.now()
    if (handed) forgetHandoff()
    if (draft.focused) setFocus(draft.focused)
    else if (handed) setFocus("name")
  }, [draft, handed, setFocus])

  // A choice handed over while this form is on the page.
  useEffect(() => {
    const onHandoff = () => {
      const handoff = readHandoff()
      if (!handoff) return
      forgetHandoff()
      setReceived(undefined)
      for (const [name, value] of Object.entries(handedValues(handoff)))
        setValue(name as keyof FormValues, value, { shouldDirty: true })
      setEstimate(handoff.summary)
    }
    window.addEventListener(HANDOFF_EVENT, onHandoff)
    // One handed over while this form was starting, after its first render and before this listener.
    onHandoff()
    return () => window.removeEventListener(HANDOFF_EVENT, onHandoff)
  }, [setValue])

  useEffect(() => {
    if (!endpoint && !deliveryOffNoticed) {
      deliveryOffNoticed = true
      console.warn(DELIVERY_OFF_NOTICE)
    }
  }, [endpoint])

  const confirm = (answer?: Received) => {
    reset(defaults)
    setEstimate("")
    toast(QUOTE_TOAST)
    // The site's own store names the request: its reference stays where the form was (issue 65).
    if (answer) setReceived(answer)
  }

  const send = async (values: FormValues) => {
    if (!endpoint) {
      track({ kind: "quote", location: "final_form" })
      await new Promise((resolve) => setTimeout(resolve, SUBMIT_ACKNOWLEDGE_MS))
      console.log("Quote request", estimate ? { ...values, estimate } : values)
      return confirm()
    }
    const signals = { honeypot: honeypot.current?.value ?? "", startedAt: startedAt.current, sentAt: performance.now() }
    // A bot is told it worked; nothing is sent or counted (looksAutomated). The store times the filling (decision 030).
    if (tokens ? signals.honeypot.trim() !== "" : looksAutomated(signals)) return confirm()
    const body = quoteRequestBody(values, { page: window.location.href, time: new Date().toISOString(), estimate })
    if (tokens) return sendToStore(endpoint, body, tokens)
    // An outside endpoint: only a 2xx answer in time counts. Nothing is reset: every value stays for another try.
    if (!(await postQuoteRequest(endpoint, body, async (response) => response.ok)))
      return toast({ ...failedToast, variant: "error" })
    track({ kind: "quote", location: "final_form" })
    confirm()
  }

  const sendToStore = async (endpoint: string, body: URLSearchParams, store: NonNullable<typeof tokens>) => {
    const token = await store.take()
    if (token) body.append(TOKEN_FIELD, token)
    const answer = token ? await deliverToStore(endpoint, body) : ({ kind: "failed" } as const)
    if (answer.kind === "received") {
      store.taken()
      track({ kind: "quote", location: "final_form" })
      return confirm({ reference: answer.reference, email: body.get("email") ?? "" })
    }
    // Nothing is reset in any of these: every value stays in the form.
    if (answer.kind === "invalid") {
      const refused = fields.filter((field) => answer.errors[field.name])
      for (const field of refused) setError(field.name, { message: answer.errors[field.name] })
      if (refused[0]) setFocus(refused[0].name)
      if (refused.length) return
    }
    if (answer.kind === "rate-limited") return toast({ ...RATE_LIMITED_TOAST, variant: "error" })
    toast({ ...failedToast, variant: "error" })
  }

  const onSubmit = async (values: FormValues) => {
    // One request at a time: a double click or a second Enter must not send it twice.
    if (inFlight.current) return
    inFlight.current = true
    setSending(true)
    try {
      await send(values)
    } finally {
      inFlight.current = false
      setSending(false)
    }
  }

  return (
    <>
      {received && (
        <ReceivedPanel
          received={received}
          onAnother={() => {
            flushSync(() => setReceived(undefined))
            setFocus("name")
          }}
        />
      )}
      <form
        hidden={received !== undefined}
        id={`${id}-form`}
        method={endpoint ? "post" : undefined}
        action={endpoint}
        noValidate={hydrated}
        onSubmit={handleSubmit(onSubmit)}
        className="grid gap-x-5 gap-y-1 sm:grid-cols-2"
        data-slot="quote-form"
        aria-labelledby={labelledBy}
        aria-busy={sending}
      >
        {fields.map((field) => {
          const fieldId = `${id}-${field.name}`
          const errorId = `${fieldId}-error`
          const error = errors[field.name]?.message
          const props = {
            id: fieldId,
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? errorId : undefined,
            required: true,
            minLength: field.minLength,
            ...register(field.name),
          }
          return (
            <div key={field.name} className={cn("grid content-start", field.wide && "sm:col-span-2")}>
              <Label htmlFor={fieldId}>{field.label}</Label>
              {field.kind === "select" ? (
                <Select {...props}>
                  {field.choices?.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </Select>
              ) : field.kind === "textarea" ? (
                <Textarea {...props} />
              ) : (
                <Input
                  {...props}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  {...(field.type === "date" && { min: days?.first, max: days?.last })}
                />
              )}
              <p id={errorId} className="field-error">
                {error}
              </p>
            </div>
          )
        })}
        {booking?.enabled && <p className="text-ink-soft sm:col-span-2">{DAY_NOTE}</p>}
        {endpoint && (
          <>
            <input type="hidden" name="page" value={new URL(path, env.siteUrl).href} />
            {/* The spam trap (looksAutomated): hidden, out of the tab order, never autofilled; scripts fill it. */}
            <input
              ref={honeypot}
              type="text"
              name={HONEYPOT_FIELD}
              defaultValue={draft.honeypot}
              hidden
              tabIndex={-1}
              autoComplete="off"
            />
          </>
        )}
        {/* Without an endpoint the plain form has nowhere to go: until it hydrates, the button waits. */}
        <button
          type={endpoint || hydrated ? "submit" : "button"}
          disabled={sending}
          className={cn(buttonVariants({ variant: "primary", size: "lg" }), "mt-4 w-full sm:col-span-2")}
        >
          {sending ? "Submitting..." : sendLabel(booking)}
        </button>
        <ToastHost />
      </form>
    </>
  )
}

/** Home's quote form: its failure message, service choices and day rules come with its script (decision 038). */
export function HomeQuoteForm(props: Omit<QuoteFormProps, "failedToast" | "services" | "booking">) {
  return <QuoteForm {...props} failedToast={quoteFormWords.formError} services={HOME_SERVICES} booking={bookingRules} />
}
