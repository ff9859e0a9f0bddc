/**
 * The lead store's settings on the Node server, from the environment (docs/deploy.md, "The site's own lead store")
 * and the business's facts from content/business.json, read at start: the server imports nothing of src/, and a
 * production install copies that one file beside server/ and build/ (decision 030).
 */
import { readFileSync } from "node:fs"

import type { Business } from "./mail.ts"
import { DEFAULT_LIMITS, type Limits } from "./store.ts"

type Env = Record<string, string | undefined>

export const DEFAULT_LEADS_DB = "data/leads.sqlite"
export const BUSINESS_FILE = "content/business.json"
export const DEFAULT_RETENTION_DAYS = 365

export type NodeLeadsSettings = {
  dbPath: string
  secret?: string
  notifyTo: string
  mailFrom: string
  smtpUrl?: string
  retentionDays: number
  limits: Limits
  /** A header a trusted proxy in front sets to the visitor's address (LEADS_CLIENT_IP_HEADER), e.g. X-Real-IP. */
  clientIpHeader?: string
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

type BusinessFile = {
  name: string
  phone: { display: string }
  email: string
  abn?: string
  claims?: { replyHome?: string }
}

export function readBusiness(file = BUSINESS_FILE, siteUrl?: string): Business {
  let data: BusinessFile
  try {
    data = JSON.parse(readFileSync(file, "utf8")) as BusinessFile
  } catch (error) {
    throw new Error(
      `The lead store needs the business's name, phone and e-mail from ${file}, which could not be read (${error instanceof Error ? error.message : String(error)}). Copy content/business.json beside server/.`,
    )
  }
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

export function leadsSettingsFromEnv(env: Env = process.env, businessFile = BUSINESS_FILE): NodeLeadsSettings {
  const business = readBusiness(businessFile, env.SITE_URL?.replace(/\/+$/, "") || undefined)
  const notifyTo = env.LEADS_NOTIFY_TO?.trim() || business.email
  if (!ADDRESS.test(notifyTo)) throw new Error(`LEADS_NOTIFY_TO must be one e-mail address, not "${notifyTo}"`)
  const mailFrom = env.MAIL_FROM?.trim() || `"${business.name.replace(/["\\]/g, "")}" <${business.email}>`
  const perClient = whole(env.LEADS_RATE_LIMIT, "LEADS_RATE_LIMIT", DEFAULT_LIMITS.perClient, 5)
  return {
    dbPath: env.LEADS_DB?.trim() || DEFAULT_LEADS_DB,
    secret: env.LEADS_SECRET?.trim() || undefined,
    notifyTo,
    mailFrom,
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    retentionDays: whole(env.LEADS_RETENTION_DAYS, "LEADS_RETENTION_DAYS", DEFAULT_RETENTION_DAYS, 1),
    limits: { ...DEFAULT_LIMITS, perClient },
    clientIpHeader: env.LEADS_CLIENT_IP_HEADER?.trim().toLowerCase() || undefined,
    business,
  }
}
