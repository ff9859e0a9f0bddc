/**
 * The lead store as a Cloudflare Pages Function (functions/api/leads/, decisions 031, 041): the handler over D1, the
 * send loop bounded over the HTTP mail API, the settings from the project's variables. Pages has no timer that
 * outlives a request, so the loop runs after each request (`afterwards`, for waitUntil): a due retry goes with the
 * next visitor, or the health ping of a Cron Worker (docs/deploy.md, "Cloudflare Pages").
 */
import { d1Database, type D1Binding } from "./d1.ts"
import { leadsHandler } from "./handler.ts"
import { mailApiTransport } from "./mail-api.ts"
import { unavailable } from "./pages.ts"
import { sendLoop } from "./send-loop.ts"
import { storeSettingsFromEnv, type ContentFiles } from "./store-settings.ts"

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

/** A pass stops after this many messages or this long: Cloudflare allows 30 s of waitUntil after the answer. */
const BOUNDS = { messages: 20, ms: 20_000 }
/** The upkeep (the purge, the backlog line) runs at most this often per isolate. */
const UPKEEP_EVERY_MS = 60 * 60_000

let lastUpkeep = 0
let saidNoMail = false

/** The store for one request, from the project's bindings and the content files the function was built with. */
export function cloudflareLeads(
  env: CloudflareEnv,
  content: ContentFiles,
  options: { now?: () => number; log?: (line: string) => void; fetch?: typeof fetch } = {},
): { handle(request: Request): Promise<Response>; afterwards(): Promise<void> } {
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
  const key = env.MAIL_API_KEY?.trim()
  const transport = key ? mailApiTransport({ key, url: env.MAIL_API_URL?.trim(), fetch: options.fetch }) : undefined
  const mail = { business: settings.business, from: settings.mailFrom }
  const loop = sendLoop({ db, transport, mail, owner: `cloudflare:${crypto.randomUUID()}`, now, log })
  const handler = leadsHandler({ db, secret: settings.secret, settings, now, log })
  return {
    // Cloudflare sets CF-Connecting-IP to the visitor's address itself, whatever the request carried.
    handle: (request) => handler(request, { address: request.headers.get("CF-Connecting-IP") }),
    async afterwards() {
      if (now() - lastUpkeep >= UPKEEP_EVERY_MS) {
        lastUpkeep = now()
        await loop.upkeep(settings.retentionDays)
      }
      if (!transport && !saidNoMail) log("MAIL_API_KEY is not set, so the lead e-mails wait in the outbox until it is.")
      saidNoMail = !transport
      await loop.runUntilEmpty(BOUNDS)
    },
  }
}
