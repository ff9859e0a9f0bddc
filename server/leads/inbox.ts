/**
 * The owner's inbox API under INBOX_API, on the store's handler (decision 046). The session cookie holds the login and
 * its end, signed with the store's secret; a login taken off LEADS_OWNERS is out at its next request. A change is a
 * POST from this site's Origin with INBOX_HEADER, which another site's page cannot add without CORS's consent.
 */
import { arrivalWindow, dayNumber, dayWords, windowValue, windowWords } from "../../common/booking.ts"
import { serviceName, type Business } from "../../common/lead-facts.ts"
import { INBOX_API, INBOX_HEADER, INBOX_PAGE } from "../../common/lead-paths.ts"
import { authorizeUrl, cookieValue, exchange, githubLogin, newState, stateProblem } from "../github-oauth.ts"
import { json, NO_STORE } from "../http.ts"
import { githubSignInSettings, type GitHubSignInSettings } from "../sign-in-settings.ts"
import { sign, verify } from "../signing.ts"
import { writeCsv } from "./csv.ts"
import { errorMessage, type SqlDatabase } from "./sql.ts"
import { allLeads, changeState, deleteLead, readLead, shownState, type LeadRow, type StateChange } from "./store.ts"
import { fromThisSite } from "./visitor.ts"

/** On: the owners' logins (lower case) and the GitHub app; off: why, for the page and the log. */
export type InboxSettings = { owners: string[]; github: GitHubSignInSettings } | { off: string }

export const SESSION_MAX_AGE_S = 12 * 60 * 60
const STATE_PURPOSE = "leads-inbox-sign-in:"
const SESSION_PURPOSE = "leads-inbox-session:"
const LOGIN = /^[A-Za-z0-9-]{1,39}$/
const DECLINE_MESSAGE_MAX = 2000

export const INBOX_MESSAGES = {
  off: "The leads inbox is not set up on this site: it needs LEADS_OWNERS and the GitHub sign-in (CMS_GITHUB_CLIENT_ID, CMS_GITHUB_CLIENT_SECRET). docs/deploy.md says how.",
  signedOut: "Please sign in to see the leads.",
  otherSite: "This change did not come from the inbox's own page, so nothing was changed.",
  noLead: (reference: string) => `There is no lead ${reference}: it may have been deleted.`,
  notNow: (state: string) => `That step does not apply to a lead that is ${state}.`,
  day: "Please choose a day on the calendar.",
  window: "Please choose one of the arrival windows.",
  message: `The message must be at most ${DECLINE_MESSAGE_MAX} characters.`,
} as const

/** LEADS_OWNERS (comma-separated GitHub logins, any case) and the editor's GitHub app; off without either. */
export function inboxSettingsFromEnv(env: Record<string, string | undefined>): InboxSettings {
  const owners = (env.LEADS_OWNERS ?? "")
    .split(",")
    .map((login) => login.trim().toLowerCase())
    .filter(Boolean)
  if (!owners.length) return { off: INBOX_MESSAGES.off }
  const bad = owners.find((login) => !LOGIN.test(login))
  if (bad) return { off: `LEADS_OWNERS must list GitHub logins separated by commas; "${bad}" is not one.` }
  try {
    const app = githubSignInSettings(env)
    return app ? { owners, github: app } : { off: INBOX_MESSAGES.off }
  } catch (error) {
    return { off: errorMessage(error) }
  }
}

type InboxDeps = {
  db: SqlDatabase
  business: Business
  inbox: InboxSettings
  secret: () => Promise<string>
  now: () => number
  log: (line: string) => void
  notifyOutbox?: () => void
  /** LEADS_WEBHOOK_URL: each step is also queued for the webhook (store.ts). */
  webhookUrl?: string
}

const dayAndWindow = (date = "", window = "") =>
  date ? { date, window, words: [dayWords(date), window && windowWords(window)].filter(Boolean).join(", ") } : null

/** A lead as the list shows it; `full` adds what only its detail shows. */
function leadJson(lead: LeadRow, business: Business, now: number, full: boolean) {
  const state = shownState(lead, now)
  const summary = {
    reference: lead.reference,
    received: lead.created_at,
    name: lead.name,
    suburb: lead.suburb,
    service: serviceName(business, lead.service_type),
    estimate: lead.estimate,
    state,
    asked: dayAndWindow(lead.preferred_date, lead.arrival_window),
    confirmed:
      lead.state === "confirmed" || lead.state === "declined"
        ? dayAndWindow(lead.confirmed_date, lead.confirmed_window)
        : null,
  }
  return full ? { ...summary, email: lead.email, phone: lead.phone, message: lead.message, page: lead.page } : summary
}

export function leadsInbox(deps: InboxDeps) {
  const { db, business, inbox, now, log } = deps
  const site = (request: Request) => new URL(business.siteUrl ?? new URL(request.url).origin)
  const https = (request: Request) => site(request).protocol === "https:"
  // Over https `__Host-`: the browser takes it only from this exact host, Secure, for the whole path.
  const cookieName = (request: Request, name: string) => (https(request) ? `__Host-${name}` : name)
  const cookie = (request: Request, name: string, value: string, maxAge: number, sameSite: "Lax" | "Strict") =>
    `${cookieName(request, name)}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=${sameSite}${https(request) ? "; Secure" : ""}`
  const redirect = (location: string, cookies: string[]) => {
    const headers = new Headers({ ...NO_STORE, Location: location })
    for (const one of cookies) headers.append("Set-Cookie", one)
    return new Response(null, { status: 302, headers })
  }
  const back = (request: Request, query: string, cookies: string[]) =>
    redirect(`${site(request).origin}${INBOX_PAGE}${query}`, cookies)
  const callbackUri = (request: Request) => `${site(request).origin}${INBOX_API}/callback`

  async function signIn(request: Request, github: GitHubSignInSettings) {
    const state = await newState(github.clientSecret, STATE_PURPOSE, now())
    // Lax: the browser sends it back on GitHub's redirect here, a top-level navigation from another site.
    return redirect(authorizeUrl(github, callbackUri(request), "read:user", state), [
      cookie(request, "leads_sign_in", state, 600, "Lax"),
    ])
  }

  async function callback(request: Request, url: URL, settings: { owners: string[]; github: GitHubSignInSettings }) {
    const cleared = cookie(request, "leads_sign_in", "", 0, "Lax")
    const state = url.searchParams.get("state")
    const stateCookie = cookieValue(request, cookieName(request, "leads_sign_in"))
    const problem = await stateProblem(state, stateCookie, settings.github.clientSecret, STATE_PURPOSE, now())
    const code = url.searchParams.get("code")
    if (problem || !code) {
      log(
        `Leads inbox sign-in refused: ${problem ?? `GitHub sent no code (${url.searchParams.get("error") ?? "no error given"})`}.`,
      )
      return back(request, "?sign-in=failed", [cleared])
    }
    const result = await exchange(code, callbackUri(request), settings.github)
    const login =
      "token" in result ? await githubLogin(result.token, settings.github).catch(() => undefined) : undefined
    if (!login) {
      log(`Leads inbox sign-in: ${"problem" in result ? result.problem : "GitHub's /user named no login"}.`)
      return back(request, "?sign-in=failed", [cleared])
    }
    if (!settings.owners.includes(login.toLowerCase())) {
      log(`Leads inbox sign-in refused: ${login} is not in LEADS_OWNERS.`)
      return back(request, `?no-access=${encodeURIComponent(login)}`, [cleared])
    }
    const ends = Math.floor(now() / 1000) + SESSION_MAX_AGE_S
    const value = `${login}.${ends}.${await sign(await deps.secret(), `${SESSION_PURPOSE}${login}.${ends}`)}`
    log(`Leads inbox: ${login} signed in.`)
    return back(request, "", [cleared, cookie(request, "leads_session", value, SESSION_MAX_AGE_S, "Strict")])
  }

  async function owner(request: Request, owners: string[]) {
    const parts = /^([A-Za-z0-9-]{1,39})\.(\d{1,12})\.([\w-]{43})$/.exec(
      cookieValue(request, cookieName(request, "leads_session")) ?? "",
    )
    if (!parts) return undefined
    const [, login = "", ends = "", signature = ""] = parts
    const left = Number(ends) - now() / 1000
    if (left <= 0 || left > SESSION_MAX_AGE_S || !owners.includes(login.toLowerCase())) return undefined
    return (await verify(await deps.secret(), `${SESSION_PURPOSE}${login}.${ends}`, signature)) ? login : undefined
  }

  async function act(request: Request, reference: string, action: string) {
    const body = (await request.json().catch(() => ({}))) as Record<string, unknown>
    const text = (name: string) => (typeof body[name] === "string" ? (body[name] as string).trim() : "")
    const lead = await readLead(db, reference)
    if (!lead) return json(404, { ok: false, error: INBOX_MESSAGES.noLead(reference) })
    if (action === "delete") {
      await deleteLead(db, reference, { now: now(), webhookUrl: deps.webhookUrl })
      log(`Leads inbox: lead ${reference} deleted.`)
      return json(200, { ok: true })
    }
    let change: StateChange
    if (action === "contacted") change = { state: "contacted" }
    else if (action === "confirm") {
      const [date, window] = [text("date"), text("window")]
      const errors = {
        ...(dayNumber(date) === undefined ? { date: INBOX_MESSAGES.day } : {}),
        ...(business.booking && arrivalWindow(business.booking, window) ? {} : { window: INBOX_MESSAGES.window }),
      }
      if (Object.keys(errors).length) return json(400, { ok: false, errors })
      change = { state: "confirmed", date, window }
    } else if (action === "decline") {
      const message = text("message")
      if (message.length > DECLINE_MESSAGE_MAX)
        return json(400, { ok: false, errors: { message: INBOX_MESSAGES.message } })
      change = { state: "declined", ...(message ? { message } : {}) }
    } else return json(404, { ok: false, error: "Not Found" })
    const changed = await changeState(db, reference, change, { now: now(), webhookUrl: deps.webhookUrl })
    if (!changed) return json(409, { ok: false, error: INBOX_MESSAGES.notNow(shownState(lead, now())) })
    log(`Leads inbox: lead ${reference} ${changed.state}.`)
    deps.notifyOutbox?.()
    return json(200, { ok: true, lead: leadJson(changed, business, now(), true) })
  }

  return async function route(request: Request): Promise<Response> {
    const url = new URL(request.url)
    const path = url.pathname.slice(INBOX_API.length)
    if ("off" in inbox) return json(404, { ok: false, error: inbox.off })
    if (path === "/sign-in" && request.method === "GET") return signIn(request, inbox.github)
    if (path === "/callback" && request.method === "GET") return callback(request, url, inbox)
    const post = request.method === "POST"
    if (
      post &&
      !(
        request.headers.get("origin") &&
        fromThisSite(request, business.siteUrl) &&
        request.headers.get(INBOX_HEADER) === "1"
      )
    ) {
      log(
        `Leads inbox: a POST to ${url.pathname} from another origin (${request.headers.get("origin") ?? "none"}) was refused.`,
      )
      return json(403, { ok: false, error: INBOX_MESSAGES.otherSite })
    }
    if (path === "/sign-out" && post)
      return json(200, { ok: true }, { "Set-Cookie": cookie(request, "leads_session", "", 0, "Strict") })
    const login = await owner(request, inbox.owners)
    if (!login) return json(401, { ok: false, error: INBOX_MESSAGES.signedOut })
    const allow = (method: string) => json(405, { ok: false, error: "Method Not Allowed" }, { Allow: method })
    if (path === "/leads.csv") {
      if (post) return allow("GET")
      let csv = ""
      await writeCsv(db, business, (text) => (csv += text))
      const day = new Date(now()).toISOString().slice(0, 10)
      return new Response(csv, {
        headers: {
          ...NO_STORE,
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
        },
      })
    }
    const [, reference, action] = /^\/leads(?:\/(Q-[0-9A-Z]{4}-[0-9A-Z]{4})(?:\/([a-z]+))?)?$/.exec(path) ?? []
    if (path !== "/leads" && !reference) return json(404, { ok: false, error: "Not Found" })
    if (action) return post ? act(request, reference!, action) : allow("POST")
    if (post) return allow("GET")
    if (reference) {
      const lead = await readLead(db, reference)
      return lead
        ? json(200, { ok: true, lead: leadJson(lead, business, now(), true) })
        : json(404, { ok: false, error: INBOX_MESSAGES.noLead(reference) })
    }
    const leads = (await allLeads(db)).reverse().map((lead) => leadJson(lead, business, now(), false))
    const windows = (business.booking?.windows ?? []).map((w) => ({ value: windowValue(w), label: w.label }))
    return json(200, { ok: true, login, windows, leads })
  }
}
