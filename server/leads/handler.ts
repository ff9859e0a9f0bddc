/**
 * The site's own lead store, one handler on the Fetch API (decision 030), like the editor's sign-in: the Node server
 * (server/leads/node.ts) and a Cloudflare Pages Function run the same code over their own SqlDatabase. Nothing here
 * is Node-only.
 *
 * - POST LEADS_PATH: a quote request, from the form's script (Accept: application/json, answered in JSON) or from the
 *   plain form before the script starts (answered with a page). It is checked by the form's own schema (4xx with the
 *   field's message, nothing stored), then stored with its e-mails in one transaction, and only then answered 2xx. A
 *   request that cannot be stored is answered 503, and the form keeps what was typed.
 * - A bot (the trap filled, or no good token) gets the same 2xx a person gets, and nothing is stored or sent.
 * - GET LEADS_TOKEN_PATH: the signed time token the form posts back (token.ts).
 * - GET LEADS_HEALTH_PATH: whether the store answers, and the outbox's backlog.
 */
import { sign } from "../signing.ts"
import type { Business } from "./mail.ts"
import { backlog as outboxBacklog } from "./queue.ts"
import { confirmPage, invalidPage, receivedPage, tooManyPage, unavailablePage } from "./pages.ts"
import {
  HONEYPOT_FIELD,
  LEADS_PATH,
  LEADS_TOKEN_PATH,
  quoteFormSchema,
  requestExtrasSchema,
  TOKEN_FIELD,
} from "./quote-schema.ts"
import { newReference } from "./reference.ts"
import type { SqlDatabase } from "./sql.ts"
import { DEFAULT_LIMITS, storedSecret, storeLead, type Limits } from "./store.ts"
import { checkToken, issueToken, MIN_TOKEN_AGE_MS, PAGE_MIN_TOKEN_AGE_MS } from "./token.ts"

const LEADS_HEALTH_PATH = `${LEADS_PATH}/health`
/** A quote request is a few kilobytes at most (every field is capped); anything longer is refused unread. */
export const MAX_BODY_BYTES = 16 * 1024

export type LeadsSettings = {
  business: Business
  /** LEADS_NOTIFY_TO: where the owner's alert goes. */
  notifyTo: string
  limits?: Limits
}

export type LeadsDeps = {
  db: SqlDatabase
  /** LEADS_SECRET; without it, a secret made at first use and kept in the store. */
  secret?: string
  settings: LeadsSettings
  now?: () => number
  /** A lead and its e-mails were stored: the outbox's sender may look now. */
  notifyOutbox?: () => void
  log?: (line: string) => void
}

/** Who sent the request, as the host knows it (the socket's address, or the one a trusted proxy names). */
export type ClientInfo = { address?: string | null }

const JSON_HEADERS = {
  "Content-Type": "application/json; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "X-Robots-Tag": "noindex, nofollow",
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } })

/** The body as text, refused past MAX_BODY_BYTES however it is sent (a Content-Length, or a stream without one). */
async function readBody(request: Request): Promise<string | undefined> {
  const declared = Number(request.headers.get("content-length") ?? 0)
  if (declared > MAX_BODY_BYTES) return undefined
  if (!request.body) return ""
  const reader = request.body.getReader()
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_BODY_BYTES) {
      await reader.cancel()
      return undefined
    }
    chunks.push(value)
  }
  return new Blob(chunks).text()
}

/** The page a request came from, without its query or fragment (they may carry someone's tracking or e-mail). */
function pageWithoutQuery(page: string | undefined) {
  if (!page) return ""
  try {
    const url = new URL(page)
    if (url.protocol === "http:" || url.protocol === "https:") return `${url.origin}${url.pathname}`
  } catch {
    // Not an address: kept only when it is a path of this site.
  }
  return page.startsWith("/") && !page.startsWith("//") ? page.split(/[?#]/, 1)[0]! : ""
}

type Fields = Record<string, string>

/** The first message for each field the schema refuses. */
function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "request")
    errors[field] ??= issue.message
  }
  return errors
}

export function leadsHandler(deps: LeadsDeps): (request: Request, client?: ClientInfo) => Promise<Response> {
  const now = deps.now ?? Date.now
  const log = deps.log ?? ((line: string) => console.log(line))
  const { business } = deps.settings
  let secret: Promise<string> | undefined
  const theSecret = () => {
    if (deps.secret) return Promise.resolve(deps.secret)
    secret ??= storedSecret(deps.db).catch((error: unknown) => {
      secret = undefined
      throw error
    })
    return secret
  }

  async function token() {
    const issuedMs = now()
    return json(200, { token: await issueToken(await theSecret(), issuedMs), minAgeMs: MIN_TOKEN_AGE_MS })
  }

  async function health() {
    try {
      const backlog = await outboxBacklog(deps.db, now())
      return json(200, { ok: true, outbox: backlog })
    } catch (error) {
      log(`Lead store health: the store did not answer: ${error instanceof Error ? error.message : String(error)}`)
      return json(503, { ok: false })
    }
  }

  async function post(request: Request, client: ClientInfo | undefined) {
    const wantsJson = (request.headers.get("accept") ?? "").includes("application/json")
    const unavailable = () =>
      wantsJson ? json(503, { ok: false, error: "unavailable" }, { "Retry-After": "60" }) : unavailablePage(business)
    const type = (request.headers.get("content-type") ?? "").split(";", 1)[0]!.trim().toLowerCase()
    if (type !== "application/x-www-form-urlencoded") {
      return json(415, { ok: false, error: "Send the form as application/x-www-form-urlencoded." })
    }
    const body = await readBody(request)
    if (body === undefined) return json(413, { ok: false, error: "The request is too large." })
    const form = new URLSearchParams(body)
    const fields: Fields = {}
    for (const name of [...Object.keys(quoteFormSchema.shape), ...Object.keys(requestExtrasSchema.shape)]) {
      const value = form.get(name)
      if (value !== null) fields[name] = value
    }

    // A person never fills the trap: a bot is told it worked.
    const bot = () =>
      wantsJson ? json(200, { ok: true, reference: newReference() }) : receivedPage(newReference(), business)
    if ((fields[HONEYPOT_FIELD] ?? "").trim() !== "") return bot()

    const values = quoteFormSchema.safeParse(
      Object.fromEntries(Object.keys(quoteFormSchema.shape).map((n) => [n, fields[n] ?? ""])),
    )
    const extras = requestExtrasSchema.safeParse(fields)
    if (!values.success || !extras.success) {
      const errors = fieldErrors([...(values.error?.issues ?? []), ...(extras.error?.issues ?? [])])
      return wantsJson ? json(400, { ok: false, errors }) : invalidPage(errors, business)
    }

    let key: string
    let checked: Awaited<ReturnType<typeof checkToken>>
    try {
      const signing = await theSecret()
      checked = await checkToken(
        extras.data[TOKEN_FIELD],
        signing,
        now(),
        wantsJson ? MIN_TOKEN_AGE_MS : PAGE_MIN_TOKEN_AGE_MS,
      )
      key = await sign(signing, `client:${client?.address ?? "unknown"}`)
      if (!checked.ok) {
        // The plain form has no token: the person checks the request and sends it with one. The form's script always
        // has one that is old enough; without it, it is a bot.
        if (!wantsJson) return confirmPage(fields, await issueToken(signing, now()), business)
        return bot()
      }
    } catch (error) {
      log(`Lead store could not be opened: ${error instanceof Error ? error.message : String(error)}`)
      return unavailable()
    }

    try {
      const result = await storeLead(
        deps.db,
        {
          ...values.data,
          estimate: extras.data.estimate ?? "",
          page: pageWithoutQuery(extras.data.page),
          sentAt: extras.data.time ?? "",
          clientKey: key.slice(0, 22),
          requestKey: checked.nonce,
        },
        { notifyTo: deps.settings.notifyTo, now: now(), limits: deps.settings.limits ?? DEFAULT_LIMITS },
      )
      if (result.outcome === "rate-limited") {
        log("Lead refused: too many requests from one client in ten minutes.")
        return wantsJson
          ? json(429, { ok: false, error: "rate-limited", phone: business.phone }, { "Retry-After": "600" })
          : tooManyPage(business)
      }
      if (result.outcome === "stored") {
        log(
          `Lead ${result.reference} stored; alert queued${result.acknowledged ? ", acknowledgement queued" : ", no acknowledgement (that address had its daily number)"}.`,
        )
        deps.notifyOutbox?.()
      }
      return wantsJson ? json(200, { ok: true, reference: result.reference }) : receivedPage(result.reference, business)
    } catch (error) {
      log(
        `Lead NOT stored, the visitor was asked to try again or call: ${error instanceof Error ? error.message : String(error)}`,
      )
      return unavailable()
    }
  }

  return async (request, client) => {
    const { pathname } = new URL(request.url)
    const allow = (method: string) => json(405, { ok: false, error: "Method Not Allowed" }, { Allow: method })
    try {
      if (pathname === LEADS_PATH) return request.method === "POST" ? await post(request, client) : allow("POST")
      if (pathname === LEADS_TOKEN_PATH) return request.method === "GET" ? await token() : allow("GET")
      if (pathname === LEADS_HEALTH_PATH) return request.method === "GET" ? await health() : allow("GET")
      return json(404, { ok: false, error: "Not Found" })
    } catch (error) {
      log(`Lead store failed: ${error instanceof Error ? error.message : String(error)}`)
      return json(503, { ok: false, error: "unavailable" }, { "Retry-After": "60" })
    }
  }
}
