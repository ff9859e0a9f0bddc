/**
 * The lead store's settings every host reads alike, from its environment (the Node server's, a Pages project's
 * variables), the business's facts in content/business.json and the services' names in content/packages.json and
 * home.json. Nothing here reads a file: the Node server reads the JSON at start (settings.ts), a Pages Function has it
 * bundled (functions/api/leads/, decision 031).
 */
import type { Business } from "./mail.ts"
import { NDIS_SERVICE } from "./services.ts"
import { DEFAULT_LIMITS, type Limits } from "./store.ts"

export type Env = Record<string, string | undefined>

const DEFAULT_RETENTION_DAYS = 365

/** The parts of content/business.json the store uses. */
export type BusinessFile = {
  name: string
  phone: { display: string }
  email: string
  abn?: string
  claims?: { replyHome?: string }
}

/**
 * The parts of content/packages.json and home.json that name the quote form's services, as the site's select does
 * (serviceChoices): the packages by their names, then NDIS support by home's closing band (decision 037).
 */
export type ServiceNamesFiles = {
  packages: { packages: readonly { id: string; name: string }[] }
  home: { closing: { ndisService: string } }
}

/** What the store reads of the content: the business's facts and the services' names. */
export type ContentFiles = { business: BusinessFile } & ServiceNamesFiles

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
}

const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/

function whole(value: string | undefined, name: string, fallback: number, min: number) {
  if (value === undefined || value.trim() === "") return fallback
  const number = Number(value)
  if (!Number.isInteger(number) || number < min)
    throw new Error(`${name} must be a whole number of at least ${min}, not "${value}"`)
  return number
}

function businessFrom(data: BusinessFile, services: Record<string, string>, siteUrl?: string): Business {
  return {
    name: data.name,
    phone: data.phone.display,
    email: data.email,
    replyTime: data.claims?.replyHome ?? "within one business day",
    abn: data.abn,
    siteUrl,
    timeZone: "Australia/Sydney",
    services,
  }
}

export function storeSettingsFromEnv(env: Env, content: ContentFiles): StoreSettings {
  const business = businessFrom(
    content.business,
    serviceNamesFrom(content),
    env.SITE_URL?.replace(/\/+$/, "") || undefined,
  )
  const notifyTo = env.LEADS_NOTIFY_TO?.trim() || business.email
  if (!ADDRESS.test(notifyTo)) throw new Error(`LEADS_NOTIFY_TO must be one e-mail address, not "${notifyTo}"`)
  const mailFrom = env.MAIL_FROM?.trim() || `"${business.name.replace(/["\\]/g, "")}" <${business.email}>`
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
  }
}
