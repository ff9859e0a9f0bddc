import { zodResolver } from "@hookform/resolvers/zod"
import { useEffect, useLayoutEffect, useRef, useState } from "react"
import { flushSync } from "react-dom"
import { useForm, type UseFormReturn } from "react-hook-form"

import { fitToText } from "~/components/ui/field"
import { forgetHandoff, HANDOFF_EVENT, readHandoff, type EstimateHandoff } from "~/lib/estimate-handoff"
import { toast } from "~/lib/toast"
import { track } from "~/lib/tracking"
import { siteConfig } from "~/site.config"

import { bookableDays, quoteSchemaWithBooking, type BookingRules } from "../../../../common/booking.ts"
import { HONEYPOT_FIELD, quoteFormSchema } from "../../../../common/quote-schema.ts"
import { looksAutomated, postQuoteRequest, quoteRequestBody, sendWithToken, storeTokens } from "./delivery"
import { askedFor, type FormField, type FormValues } from "./schema"

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

/** The store's answer, shown in the form's place: its reference, the address it wrote to, the day asked if any. */
export type Received = { reference: string; email: string; asked?: string }

export const RECEIVED_TITLE = "Quote Request Received!"

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

export type QuoteFormOptions = {
  /** QUOTE_FORM_ENDPOINT. Without it the form only logs the request and sends nothing. */
  endpoint?: string
  failedToast: { title: string; description: string }
  /** content/booking.json: with it on, the form asks for a day and an arrival window (issue 67). */
  booking?: BookingRules
}

/**
 * The form's state: react-hook-form over the server's own schema, started from what was typed into the prerendered
 * form and from an estimate handed over (decision 024), and its sending (`useSending`).
 */
export function useQuoteForm(id: string, fields: FormField[], options: QuoteFormOptions) {
  const { booking } = options
  // One schema with the server's: a day outside booking.json's rules is refused with the store's words.
  const [schema] = useState(() => (booking ? quoteSchemaWithBooking(booking) : quoteFormSchema))
  const defaults = Object.fromEntries(fields.map((field) => [field.name, ""])) as FormValues
  // What was typed into the prerendered form before hydration (react-hook-form would reset the fields to empty).
  const [draft] = useState(() => readDraft(`${id}-form`, fields))
  // An estimate handed over before this form started (decision 024); forgotten once shown, as React may render again.
  const [handed] = useState(readHandoff)
  const [estimate, setEstimate] = useState(handed?.summary ?? "")
  // The service it priced: a request for another goes without it (the message keeps whatever the visitor wrote).
  const [pricedFor, setPricedFor] = useState(handed?.serviceType)
  // Until this runs, the prerendered form is a plain HTML form: the browser's own checks, and a post to the endpoint.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  // The date box's min and max, on Sydney's calendar at each render after hydration (a page left open past midnight
  // moves on); not in the HTML, where an old build's stale max would be enforced (the store judges the plain form's).
  const days = hydrated && booking?.enabled ? bookableDays(booking, Date.now()) : undefined
  const form = useForm<FormValues>({
    resolver: zodResolver(schema as typeof quoteFormSchema),
    defaultValues: { ...defaults, ...draft.values, ...handedValues(handed) },
    shouldFocusError: true,
  })
  const { setFocus, setValue, watch } = form
  const [message, serviceType] = watch(["message", "serviceType"])
  useLayoutEffect(
    () => fitToText(document.getElementById(`${id}-message`) as HTMLTextAreaElement | null),
    [id, message],
  )
  const priced = serviceType === pricedFor ? estimate : ""
  const sending = useSending(form, { ...options, fields, defaults, estimate: priced, setEstimate })

  useEffect(() => {
    sending.startedAt.current = Object.keys(draft.values).length > 0 ? 0 : performance.now()
    if (handed) forgetHandoff()
    if (draft.focused) setFocus(draft.focused)
    else if (handed) setFocus("name")
  }, [draft, handed, setFocus, sending.startedAt])

  // A choice handed over while this form is on the page.
  const { setReceived } = sending
  useEffect(() => {
    const onHandoff = () => {
      const handoff = readHandoff()
      if (!handoff) return
      forgetHandoff()
      setReceived(undefined)
      for (const [name, value] of Object.entries(handedValues(handoff)))
        setValue(name as keyof FormValues, value, { shouldDirty: true })
      setEstimate(handoff.summary)
      setPricedFor(handoff.serviceType)
    }
    window.addEventListener(HANDOFF_EVENT, onHandoff)
    // One handed over while this form was starting, after its first render and before this listener.
    onHandoff()
    return () => window.removeEventListener(HANDOFF_EVENT, onHandoff)
  }, [setValue, setReceived])

  return { form, draft, hydrated, days, ...sending }
}

type SendingContext = QuoteFormOptions & {
  fields: FormField[]
  defaults: FormValues
  estimate: string
  setEstimate: (estimate: string) => void
}

/** Sending: one request at a time, to the site's own store, an outside endpoint, or (delivery off) the console. */
function useSending(form: UseFormReturn<FormValues>, context: SendingContext) {
  const { endpoint, failedToast, booking, fields, defaults, estimate, setEstimate } = context
  const { reset, setFocus, setError } = form
  // Not `isSubmitting`, which a dropped second submit also ends: this lasts exactly as long as the request.
  const [sending, setSending] = useState(false)
  const [received, setReceived] = useState<Received>()
  const inFlight = useRef(false)
  const honeypot = useRef<HTMLInputElement>(null)
  const sendButton = useRef<HTMLButtonElement>(null)
  /** A failure's toast stays at the screen's foot until dismissed: Send, which it asks to press again, moves clear of
   * it (scroll-padding-bottom while it shows, app.css) once it is there: Radix puts it in a render of its own, which a
   * loaded phone makes frames later (run 109). */
  const clearOfToast = (frames: number) =>
    requestAnimationFrame(() => {
      if (document.querySelector('[data-slot="toast"][data-variant="error"]'))
        sendButton.current?.scrollIntoView({ block: "nearest" })
      else if (frames > 0) clearOfToast(frames - 1)
    })
  const failed = (options: Omit<Parameters<typeof toast>[0], "variant">) => {
    toast({ ...options, variant: "error" })
    clearOfToast(60)
  }
  // Filling time counts from when this form appeared, or from page start if the visitor began in the prerendered one.
  const startedAt = useRef(0)
  // QUOTE_FORM_ENDPOINT as a path is the site's own lead store (server/leads/), not an outside service.
  const [tokens] = useState(() => (endpoint?.startsWith("/") ? storeTokens() : undefined))
  useEffect(() => tokens?.prefetch(), [tokens])
  useEffect(() => {
    if (!endpoint && !deliveryOffNoticed) {
      deliveryOffNoticed = true
      console.warn(DELIVERY_OFF_NOTICE)
    }
  }, [endpoint])

  const confirm = (values: FormValues, answer?: Omit<Received, "asked">) => {
    const asked = booking?.enabled ? askedFor(booking, values) : undefined
    reset(defaults)
    setEstimate("")
    // The day asked is said in the panel below; a form with no panel says it in its toast.
    toast(answer || !asked ? QUOTE_TOAST : { ...QUOTE_TOAST, description: `${QUOTE_TOAST.description} ${asked}` })
    // The site's own store names the request: its reference stays where the form was (issue 65).
    if (answer) setReceived({ ...answer, asked })
  }

  const sendToStore = async (values: FormValues, body: URLSearchParams, store: NonNullable<typeof tokens>) => {
    const answer = await sendWithToken(endpoint!, body, store)
    if (answer.kind === "received") {
      store.taken()
      track({ kind: "quote", location: "final_form" })
      return confirm(values, { reference: answer.reference, email: body.get("email") ?? "" })
    }
    // Nothing is reset in any of these: every value stays in the form.
    if (answer.kind === "invalid") {
      const refused = fields.filter((field) => answer.errors[field.name])
      for (const field of refused) setError(field.name, { message: answer.errors[field.name] })
      if (refused[0]) setFocus(refused[0].name)
      if (refused.length) return
    }
    if (answer.kind === "rate-limited") return failed(RATE_LIMITED_TOAST)
    failed(failedToast)
  }

  const send = async (values: FormValues) => {
    if (!endpoint) {
      track({ kind: "quote", location: "final_form" })
      await new Promise((resolve) => setTimeout(resolve, SUBMIT_ACKNOWLEDGE_MS))
      console.log("Quote request", estimate ? { ...values, estimate } : values)
      return confirm(values)
    }
    const signals = { honeypot: honeypot.current?.value ?? "", startedAt: startedAt.current, sentAt: performance.now() }
    // A bot is told it worked; nothing is sent or counted (looksAutomated). The store times the filling (decision 030).
    if (tokens ? signals.honeypot.trim() !== "" : looksAutomated(signals)) return confirm(values)
    const body = quoteRequestBody(values, { page: window.location.href, time: new Date().toISOString(), estimate })
    if (tokens) return sendToStore(values, body, tokens)
    // An outside endpoint: only a 2xx answer in time counts. Nothing is reset: every value stays for another try.
    if (!(await postQuoteRequest(endpoint, body, async (response) => response.ok))) return failed(failedToast)
    track({ kind: "quote", location: "final_form" })
    confirm(values)
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

  const sendAnother = () => {
    flushSync(() => setReceived(undefined))
    setFocus("name")
  }

  const submit = form.handleSubmit(onSubmit)
  return { sending, received, setReceived, honeypot, sendButton, startedAt, onSubmit: submit, sendAnother }
}
