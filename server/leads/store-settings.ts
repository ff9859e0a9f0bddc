/**
 * The lead store's settings every host reads alike, from its environment and the business's facts. Nothing here reads
 * a file: Node reads the content at start (settings.ts), a Pages Function has it bundled (decision 031).
 */
import type { Business, LeadFacts } from "../../common/lead-facts.ts"
import { INBOX_PAGE } from "../../common/lead-paths.ts"
import { httpsOrLocal } from "../../common/plain-url.ts"
import { siteUrlSetting } from "../sign-in-settings.ts"
import { inboxSettingsFromEnv } from "./inbox.ts"
import { formatMailbox, mailbox } from "./mail.ts"
import { errorMessage } from "./sql.ts"
import { DEFAULT_LIMITS } from "./store.ts"
import { webhookKey } from "./webhook.ts"

export type Env = Record<string, string | undefined>

const DEFAULT_RETENTION_DAYS = 365

export type StoreSettings = ReturnType<typeof storeSettingsFromEnv>

const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/

function whole(value: string | undefined, name: string, fallback: number, min: number) {
  if (value === undefined || value.trim() === "") return fallback
  const number = Number(value)
  if (!Number.isInteger(number) || number < min)
    throw new Error(`${name} must be a whole number of at least ${min}, not "${value}"`)
  return number
}

/** MAIL_FROM as the e-mails' From, or a plain refusal: without an address every e-mail would go out without one. */
function mailFromSetting(value: string) {
  const from = mailbox(value)
  if (from) return formatMailbox(from)
  throw new Error(
    `MAIL_FROM must hold the sender's e-mail address, like MAIL_FROM=Riverleaf Eco Cleaning <hello@riverleaf.com.au>; it reads "${value}".` +
      (value.includes("@")
        ? ""
        : ` If .env has it in quotes: a value that starts with " ends at the next ", so write the name without them.`),
  )
}

const EXAMPLE_ADDRESS = /@(?:[^@]*\.)?example(?:\.(?:com|net|org))?$/i

const placeholders = (facts: LeadFacts, file: string, env: Env) =>
  [
    EXAMPLE_ADDRESS.test(facts.email.trim()) &&
      [
        `${file} still has the example e-mail "${facts.email}": the customer's confirmation would carry it as its Reply-To and in its footer`,
        ...(env.LEADS_NOTIFY_TO?.trim() ? [] : ["your own alerts would go to it (LEADS_NOTIFY_TO is not set)"]),
        ...(env.MAIL_FROM?.trim() ? [] : ["every e-mail would be sent from it (MAIL_FROM is not set)"]),
      ].join("; ") + ". Put the business's real address there.",
    /^[\s0]+$/.test(facts.abn ?? "") &&
      `${file} still has the placeholder ABN "${facts.abn}": the customer's confirmation would show it in its footer. Put the real ABN there, or remove the line.`,
  ].filter((line) => typeof line === "string")

/**
 * The webhook's two settings, both or neither, or why it is off, in plain words that never repeat the secret: an
 * optional hand-off, so a wrong setting turns only it off, never the store.
 */
function webhookOrWhy(env: Env): { webhook?: { url: string; secret: string }; webhookOff?: string } {
  const [url, secret] = [env.LEADS_WEBHOOK_URL?.trim() ?? "", env.LEADS_WEBHOOK_SECRET?.trim() ?? ""]
  if (!url && !secret) return {}
  if (!url || !secret)
    return {
      webhookOff: `LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET go together: ${url ? "LEADS_WEBHOOK_SECRET" : "LEADS_WEBHOOK_URL"} is not set. Set both (the address and the secret the receiving tool gives), or neither.`,
    }
  if (!httpsOrLocal(url))
    return {
      webhookOff: `LEADS_WEBHOOK_URL must be a web address starting with https:// (http:// only for localhost), not "${url}"`,
    }
  try {
    webhookKey(secret)
  } catch (error) {
    return { webhookOff: errorMessage(error) }
  }
  return { webhook: { url, secret } }
}

/** The start log's lines about the optional parts: the inbox (for whom) and the webhook (to which host), or why off. */
export function optionalPartLines({ inbox, webhook, webhookOff, business }: StoreSettings) {
  return [
    "off" in inbox
      ? `Leads inbox: off. ${inbox.off}`
      : `Leads inbox: on at ${business.inboxUrl ?? INBOX_PAGE}, for ${inbox.owners.join(", ")}.`,
    webhook
      ? `Webhook: on, to ${new URL(webhook.url).host}.`
      : webhookOff
        ? `Webhook: OFF, quote requests are still stored and e-mailed: ${webhookOff}`
        : "Webhook: off (LEADS_WEBHOOK_URL is not set).",
  ]
}

export function storeSettingsFromEnv(
  env: Env,
  facts: LeadFacts,
  businessFile = "content/business.json",
  localUrl?: string,
) {
  const siteUrl = siteUrlSetting(env)
  const inbox = inboxSettingsFromEnv(env)
  // The alert's link to the inbox: SITE_URL, else the Node server's own address. Never a request's Host: anyone can
  // write one, and the link would lead the owner to their page.
  const base = siteUrl ?? localUrl
  const inboxUrl = base && !("off" in inbox) ? `${base}${INBOX_PAGE}` : undefined
  const business: Business = { ...facts, siteUrl, inboxUrl }
  const notifyTo = env.LEADS_NOTIFY_TO?.trim() || business.email
  if (!ADDRESS.test(notifyTo)) throw new Error(`LEADS_NOTIFY_TO must be one e-mail address, not "${notifyTo}"`)
  const mailFrom = mailFromSetting(env.MAIL_FROM?.trim() || `"${business.name}" <${business.email}>`)
  return {
    secret: env.LEADS_SECRET?.trim() || undefined,
    notifyTo,
    mailFrom,
    /** Who the phone alerts are from (VAPID's subject): Apple takes only a real `mailto:` address. */
    vapidSubject: `mailto:${mailbox(mailFrom)!.address}`,
    retentionDays: whole(env.LEADS_RETENTION_DAYS, "LEADS_RETENTION_DAYS", DEFAULT_RETENTION_DAYS, 1),
    limits: {
      ...DEFAULT_LIMITS,
      perClient: whole(env.LEADS_RATE_LIMIT, "LEADS_RATE_LIMIT", DEFAULT_LIMITS.perClient, 5),
      acknowledgementsPerHour: whole(env.LEADS_ACK_LIMIT, "LEADS_ACK_LIMIT", DEFAULT_LIMITS.acknowledgementsPerHour, 0),
    },
    business,
    /** The owner's inbox at /admin/leads: on with LEADS_OWNERS and the editor's GitHub app. */
    inbox,
    /** LEADS_WEBHOOK_URL and its secret, when both are set and right; else why not, if either is set. */
    ...webhookOrWhy(env),
    /** Shipped example values the e-mails would carry: said at start and by `npm run leads -- test`. */
    placeholders: placeholders(facts, businessFile, env),
  }
}
