/**
 * The lead store's settings every host reads alike, from its environment (the Node server's, a Pages project's
 * variables), the business's facts in content/business.json and the services' names in content/packages.json and
 * home.json. Nothing here reads a file: the Node server reads the JSON at start (settings.ts), a Pages Function has it
 * bundled (functions/api/leads/, decision 031).
 */
import { NDIS_SERVICE } from "../../common/services.ts"
import { formatMailbox, mailbox, type Business } from "./mail.ts"
import type { OpeningHours } from "./reply-by.ts"
import { DEFAULT_LIMITS, type Limits } from "./store.ts"

export type Env = Record<string, string | undefined>

const DEFAULT_RETENTION_DAYS = 365

/** The parts of content/business.json the store uses. */
export type BusinessFile = {
  name: string
  phone: { display: string; e164?: string }
  email: string
  abn?: string
  claims?: { replyHome?: string }
  hours?: { structured?: OpeningHours }
}

/**
 * The parts of content/packages.json and home.json that name the quote form's services, as the site's select does
 * (serviceChoices): the packages by their names, then NDIS support by home's closing band (decision 037).
 */
export type ServiceNamesFiles = {
  packages: { packages: readonly { id: string; name: string }[] }
  home: { closing: { ndisService: string } }
}

/** What the store reads of the content: the business's facts, the services' names and the estimate's caveat. */
export type ContentFiles = { business: BusinessFile; estimate?: { note?: string } } & ServiceNamesFiles

const serviceNamesFrom = ({ packages, home }: ServiceNamesFiles): Record<string, string> => ({
  ...Object.fromEntries(packages.packages.map(({ id, name }) => [id, name])),
  [NDIS_SERVICE]: home.closing.ndisService,
})

export type StoreSettings = {
  secret?: string
  notifyTo: string
  mailFrom: string
  retentionDays: number
  limits: Limits
  business: Business
  /** Shipped example values the e-mails would carry (placeholders()): said at start and by `npm run leads -- test`. */
  placeholders: string[]
}

const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/

function whole(value: string | undefined, name: string, fallback: number, min: number) {
  if (value === undefined || value.trim() === "") return fallback
  const number = Number(value)
  if (!Number.isInteger(number) || number < min)
    throw new Error(`${name} must be a whole number of at least ${min}, not "${value}"`)
  return number
}

function businessFrom(content: ContentFiles, siteUrl?: string): Business {
  const data = content.business
  return {
    name: data.name,
    phone: data.phone.display,
    phoneDial: data.phone.e164,
    email: data.email,
    replyTime: data.claims?.replyHome ?? "within one business day",
    hours: data.hours?.structured,
    abn: data.abn,
    siteUrl,
    timeZone: "Australia/Sydney",
    estimateNote: content.estimate?.note,
    services: serviceNamesFrom(content),
  }
}

/** MAIL_FROM as the e-mails' From, or a plain refusal: without an address every e-mail would go out without one. */
function mailFromSetting(value: string) {
  const from = mailbox(value)
  if (from) return formatMailbox(from)
  throw new Error(
    `MAIL_FROM must hold the sender's e-mail address, like MAIL_FROM=Riverleaf Eco Cleaning <hello@riverleaf.com.au>; it reads "${value}".` +
      (value.includes("@")
        ? ""
        : ` In .env, a value that starts with " ends at the next ": write the name without quotes.`),
  )
}

const EXAMPLE_ADDRESS = /@(?:[^@]*\.)?example(?:\.(?:com|net|org))?$/i

/** The shipped example values the e-mails would carry, each with the file to change. */
export function placeholders(business: BusinessFile, file = "content/business.json") {
  const found: string[] = []
  if (EXAMPLE_ADDRESS.test(business.email.trim()))
    found.push(
      `${file} still has the example e-mail "${business.email}": the customer's confirmation would carry it as its Reply-To and in its footer. Put the business's real address there.`,
    )
  if (business.abn && /^[\s0]+$/.test(business.abn))
    found.push(
      `${file} still has the placeholder ABN "${business.abn}": the customer's confirmation would show it in its footer. Put the real ABN there, or remove the line.`,
    )
  return found
}

export function storeSettingsFromEnv(env: Env, content: ContentFiles): StoreSettings {
  const business = businessFrom(content, env.SITE_URL?.trim().replace(/\/+$/, "") || undefined)
  const notifyTo = env.LEADS_NOTIFY_TO?.trim() || business.email
  if (!ADDRESS.test(notifyTo)) throw new Error(`LEADS_NOTIFY_TO must be one e-mail address, not "${notifyTo}"`)
  const mailFrom = mailFromSetting(env.MAIL_FROM?.trim() || `"${business.name}" <${business.email}>`)
  const perClient = whole(env.LEADS_RATE_LIMIT, "LEADS_RATE_LIMIT", DEFAULT_LIMITS.perClient, 5)
  return {
    secret: env.LEADS_SECRET?.trim() || undefined,
    notifyTo,
    mailFrom,
    retentionDays: whole(env.LEADS_RETENTION_DAYS, "LEADS_RETENTION_DAYS", DEFAULT_RETENTION_DAYS, 1),
    limits: {
      ...DEFAULT_LIMITS,
      perClient,
      acknowledgementsPerHour: whole(env.LEADS_ACK_LIMIT, "LEADS_ACK_LIMIT", DEFAULT_LIMITS.acknowledgementsPerHour, 0),
    },
    business,
    placeholders: placeholders(content.business),
  }
}
