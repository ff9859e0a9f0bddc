/**
 * The business's facts the lead e-mails and the store's pages carry (decisions 030, 037), as the content files hold
 * them: business.json (name, phone, e-mail, ABN, reply promise, opening hours), packages.json and home.json (the
 * services' names, as the quote form's select names them), estimate.json (the estimate's caveat) and replies.json (when
 * a lead still new is reminded of). The Node server
 * reads the files at start (server/leads/settings.ts), a Pages Function has them bundled (functions/api/leads/); the
 * site's schema of business.json keeps the same rules for the same fields (src/lib/content/business-schema.ts). The
 * booking rules are the live release's, not content's (server/form-contract.ts, decision 047).
 */
import * as z from "zod/mini"

import type { BookingRules } from "./booking.ts"
import { NDIS_SERVICE } from "./services.ts"

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const

const matching = (pattern: RegExp, message: string) => z.string().check(z.regex(pattern, message))

export const clockTime = matching(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time like "09:00"')
export const emailAddress = matching(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address like "hello@example.com"')
export const abnNumber = matching(/^[0-9]{2} [0-9]{3} [0-9]{3} [0-9]{3}$/, 'must be 11 digits written "12 345 678 901"')
export const e164Number = matching(
  /^\+61[0-9]{9}$/,
  'must be the same number in international form, like "+61491570156"',
)

/** An Australian number as people write it ("0491 570 156", "+61 491 570 156") in the form a tel: link dials. */
export const internationalNumber = (display: string) => `+61${display.replace(/\D/g, "").replace(/^(61|0)/, "")}`

/** When the business answers (business.json `hours.structured`): the reply promise is counted in these hours. */
export const openingHoursSchema = z.strictObject({
  days: z.array(z.enum(WEEKDAYS)).check(z.minLength(1, "must list at least one day")),
  opens: clockTime,
  closes: clockTime,
})
/** The hours as the reply promise is counted in them (server/leads/opening-hours.ts replyBy). */
export type OpeningHours = { days: readonly string[]; opens: string; closes: string }

/** What the e-mails read of each content file, by the file's name; the rest of each file is the site's alone. */
export const leadFactsSchema = z.object({
  business: z.object({
    name: z.string().check(z.minLength(1, "must not be empty")),
    phone: z.object({ display: z.string().check(z.minLength(1, "must not be empty")) }),
    email: emailAddress,
    abn: z.optional(abnNumber),
    claims: z.optional(z.object({ replyHome: z.optional(z.string()) })),
    hours: z.optional(z.object({ structured: z.optional(openingHoursSchema) })),
  }),
  packages: z.object({ packages: z.array(z.object({ id: z.string(), name: z.string() })) }),
  home: z.object({ closing: z.object({ ndisService: z.string() }) }),
  // An older install has no estimate.json: its e-mails carry no caveat; nor replies.json: reminders after 2 hours.
  estimate: z.optional(z.object({ note: z.optional(z.string()) })),
  replies: z.optional(z.object({ reminderAfterHours: z.number() })),
})

/** The facts themselves, in the e-mails' words. */
export type LeadFacts = {
  name: string
  /** As the site shows it, e.g. "0491 570 156". */
  phone: string
  /** The number to dial, e.g. "+61491570156"; else the shown number's digits. */
  phoneDial?: string
  email: string
  abn?: string
  /** The reply the home form promises, e.g. "within one business hour". */
  replyTime: string
  hours?: OpeningHours
  /** Each service's name by the value the form sends: the packages by their names, then NDIS support by home's. */
  services: Readonly<Record<string, string>>
  /** The estimator's caveat under its price, said again under the estimate. */
  estimateNote?: string
  /** A lead still new after this many opening hours sends the owner a reminder (content/replies.json; 2 without it). */
  reminderAfterHours?: number
}

/** The facts with where the site is: the lead domain every message, page and export of the store reads. */
export type Business = LeadFacts & {
  siteUrl?: string
  /** The owner's inbox page (INBOX_PAGE), when the inbox is on: the alert links to the lead. */
  inboxUrl?: string
  /** The live release's booking rules, on or off (server/form-contract.ts); none for a release built before them. */
  booking?: BookingRules
}

/** A service's name in the e-mails and the no-script pages; a value the site never offered is shown as sent. */
export const serviceName = (business: Business, value: string) =>
  Object.hasOwn(business.services, value) ? business.services[value]! : value

/**
 * The facts from the parsed content files of `folder`, or a refusal in plain words naming the file and the field,
 * as the content check words it: `content/business.json: email: is missing`.
 */
export function leadFacts(files: Record<string, unknown>, folder = "content"): LeadFacts {
  const parsed = leadFactsSchema.safeParse(files, {
    error: (issue: { input?: unknown }) => (issue.input === undefined ? "is missing" : undefined),
  })
  if (!parsed.success) {
    const { path, message } = parsed.error.issues[0]!
    const [file, ...field] = path.map(String)
    throw new Error(`${folder}/${file}.json: ${field.length ? `${field.join(".")}: ` : ""}${message}`)
  }
  const { business, packages, home, estimate, replies } = parsed.data
  return {
    name: business.name,
    phone: business.phone.display,
    phoneDial: e164Number.safeParse(internationalNumber(business.phone.display)).data,
    email: business.email,
    abn: business.abn,
    replyTime: business.claims?.replyHome ?? "within one business day",
    hours: business.hours?.structured,
    services: {
      ...Object.fromEntries(packages.packages.map(({ id, name }) => [id, name])),
      [NDIS_SERVICE]: home.closing.ndisService,
    },
    estimateNote: estimate?.note,
    reminderAfterHours: replies?.reminderAfterHours,
  }
}
