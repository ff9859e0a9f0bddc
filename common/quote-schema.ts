/**
 * The home quote form's fields, rules and messages, imported by the form in the browser (src/components/islands/
 * quote-form/) and by the lead store on the server, so both refuse the same input with the same
 * words (decision 030). It lives in common/, which both import and which imports nothing but zod
 * (.dependency-cruiser.cjs, decision 044).
 */
import * as z from "zod/mini"

import { SERVICE_IDS } from "./services.ts"

const SERVICE_VALUES: readonly string[] = SERVICE_IDS

export type QuoteField = {
  name: keyof QuoteFormValues
  label: string
  kind: "input" | "select" | "textarea"
  type?: "text" | "email" | "tel"
  autoComplete?: string
  wide?: boolean
  /** The field's minimum length: the schema's below, and the form's posted without JavaScript. */
  minLength?: number
  /** The longest value kept (the schema's cap, and the field's maxlength so the browser stops typing there). */
  maxLength: number
}

/** Every field's cap: a lead is a request for a quote, not a place to store a file (decision 030). */
const MAX_LENGTH = {
  name: 100,
  suburb: 80,
  // RFC 5321's longest forward path.
  email: 254,
  phone: 30,
  serviceType: 20,
  message: 2000,
} as const

const field = (
  name: QuoteField["name"],
  label: string,
  kind: QuoteField["kind"],
  more: Partial<QuoteField> = {},
): QuoteField => ({ name, label, kind, ...more, maxLength: MAX_LENGTH[name] })

/** The fields in tab order. */
export const QUOTE_FIELDS: QuoteField[] = [
  field("name", "Your name", "input", { type: "text", autoComplete: "name", minLength: 2 }),
  field("suburb", "Suburb", "input", { type: "text", autoComplete: "address-level2", minLength: 2 }),
  field("email", "Email", "input", { type: "email", autoComplete: "email" }),
  field("phone", "Phone", "input", { type: "tel", autoComplete: "tel", minLength: 10 }),
  field("serviceType", "Service type", "select", { wide: true }),
  field("message", "Tell us about your space", "textarea", { wide: true, minLength: 10 }),
]

/**
 * What no person types is dropped: direction overrides (U+202E shows "moc.live" as "evil.com") and control characters
 * (a NUL went on into the spreadsheet). A line break is kept only where lines belong; on one line it is a space.
 */
const plain = (lines = false) =>
  z.overwrite((value: string) =>
    (lines ? value : value.replace(/[\r\n\u2028\u2029]+/g, " ")).replace(
      /[\u202a-\u202e\u2066-\u2069]|(?![\t\n\r])\p{Cc}/gu,
      "",
    ),
  )
const capped = (max: number, what: string) => z.maxLength(max, `${what} must be at most ${max} characters`)

/** A field the visitor types: overrides dropped, trimmed, at least its QUOTE_FIELDS minimum, capped. */
function typed(name: "name" | "suburb" | "phone" | "message", tooShort: string, what: string): z.ZodMiniString<string> {
  const min = QUOTE_FIELDS.find((field) => field.name === name)?.minLength ?? 1
  const lines = name === "message"
  return z.string().check(plain(lines), z.trim(), z.minLength(min, tooShort), capped(MAX_LENGTH[name], what))
}

/** The rules and exact messages of the home quote form. */
export const quoteFormSchema = z.object({
  name: typed("name", "Name must be at least 2 characters", "Name"),
  suburb: typed("suburb", "Please enter your suburb", "Suburb"),
  email: z.string().check(z.trim(), z.email("Please enter a valid email address"), capped(MAX_LENGTH.email, "Email")),
  phone: typed("phone", "Please enter a valid phone number", "Phone"),
  // An empty select is "no selection"; anything outside the four options is refused the same way.
  serviceType: z.string().check(z.refine((value) => SERVICE_VALUES.includes(value), "Please select a service type")),
  message: typed("message", "Please tell us a bit more about your needs", "Your message"),
})

export type QuoteFormValues = z.infer<typeof quoteFormSchema>

export const QUOTE_FORM_DEFAULTS = Object.fromEntries(QUOTE_FIELDS.map((field) => [field.name, ""])) as QuoteFormValues

/**
 * The spam trap's name. Formspree and Getform ignore a filled `_gotcha`, so the form posted without JavaScript is
 * screened by them too; the site's own store drops it the same way.
 */
export const HONEYPOT_FIELD = "_gotcha"

export { LEADS_PATH, LEADS_TOKEN_PATH } from "./lead-paths.ts"
export { NDIS_SERVICE, type PackageId, type ServiceId } from "./services.ts"
/** The token's field in a posted request. */
export const TOKEN_FIELD = "token"
/** The store's error (409) for a token over a day old: the form sends again with a new one. */
export const STALE_TOKEN = "stale-token"

/**
 * What else a request carries beside the six fields: the instant estimate's summary, the page it was sent from, the
 * visitor's clock, the token and the trap. Capped like the fields; the server reads nothing else.
 */
export const requestExtrasSchema = z.object({
  estimate: z.optional(z.string().check(plain(true), z.trim(), capped(600, "The estimate"))),
  page: z.optional(z.string().check(z.trim(), capped(500, "The page"))),
  time: z.optional(z.string().check(z.trim(), capped(40, "The time"))),
  [TOKEN_FIELD]: z.optional(z.string().check(capped(200, "The token"))),
  [HONEYPOT_FIELD]: z.optional(z.string().check(capped(500, "The trap"))),
})
