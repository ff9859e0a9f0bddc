/**
 * The lead store's settings every host reads alike, from its environment (the Node server's, a Pages project's
 * variables) and the business's facts in content/business.json. Nothing here reads a file: the Node server reads the
 * JSON at start (settings.ts), a Pages Function has it bundled (functions/api/leads/, decision 031).
 */
import type { Business } from "./mail.ts"
import { DEFAULT_LIMITS, type Limits } from "./store.ts"

export type Env = Record<string, string | undefined>

export const DEFAULT_RETENTION_DAYS = 365

/** The parts of content/business.json the store uses. */
export type BusinessFile = {
  name: string
  phone: { display: string }
  email: string
  abn?: string
  claims?: { replyHome?: string }
}

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

export function businessFrom(data: BusinessFile, siteUrl?: string): Business {
  return {
    name: data.name,
    phone: data.phone.display,
    email: data.email,
    replyTime: data.claims?.replyHome ?? "within one business day",
    abn: data.abn,
    siteUrl,
    timeZone: "Australia/Sydney",
  }
}

export function storeSettingsFromEnv(env: Env, data: BusinessFile): StoreSettings {
  const business = businessFrom(data, env.SITE_URL?.replace(/\/+$/, "") || undefined)
  const notifyTo = env.LEADS_NOTIFY_TO?.trim() || business.email
  if (!ADDRESS.test(notifyTo)) throw new Error(`LEADS_NOTIFY_TO must be one e-mail address, not "${notifyTo}"`)
  const mailFrom = env.MAIL_FROM?.trim() || `"${business.name.replace(/["\\]/g, "")}" <${business.email}>`
  const perClient = whole(env.LEADS_RATE_LIMIT, "LEADS_RATE_LIMIT", DEFAULT_LIMITS.perClient, 5)
  return {
    secret: env.LEADS_SECRET?.trim() || undefined,
    notifyTo,
    mailFrom,
    retentionDays: whole(env.LEADS_RETENTION_DAYS, "LEADS_RETENTION_DAYS", DEFAULT_RETENTION_DAYS, 1),
    limits: { ...DEFAULT_LIMITS, perClient },
    business,
  }
}
