/**
 * The lead store as a Cloudflare Pages Function (decisions 031, 041): the handler over D1, the send loop over the mail
 * API after each request (Pages has no timer that outlives a request: a due retry goes with the next visitor).
 */
import { leadFacts, type LeadFacts } from "../../common/lead-facts.ts"
import { d1Database, type D1Binding } from "./d1.ts"
import { leadsHandler, storeOff } from "./handler.ts"
import { mailApiTransport } from "./mail-api.ts"
import { sendLoop } from "./send-loop.ts"
import { storeSettingsFromEnv } from "./store-settings.ts"

/** The project's variables and secrets the function reads; `npm run serve:cloudflare` hands these on. */
export const FUNCTION_SETTINGS = [
  "SITE_URL",
  "CMS_GITHUB_CLIENT_ID",
  "CMS_GITHUB_CLIENT_SECRET",
  "CMS_GITHUB_URL",
  "CMS_GITHUB_API_URL",
  "LEADS_SECRET",
  "LEADS_NOTIFY_TO",
  "LEADS_RATE_LIMIT",
  "LEADS_ACK_LIMIT",
  "LEADS_RETENTION_DAYS",
  "LEADS_OWNERS",
  "LEADS_WEBHOOK_URL",
  "LEADS_WEBHOOK_SECRET",
  "MAIL_FROM",
  "MAIL_API_KEY",
  "MAIL_API_URL",
] as const

export type CloudflareEnv = { LEADS_D1: D1Binding } & Partial<Record<(typeof FUNCTION_SETTINGS)[number], string>>

// The bundled content never changes within an isolate: its facts are checked once per content object.
const factsByContent = new WeakMap<object, LeadFacts>()
const factsOf = (content: Record<string, unknown>) =>
  factsByContent.get(content) ?? factsByContent.set(content, leadFacts(content)).get(content)!

export function cloudflareLeads(
  { LEADS_D1, ...env }: CloudflareEnv,
  content: Record<string, unknown>,
  options: { now?: () => number; log?: (line: string) => void } = {},
): { handle(request: Request): Promise<Response>; afterwards(): Promise<void> } {
  const log = options.log ?? ((line: string) => console.log(line))
  try {
    if (!LEADS_D1) throw new Error("the project has no D1 binding LEADS_D1 (wrangler.toml, [[d1_databases]])")
    const settings = storeSettingsFromEnv(env, factsOf(content))
    const db = d1Database(LEADS_D1)
    const key = env.MAIL_API_KEY?.trim()
    const loop = sendLoop({
      db,
      transport: key ? mailApiTransport({ key, url: env.MAIL_API_URL?.trim() }) : undefined,
      mailSetting: "MAIL_API_KEY",
      mail: { business: settings.business, from: settings.mailFrom, copyTo: settings.notifyTo },
      owner: `cloudflare:${crypto.randomUUID()}`,
      now: options.now ?? Date.now,
      log,
      webhookSecret: settings.webhook?.secret,
    })
    const handler = leadsHandler({ db, secret: settings.secret, settings, now: options.now, log })
    return {
      // Cloudflare sets CF-Connecting-IP to the visitor's address itself, whatever the request carried.
      handle: (request) => handler(request, { address: request.headers.get("CF-Connecting-IP") }),
      afterwards: () => loop.afterRequest(settings.retentionDays),
    }
  } catch (error) {
    return { handle: storeOff(error, log), afterwards: async () => {} }
  }
}
