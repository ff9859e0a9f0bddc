/**
 * The lead store as a Cloudflare Pages Function (functions/api/leads/): the shared handler (handler.ts) over D1
 * (d1.ts), its e-mails through an HTTP mail API (mail-api.ts), with the settings from the project's variables and
 * secrets. Nothing here is Node-only (decision 031).
 *
 * Pages Functions have no timer that outlives a request and no cron, so the outbox is sent, and old leads purged,
 * after each request to the store (`afterwards`, which the function hands to waitUntil). The form asks for a token
 * whenever its island starts, so a retry that has fallen due goes with the next visitor; a scheduled ping of the
 * health address makes that a clock (docs/deploy.md, "Cloudflare Pages").
 */
import { d1Database, type D1Binding } from "./d1.ts"
import { leadsHandler } from "./handler.ts"
import { mailApiTransport } from "./mail-api.ts"
import { claimNext, retryAllNow, sendClaimed, type DrainOptions } from "./outbox.ts"
import { unavailable } from "./pages.ts"
import { storeSettingsFromEnv, type ContentFiles } from "./store-settings.ts"
import { purgeOldLeads } from "./store.ts"

export type CloudflareEnv = {
  LEADS_D1: D1Binding
  SITE_URL?: string
  LEADS_SECRET?: string
  LEADS_NOTIFY_TO?: string
  LEADS_RATE_LIMIT?: string
  LEADS_ACK_LIMIT?: string
  LEADS_RETENTION_DAYS?: string
  MAIL_FROM?: string
  MAIL_API_KEY?: string
  MAIL_API_URL?: string
}

/** A send pass stops after this many messages or this long: Cloudflare allows 30 s of waitUntil after the answer. */
const DRAIN_MAX_MESSAGES = 20
const DRAIN_BUDGET_MS = 20_000
/** Old leads are purged at most this often by one isolate. */
const PURGE_EVERY_MS = 60 * 60_000

/**
 * One pass over the outbox's due messages, under a lease of this pass's own (outbox.ts). A message sent means mail
 * works: the messages waiting out a backoff become due at once and go in the same pass, so an outage's backlog does
 * not wait for its longest retry.
 */
export async function drainOutbox(options: Omit<DrainOptions, "owner">) {
  const now = options.now ?? Date.now
  const owner = `cloudflare:${crypto.randomUUID()}`
  const started = now()
  const counts = { sent: 0, retried: 0, failed: 0 }
  let wokeBacklog = false
  while (counts.sent + counts.retried + counts.failed < DRAIN_MAX_MESSAGES && now() - started < DRAIN_BUDGET_MS) {
    const row = await claimNext(options.db, owner, now())
    if (!row) break
    const { outcome } = await sendClaimed(row, { ...options, owner })
    if (outcome === "sent") {
      counts.sent++
      if (!wokeBacklog) {
        wokeBacklog = true
        await retryAllNow(options.db, now())
      }
    } else if (outcome === "retry") {
      counts.retried++
      // The rest would most likely fail the same way; they keep their own schedule.
      break
    } else if (outcome === "failed") counts.failed++
  }
  return counts
}

type Leads = {
  handle(request: Request): Promise<Response>
  /** The outbox's pass and the purge, for waitUntil once the answer is on its way. */
  afterwards(): Promise<void>
}

let lastPurge = 0
let saidNoMail = false

/** The store for one request, from the project's bindings and the content files the function was built with. */
export function cloudflareLeads(
  env: CloudflareEnv,
  content: ContentFiles,
  options: { now?: () => number; log?: (line: string) => void; fetch?: typeof fetch } = {},
): Leads {
  const log = options.log ?? ((line: string) => console.log(line))
  const now = options.now ?? Date.now
  let settings: ReturnType<typeof storeSettingsFromEnv>
  try {
    const { LEADS_D1, ...variables } = env
    if (!LEADS_D1) throw new Error("the project has no D1 binding LEADS_D1 (wrangler.toml, [[d1_databases]])")
    settings = storeSettingsFromEnv(variables, content)
  } catch (error) {
    const problem = error instanceof Error ? error.message : String(error)
    return {
      handle: async (request) => {
        log(`The lead store is OFF, /api/leads answers 503: ${problem}`)
        return unavailable(request)
      },
      afterwards: async () => {},
    }
  }
  const db = d1Database(env.LEADS_D1)
  const transport = env.MAIL_API_KEY?.trim()
    ? mailApiTransport({ key: env.MAIL_API_KEY.trim(), url: env.MAIL_API_URL?.trim(), fetch: options.fetch })
    : undefined
  const handler = leadsHandler({
    db,
    secret: settings.secret,
    settings: { business: settings.business, notifyTo: settings.notifyTo, limits: settings.limits },
    now,
    log,
  })
  return {
    // Cloudflare sets CF-Connecting-IP to the visitor's address itself, whatever the request carried.
    handle: (request) => handler(request, { address: request.headers.get("CF-Connecting-IP") }),
    async afterwards() {
      try {
        if (now() - lastPurge >= PURGE_EVERY_MS) {
          lastPurge = now()
          const gone = await purgeOldLeads(db, now(), settings.retentionDays)
          if (gone) log(`Removed ${gone} quote request(s) older than ${settings.retentionDays} days.`)
        }
        if (!transport) {
          if (!saidNoMail) log("MAIL_API_KEY is not set, so the lead e-mails wait in the outbox until it is.")
          saidNoMail = true
          return
        }
        await drainOutbox({
          db,
          transport,
          mail: { business: settings.business, from: settings.mailFrom },
          now,
          log,
        })
      } catch (error) {
        // The store not there yet (its migrations not applied) or D1 down: the next request tries again.
        log(`Lead store housekeeping failed: ${error instanceof Error ? error.message : String(error)}`)
      }
    },
  }
}
