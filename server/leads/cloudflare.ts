/**
 * The lead store as a Cloudflare Pages Function (decisions 031, 041): the handler over D1, the send loop over the mail
 * API after each request (Pages has no timer that outlives a request: a due retry goes with the next visitor). Each
 * request is checked against the form contract of the build it is deployed with (decision 047).
 */
import { leadFacts, type LeadFacts } from "../../common/lead-facts.ts"
import { bookingLine, CONTRACT_PATH, parseContract, type FormContract } from "../form-contract.ts"
import { throttledLog } from "../log.ts"
import { d1Database, type D1Binding } from "./d1.ts"
import { keptUnlessFailed, leadsHandler, storeOff } from "./handler.ts"
import { mailApiTransport } from "./mail-api.ts"
import { sendLoop } from "./send-loop.ts"
import { optionalPartLines, storeSettingsFromEnv } from "./store-settings.ts"
import { storedSetting } from "./store.ts"
import { makeVapidKey } from "./web-push.ts"

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

/** The deployed build's files, which Pages binds to every function as ASSETS. */
type Assets = { fetch(request: Request): Promise<Response> }

export type CloudflareEnv = { LEADS_D1: D1Binding; ASSETS: Assets } & Partial<
  Record<(typeof FUNCTION_SETTINGS)[number], string>
>

// The bundled content never changes within an isolate: its facts are checked once per content object.
const factsByContent = new WeakMap<object, LeadFacts>()
const factsOf = (content: Record<string, unknown>) =>
  factsByContent.get(content) ?? factsByContent.set(content, leadFacts(content)).get(content)!

// A deployment's files never change: its contract is read once per isolate, and each start line is said once in it.
const contracts = new WeakMap<Assets, () => Promise<FormContract | undefined>>()
const said = new Set<string>()
const consoleLog = (line: string) => console.log(line)
// By the log they go to: one per isolate, since Pages makes a handler per request and a flood must not fill the log.
const refusals = new WeakMap<(line: string) => void, ReturnType<typeof throttledLog>>()

/** The deployed build's form contract, none for a build that predates it (decision 047); a failed read is tried again. */
function deployedContract(assets: Assets, request: Request, say: (line: string) => void) {
  const read = async () => {
    const response = await assets.fetch(new Request(new URL(CONTRACT_PATH, request.url)))
    if (response.status >= 500) throw new Error(`the build's ${CONTRACT_PATH} answered ${response.status}`)
    const { contract } = response.ok ? parseContract(await response.text()) : {}
    say(bookingLine(contract))
    return contract
  }
  const cached = contracts.get(assets) ?? keptUnlessFailed(read)
  contracts.set(assets, cached)
  return cached()
}

export function cloudflareLeads(
  { LEADS_D1, ASSETS, ...env }: CloudflareEnv,
  content: Record<string, unknown>,
  options: { now?: () => number; log?: (line: string) => void } = {},
): { handle(request: Request): Promise<Response>; afterwards(): Promise<void> } {
  const log = options.log ?? consoleLog
  const refused = refusals.get(log) ?? refusals.set(log, throttledLog(log, options.now)).get(log)!
  try {
    if (!LEADS_D1) throw new Error("the project has no D1 binding LEADS_D1 (wrangler.toml, [[d1_databases]])")
    const settings = storeSettingsFromEnv(env, factsOf(content))
    const say = (line: string) => {
      if (!said.has(line)) log(line)
      said.add(line)
    }
    for (const line of optionalPartLines(settings)) say(line)
    const db = d1Database(LEADS_D1)
    const vapid = async () => ({
      privateKey: await storedSetting(db, "vapid_key", makeVapidKey),
      subject: settings.vapidSubject,
    })
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
      webhookUrl: settings.webhook?.url,
      vapid,
    })
    const deps = { db, secret: settings.secret, settings, now: options.now, log, vapid, refused }
    return {
      handle: (request) => {
        const handler = leadsHandler({ ...deps, form: () => deployedContract(ASSETS, request, say) })
        // Cloudflare sets CF-Connecting-IP to the visitor's address itself, whatever the request carried.
        return handler(request, { address: request.headers.get("CF-Connecting-IP") })
      },
      afterwards: () => loop.afterRequest(settings.retentionDays),
    }
  } catch (error) {
    return { handle: storeOff(error, log, () => factsOf(content)), afterwards: async () => {} }
  }
}
