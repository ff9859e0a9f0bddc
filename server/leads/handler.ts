/**
 * The site's own lead store: one Fetch handler the Node server and a Pages Function run over their SqlDatabase (030,
 * 031). A quote request is answered 2xx only once stored with its e-mails; a bot gets the same 2xx, nothing stored.
 */
import type { Business, LeadFacts } from "../../common/lead-facts.ts"
import { INBOX_API } from "../../common/lead-paths.ts"
import {
  HONEYPOT_FIELD,
  LEADS_PATH,
  LEADS_TOKEN_PATH,
  quoteFormSchema,
  requestExtrasSchema,
  STALE_TOKEN,
  TOKEN_FIELD,
} from "../../common/quote-schema.ts"
import { requestSchema, type FormContract } from "../form-contract.ts"
import { allow, json, MAX_BODY_BYTES, readBody, wantsJson } from "../http.ts"
import { quoted, throttledLog } from "../log.ts"
import { sign } from "../signing.ts"
import { INBOX_MESSAGES, leadsInbox } from "./inbox.ts"
import { reminderDue } from "./opening-hours.ts"
import { forgetUnlisted } from "./owner-session.ts"
import { confirmPage, invalidPage, notFromThisSite, receivedPage, tooManyPage, unavailable } from "./pages.ts"
import { errorMessage, type SqlDatabase } from "./sql.ts"
import type { StoreSettings } from "./store-settings.ts"
import { countLeads, DEFAULT_LIMITS, newReference, storedSecret, storeLead } from "./store.ts"
import { checkToken, issuePageToken, issueToken, MIN_TOKEN_AGE_MS, PAGE_MIN_TOKEN_AGE_MS } from "./token.ts"
import { fromThisSite, networkOf, pageOfThisSite } from "./visitor.ts"
import type { Vapid } from "./web-push.ts"

const LEADS_HEALTH_PATH = `${LEADS_PATH}/health`
/** What the handler reads of the settings: the webhook's secret is the send loop's. */
export type LeadsSettings = Pick<StoreSettings, "business" | "notifyTo"> &
  Partial<Pick<StoreSettings, "limits" | "inbox">> & { webhook?: { url: string } }

export type LeadsDeps = {
  db: SqlDatabase
  /** LEADS_SECRET, or where the host keeps one (secret-file.ts); without either, one kept in the store (D1). */
  secret?: string | (() => Promise<string>)
  /**
   * The live release's form contract (decision 047), none for a release built before it: each request is checked by
   * its fields and booking rules, and the health answer says when its form does not post here.
   */
  form: () => FormContract | undefined | Promise<FormContract | undefined>
  settings: LeadsSettings
  now?: () => number
  /** A lead and its e-mails were stored: the outbox's sender may look now. */
  notifyOutbox?: () => void
  /** The site's VAPID key, made at its first use (secret-file.ts on Node, the settings on D1): phone alerts. */
  vapid?: () => Promise<Vapid>
  log?: (line: string) => void
  /** Where refusals are said, each kind once a minute; a host that makes a handler per request (Pages) keeps one. */
  refused?: Refused
}

/** Who sent the request, as the host knows it (the socket's address, or the one a trusted proxy names). */
export type ClientInfo = { address?: string | null }

export type LeadsHandler = (request: Request, client?: ClientInfo) => Promise<Response>

/**
 * The store OFF when its settings cannot be used: the site runs on, the log says why, every request gets 503, whose
 * page gives the business's phone and e-mail when its content (`facts`) can still be read.
 */
export function storeOff(error: unknown, log: (line: string) => void, facts?: () => LeadFacts): LeadsHandler {
  log(`The lead store is OFF, /api/leads answers 503: ${errorMessage(error)}`)
  let business: LeadFacts | undefined
  try {
    business = facts?.()
  } catch {
    // The content is what failed: the page goes without them.
  }
  // The owner is told what a visitor is not: a setting keeps the store off, and Try again cannot help until it is mended.
  return async (request) =>
    new URL(request.url).pathname.startsWith(`${INBOX_API}/`)
      ? json(503, { ok: false, error: INBOX_MESSAGES.storeOff })
      : unavailable(request, business)
}

/** What a request to the live release is read with: its schema, and the business with its booking rules. */
type Release = { contract?: FormContract; business: Business; schema: ReturnType<typeof requestSchema> }

type Refused = ReturnType<typeof throttledLog>

/** `make`'s promise, kept once made; made again on the next call after it fails. */
export function keptUnlessFailed<T>(make: () => Promise<T>) {
  let kept: Promise<T> | undefined
  return () =>
    (kept ??= make().catch((error: unknown) => {
      kept = undefined
      throw error
    }))
}

/** The store's secret, read once (and again after a failed read). */
const secretOnce = ({ secret: given, db }: LeadsDeps) =>
  keptUnlessFailed(typeof given === "function" ? given : given ? async () => given : () => storedSecret(db))

/** Before the first answer after a start (or a Pages deploy): a login taken off LEADS_OWNERS opens nothing again. */
const forgetUnlistedOnce = ({ db, settings: { inbox } }: LeadsDeps, log: (line: string) => void) =>
  keptUnlessFailed(() =>
    forgetUnlisted(db, inbox?.owners ?? []).then(
      // Named, as a login mistyped in LEADS_OWNERS signs its owner's phones out for good.
      (ended) =>
        ended.length &&
        log(
          `Leads inbox: ${ended.length} session(s) of ${[...new Set(ended)].join(", ")}, no longer in LEADS_OWNERS, ended.`,
        ),
    ),
  )

/** The live release's schema, business and inbox, made again only when another release goes live. */
function liveRelease(deps: LeadsDeps, secret: () => Promise<string>, now: () => number, log: (line: string) => void) {
  let release: (Release & { inbox: ReturnType<typeof leadsInbox> }) | undefined
  return async () => {
    const contract = await deps.form()
    if (release && release.contract === contract) return release
    // The inbox reads the live release's rules as business.booking, as the customer's request is checked.
    const business: Business = { ...deps.settings.business, booking: contract?.booking }
    const inbox = leadsInbox({
      ...deps,
      business,
      inbox: deps.settings.inbox ?? { off: INBOX_MESSAGES.off, owners: [] },
      secret,
      now,
      log,
      webhookUrl: deps.settings.webhook?.url,
    })
    return (release = { contract, business, schema: requestSchema(contract, now), inbox })
  }
}

/** The request's fields as its release's schema reads them, or the answer that refuses it. */
async function readRequest(request: Request, { schema: live, business }: Release, refused: Refused) {
  const type = (request.headers.get("content-type") ?? "").split(";", 1)[0]!.trim().toLowerCase()
  if (type !== "application/x-www-form-urlencoded") {
    return { answer: json(415, { ok: false, error: "Send the form as application/x-www-form-urlencoded." }) }
  }
  const body = await readBody(request)
  if (body === undefined) {
    refused("too-large", `Lead refused: over ${MAX_BODY_BYTES / 1024} KB, more than every field at its cap.`)
    return { answer: json(413, { ok: false, error: "The request is too large." }) }
  }
  const form = new URLSearchParams(body)
  // A page opened before booking was switched on has no day to send (the form posts both, empty or not): its request is
  // taken without one, so the visitor is not asked to try again what can never work.
  const schema =
    "preferredDate" in live.shape && !form.has("preferredDate") && !form.has("arrivalWindow") ? quoteFormSchema : live
  const fields: Record<string, string> = {}
  for (const name of [...Object.keys(schema.shape), ...Object.keys(requestExtrasSchema.shape)])
    if (form.has(name)) fields[name] = form.get(name)!
  // A person never fills the trap: a bot is told it worked.
  if ((fields[HONEYPOT_FIELD] ?? "").trim() !== "") return { answer: received(request, newReference(), business) }
  const values = schema.safeParse(Object.fromEntries(Object.keys(schema.shape).map((n) => [n, fields[n] ?? ""])))
  const extras = requestExtrasSchema.safeParse(fields)
  if (values.success && extras.success) return { fields, values: values.data, extras: extras.data }
  // Each field's first refusal.
  const errors: Record<string, string> = {}
  for (const { path, message } of [...(values.error?.issues ?? []), ...(extras.error?.issues ?? [])])
    errors[String(path[0] ?? "request")] ??= message
  const why = Object.entries(errors).map(([field, message]) => `${field}: ${message}`)
  refused("invalid", `Lead refused: ${why.join("; ")}.`)
  return { answer: wantsJson(request) ? json(400, { ok: false, errors }) : invalidPage(errors, business) }
}

/** How a lead is stored at `now`; with the inbox on, its owners' phones are alerted and reminded of it (store.ts). */
function storeOptions({ inbox, ...settings }: LeadsSettings, business: Business, now: number) {
  return {
    notifyTo: settings.notifyTo,
    now,
    limits: settings.limits ?? DEFAULT_LIMITS,
    webhookUrl: settings.webhook?.url,
    alerts: inbox && !("off" in inbox) ? { owners: inbox.owners, remindAt: reminderDue(now, business) } : undefined,
  }
}

export function leadsHandler(deps: LeadsDeps): LeadsHandler {
  const now = deps.now ?? Date.now
  const log = deps.log ?? ((line: string) => console.log(line))
  // Anyone can cause a refusal: each kind is said once a minute, so a flood cannot fill the log.
  const refused = deps.refused ?? throttledLog(log, now)
  const { limits = DEFAULT_LIMITS } = deps.settings
  let saidAckLimitAt = -Infinity
  const theSecret = secretOnce(deps)
  const live = liveRelease(deps, theSecret, now, log)
  const forgetUnlisted = forgetUnlistedOnce(deps, log)

  const token = async () => json(200, { token: await issueToken(await theSecret(), now()), minAgeMs: MIN_TOKEN_AGE_MS })

  async function health(request: Request, { contract, business }: Release) {
    const count = await countLeads(deps.db).catch((error: unknown) => {
      log(`Lead store health: the store did not answer: ${errorMessage(error)}`)
    })
    if (count === undefined) return unavailable(request, business)
    const connected = !contract || contract.endpoint === LEADS_PATH
    return json(200, connected ? { ok: true } : { ok: true, form: "not connected" })
  }

  async function post(request: Request, client: ClientInfo | undefined, live: Release) {
    const { business } = live
    if (!fromThisSite(request, business.siteUrl)) {
      const from = request.headers.get("origin") ?? request.headers.get("referer") ?? ""
      const site = business.siteUrl
      const address = site
        ? ` This site is SITE_URL, ${quoted(site)}: if visitors open it at that other address, set SITE_URL to it.`
        : ""
      refused("other-site", `Lead refused: posted from a page on another site (${quoted(from)}).${address}`)
      return notFromThisSite(request, business)
    }
    const asJson = wantsJson(request)
    const read = await readRequest(request, live, refused)
    if (read.answer) return read.answer
    const { fields, values, extras } = read

    const signing = await theSecret().catch((error: unknown) => {
      log(`Lead store could not be opened: ${errorMessage(error)}`)
    })
    if (signing === undefined) return unavailable(request, business)
    const minAge = asJson ? MIN_TOKEN_AGE_MS : PAGE_MIN_TOKEN_AGE_MS
    const checked = await checkToken(extras[TOKEN_FIELD], signing, now(), minAge)
    // The plain form has no token: the person checks the request and sends it with one. The form's script always
    // has one that is old enough; without it, it is a bot. One over a day old is a person's page left open: the script
    // fetches a new token and sends again (a bot told it worked would be a lead lost).
    if (!checked.ok && asJson && checked.stale) return json(409, { ok: false, error: STALE_TOKEN })
    if (!checked.ok)
      return asJson
        ? received(request, newReference(), business)
        : confirmPage(fields, await issuePageToken(signing, now(), fields), business, checked.young)
    const key = await sign(signing, `client:${client?.address ? networkOf(client.address) : "unknown"}`)
    // The same request sent again after a lost answer is the lead it already is; sent again corrected (the form keeps
    // its token and its values after a failed send), it is a request of its own, or the correction would be lost.
    const content = JSON.stringify([values, extras.estimate ?? ""])
    const requestKey = (await sign(signing, `request:${checked.nonce}:${content}`)).slice(0, 22)

    try {
      const result = await storeLead(
        deps.db,
        {
          ...values,
          estimate: extras.estimate ?? "",
          page: pageOfThisSite(extras.page, request, business.siteUrl),
          sentAt: extras.time ?? "",
          clientKey: key.slice(0, 22),
          requestKey,
        },
        storeOptions(deps.settings, business, now()),
      )
      if (result.outcome === "rate-limited") {
        refused("rate-limited", "Lead refused: too many requests from one client in ten minutes.")
        return asJson
          ? json(429, { ok: false, error: "rate-limited", phone: business.phone }, { "Retry-After": "600" })
          : tooManyPage(business)
      }
      if (result.outcome === "stored") {
        const ack = {
          "": ", acknowledgement queued",
          address: ", no acknowledgement (that address had its daily number)",
          hour: ", no acknowledgement (the hourly limit, LEADS_ACK_LIMIT)",
        }[result.withheld]
        log(`Lead ${result.reference} stored; alert queued${ack}.`)
        if (result.withheld === "hour" && now() - saidAckLimitAt >= 60 * 60_000) {
          saidAckLimitAt = now()
          log(
            `The site sent its ${limits.acknowledgementsPerHour} acknowledgements of the last hour (LEADS_ACK_LIMIT): new quote requests are still stored and alerted, and their alerts say no acknowledgement went out. Many requests at once may be someone using the form to send mail to others.`,
          )
        }
        deps.notifyOutbox?.()
      }
      return received(request, result.reference, business, values)
    } catch (error) {
      log(`Lead NOT stored, the visitor was asked to try again or call: ${errorMessage(error)}`)
      return unavailable(request, business)
    }
  }

  return async (request, client) => {
    const { pathname } = new URL(request.url)
    let release: Awaited<ReturnType<typeof live>> | undefined
    try {
      await forgetUnlisted()
      release = await live()
      if (pathname === LEADS_PATH)
        return request.method === "POST" ? await post(request, client, release) : allow("POST")
      if (pathname === LEADS_TOKEN_PATH) return request.method === "GET" ? await token() : allow("GET")
      if (pathname.startsWith(`${INBOX_API}/`)) return await release.inbox(request, client)
      // HEAD too: uptime checkers often use it.
      if (pathname === LEADS_HEALTH_PATH)
        return ["GET", "HEAD"].includes(request.method) ? await health(request, release) : allow("GET")
      return json(404, { ok: false, error: "Not Found" })
    } catch (error) {
      log(`Lead store failed: ${errorMessage(error)}`)
      return unavailable(request, release?.business ?? deps.settings.business)
    }
  }
}

/** The answer to a request stored (or a bot's, alike): its reference, and the day asked repeated on the page. */
const received = (request: Request, reference: string, business: Business, asked: Record<string, unknown> = {}) =>
  wantsJson(request) ? json(200, { ok: true, reference }) : receivedPage(reference, business, asked)
