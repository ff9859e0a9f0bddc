/**
 * The lead store as a Cloudflare Pages Function (decisions 031, 041): the handler over D1, the send loop over the mail
 * API after each request (Pages has no timer that outlives a request: a due retry goes with the next visitor).
 */
import { leadFacts, type LeadFacts } from "../../common/lead-facts.ts"
import { leadsHandler, storeOff } from "./handler.ts"
import { mailApiTransport } from "./mail-api.ts"
import { sendLoop } from "./send-loop.ts"
import type { SqlDatabase, SqlRow, SqlStatement, SqlValue } from "./sql.ts"
import { storeSettingsFromEnv } from "./store-settings.ts"

/** The parts of Cloudflare's D1 binding used here (its full types are in @cloudflare/workers-types). */
interface D1PreparedStatement {
  bind(...values: SqlValue[]): D1PreparedStatement
}
export interface D1Binding {
  prepare(sql: string): D1PreparedStatement
  batch(statements: D1PreparedStatement[]): Promise<{ results?: SqlRow[] }[]>
}

/** D1's batch() runs its statements as one transaction, all or none, which is what SqlDatabase's promises. */
export function d1Database(d1: D1Binding): SqlDatabase {
  return {
    async batch(statements: SqlStatement[]) {
      if (statements.length === 0) return []
      const results = await d1.batch(statements.map(({ sql, params = [] }) => d1.prepare(sql).bind(...params)))
      return results.map((result) => result.results ?? [])
    },
  }
}

export type CloudflareEnv = {
  LEADS_D1: D1Binding
  SITE_URL?: string
  LEADS_SECRET?: string
  LEADS_NOTIFY_TO?: string
  LEADS_RATE_LIMIT?: string
  LEADS_ACK_LIMIT?: string
  LEADS_RETENTION_DAYS?: string
  LEADS_WEBHOOK_URL?: string
  LEADS_WEBHOOK_SECRET?: string
  MAIL_FROM?: string
  MAIL_API_KEY?: string
  MAIL_API_URL?: string
  /** The inbox (inbox.ts): its owners' GitHub logins and the editor's GitHub app. */
  LEADS_OWNERS?: string
  CMS_GITHUB_CLIENT_ID?: string
  CMS_GITHUB_CLIENT_SECRET?: string
  CMS_GITHUB_URL?: string
  CMS_GITHUB_API_URL?: string
}

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
      mail: { business: settings.business, from: settings.mailFrom },
      owner: `cloudflare:${crypto.randomUUID()}`,
      now: options.now,
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
