/**
 * The owner's inbox API under INBOX_API, on the store's handler (decisions 046, 048). Its contract, the answers and the
 * step bodies, is common/lead-inbox.ts; who the owner is, owner-session.ts. A change is a POST from this site's origin
 * with INBOX_HEADER, which another site's page cannot add without CORS's consent.
 */
import {
  arrivalWindow,
  BOOKING_TIME_ZONE,
  checkOwnerDay,
  dayWords,
  ownerDays,
  windowEnded,
  windowValue,
  windowWords,
} from "../../common/booking.ts"
import { serviceName, type Business } from "../../common/lead-facts.ts"
import {
  confirmBodySchema,
  declineBodySchema,
  notesBodySchema,
  STEPS,
  type InboxLead,
  type LeadDetail,
  type LeadList,
  type StepName,
} from "../../common/lead-inbox.ts"
import { INBOX_API, INBOX_HEADER, INBOX_PAGE } from "../../common/lead-paths.ts"
import { allow, json, NO_STORE, readJson, refuse } from "../http.ts"
import { quoted, throttledLog } from "../log.ts"
import { githubSignInSettings, type GitHubSignInSettings } from "../sign-in-settings.ts"
import { writeCsv } from "./csv.ts"
import { ownerDevices } from "./owner-devices.ts"
import { ownerSignIn, type Owner, type OwnerSignInDeps } from "./owner-session.ts"
import { messagesOf, type MessageState } from "./queue.ts"
import { errorMessage } from "./sql.ts"
import {
  allLeads,
  changeState,
  deleteLead,
  readLead,
  saveNotes,
  shownState,
  type LeadRow,
  type StateChange,
} from "./store.ts"
import { fromThisSite } from "./visitor.ts"
import { vapidPublicKey, type Vapid } from "./web-push.ts"

/**
 * On: the owners' logins (lower case) and the GitHub app; off: why, for the page and the log, and the logins
 * LEADS_OWNERS does list, which keep their devices (a slip in another setting signs no one out).
 */
export type InboxSettings = { owners: string[]; github: GitHubSignInSettings } | { off: string; owners: string[] }

const LOGIN = /^[A-Za-z0-9-]{1,39}$/

export const INBOX_MESSAGES = {
  off: "The leads inbox is not set up on this site: it needs LEADS_OWNERS and the GitHub sign-in (CMS_GITHUB_CLIENT_ID, CMS_GITHUB_CLIENT_SECRET). docs/deploy.md says how.",
  noApp:
    "The leads inbox is not set up on this site: LEADS_OWNERS is set, and it also needs the GitHub sign-in (CMS_GITHUB_CLIENT_ID, CMS_GITHUB_CLIENT_SECRET). docs/deploy.md says how.",
  signedOut: "Please sign in to see the leads.",
  storeOff:
    'The lead store is off, so the inbox cannot show your leads: one of its settings needs mending. The server\'s log names it in the line starting "The lead store is OFF". Once it is mended and the site started again (on Cloudflare Pages: deployed again), the inbox works.',
  otherSite: "This change did not come from the inbox's own page, so nothing was changed.",
  noLead: (reference: string) => `There is no lead ${reference}: it may have been deleted.`,
  notNow: (state: string) => `That step does not apply to a lead that is ${state}.`,
  window: "Please choose one of the arrival windows.",
  windowEnded: "That arrival window has ended today: please choose a later one, or another day.",
} as const

/** LEADS_OWNERS (comma-separated GitHub logins, any case) and the editor's GitHub app; off without either. */
export function inboxSettingsFromEnv(env: Record<string, string | undefined>): InboxSettings {
  const owners = (env.LEADS_OWNERS ?? "")
    .split(",")
    .map((login) => login.trim().toLowerCase())
    .filter(Boolean)
  const bad = owners.find((login) => !LOGIN.test(login))
  if (bad)
    return {
      off: `LEADS_OWNERS must list GitHub logins separated by commas; "${bad}" is not one.`,
      owners: owners.filter((login) => LOGIN.test(login)),
    }
  try {
    if (!owners.length) return { off: INBOX_MESSAGES.off, owners }
    const app = githubSignInSettings(env)
    return app ? { owners, github: app } : { off: INBOX_MESSAGES.noApp, owners }
  } catch (error) {
    return { off: errorMessage(error), owners }
  }
}

/** The sign-in's own (owner-session.ts), and what the API reads. */
type InboxDeps = Pick<OwnerSignInDeps, "db" | "secret" | "now" | "log"> & {
  business: Business
  inbox: InboxSettings
  notifyOutbox?: () => void
  /** LEADS_WEBHOOK_URL: each step is also queued for the webhook (store.ts). */
  webhookUrl?: string
  /** The site's VAPID key (web-push.ts, made at its first use) and subject: without them, no phone alerts. */
  vapid?: () => Promise<Vapid>
}

// Made once: a formatter per lead per request was most of a long list's time and memory (issue 73).
const receivedWords = new Intl.DateTimeFormat("en-AU", {
  timeZone: BOOKING_TIME_ZONE,
  dateStyle: "medium",
  timeStyle: "short",
})
const dayAndWindow = (date = "", window = "") =>
  date ? { date, window, words: [dayWords(date), window && windowWords(window)].filter(Boolean).join(", ") } : null

function leadSummary(lead: LeadRow, business: Business, now: number): InboxLead {
  const state = lead.state ?? "new"
  return {
    reference: lead.reference,
    received: receivedWords.format(lead.created_at),
    name: lead.name,
    suburb: lead.suburb,
    service: serviceName(business, lead.service_type),
    estimate: lead.estimate,
    state: shownState(lead, now),
    asked: dayAndWindow(lead.preferred_date, lead.arrival_window),
    confirmed:
      state === "confirmed" || state === "declined" ? dayAndWindow(lead.confirmed_date, lead.confirmed_window) : null,
  }
}

/** A step's change from its body, or the refusal that says why it cannot be taken. */
async function stepChange(name: Exclude<StepName, "delete" | "notes">, body: unknown, deps: InboxDeps) {
  if (name === "contacted") return { change: { state: "contacted" } satisfies StateChange }
  if (name === "decline") {
    const parsed = declineBodySchema.safeParse(body)
    if (!parsed.success) return { refusal: refuse(400, { errors: { message: parsed.error.issues[0]!.message } }) }
    return { change: { state: "declined", message: parsed.data.message } satisfies StateChange }
  }
  const parsed = confirmBodySchema.safeParse(body)
  const { date = "", window = "", anyway = false } = parsed.success ? parsed.data : {}
  const { booking } = deps.business
  const day = checkOwnerDay(booking, date, deps.now())
  const windowOk = booking && arrivalWindow(booking, window)
  // An invitation for a time already gone is no use to the customer: today's later windows, or another day.
  const ended = windowOk && windowEnded(date, windowOk, deps.now())
  if (windowOk && !ended && (day.ok || (day.anyway && anyway)))
    return { change: { state: "confirmed", date, window } satisfies StateChange, outside: day.ok ? "" : day.message }
  const windowError = !windowOk ? INBOX_MESSAGES.window : ended ? INBOX_MESSAGES.windowEnded : undefined
  const errors = { ...(day.ok ? {} : { date: day.message }), ...(windowError ? { window: windowError } : {}) }
  // Only a day outside the booking rules may be taken with the second step; a past day or window, a bad window never.
  return { refusal: refuse(400, { errors, ...(!windowError && !day.ok && day.anyway ? { anyway: true } : {}) }) }
}

/** Each kind of message by its first word (queue.ts), in the owner's words; a phone's alert is told by e-mail. */
const SENT_AS: Record<string, ((to: string) => string) | undefined> = {
  alert: (to) => `The alert to ${to}`,
  reminder: (to) => `The reminder to ${to}`,
  acknowledgement: (to) => `The confirmation to ${to}`,
  answer: (to) => `Your answer to ${to}`,
  webhook: () => "The message to your job tool",
}

/** A lead's message in the owner's words ("The alert to …"); none for a phone's alert, which the owner's e-mail names. */
export const messageWords = ({ kind, recipient }: Pick<MessageState, "kind" | "recipient">) =>
  SENT_AS[kind.split("-")[0]!]?.(recipient)

/** A lead's e-mail or webhook message given up on, in the owner's words. */
function notSent(message: MessageState) {
  const what = messageWords(message)
  return message.status === "failed" && what ? [`${what}: ${message.lastError || "not sent"}`] : []
}

export function leadsInbox(deps: InboxDeps) {
  const { db, business, inbox, now, log } = deps
  const refused = throttledLog(log, now)
  const devices = ownerDevices({ ...deps, words: (ms) => receivedWords.format(ms) })
  const signIn = "off" in inbox ? inbox : ownerSignIn({ ...deps, owners: inbox.owners, github: inbox.github })

  const noLead = (reference: string) => refuse(404, { error: INBOX_MESSAGES.noLead(reference) })
  /** A lead whole, as its page in the inbox shows it. */
  const answer = async (lead: LeadRow | undefined, reference: string) => {
    if (!lead) return noLead(reference)
    const { email, phone, message, page, notes = "" } = lead
    const undelivered = (await messagesOf(db, reference)).flatMap(notSent)
    const detail: LeadDetail = {
      ...leadSummary(lead, business, now()),
      email,
      phone,
      message,
      page,
      notes,
      undelivered,
    }
    return json(200, { ok: true, lead: detail })
  }

  async function step(request: Request, reference: string, name: StepName) {
    const body = (await readJson(request)) ?? {}
    const lead = await readLead(db, reference)
    if (!lead) return noLead(reference)
    if (name === "delete") {
      await deleteLead(db, reference, { now: now(), webhookUrl: deps.webhookUrl })
      log(`Leads inbox: lead ${reference} deleted.`)
      // The job tool hears of it (lead.deleted) without waiting for the next poll.
      deps.notifyOutbox?.()
      return json(200, { ok: true })
    }
    if (name === "notes") {
      const notes = notesBodySchema.safeParse(body)
      if (!notes.success) return refuse(400, { errors: { notes: notes.error.issues[0]!.message } })
      return answer(await saveNotes(db, reference, notes.data.notes), reference)
    }
    const taken = await stepChange(name, body, deps)
    if (taken.refusal) return taken.refusal
    const changed = await changeState(db, reference, taken.change, { now: now(), webhookUrl: deps.webhookUrl })
    if (!changed) return refuse(409, { error: INBOX_MESSAGES.notNow(shownState(lead, now())) })
    const outside = taken.outside ? ` outside the booking rules (${taken.outside})` : ""
    log(`Leads inbox: lead ${reference} ${changed.state}${outside}.`)
    deps.notifyOutbox?.()
    return answer(changed, reference)
  }

  async function list(owner: Owner) {
    const leads = (await allLeads(db)).reverse().map((lead) => leadSummary(lead, business, now()))
    const windows = (business.booking?.windows ?? []).map((w) => ({ value: windowValue(w), label: w.label }))
    const days = ownerDays(now())
    const pushKey = deps.vapid ? vapidPublicKey((await deps.vapid()).privateKey) : ""
    return json(200, { ok: true, login: owner.login, windows, days, pushKey, leads } satisfies LeadList)
  }

  async function csv() {
    let text = ""
    await writeCsv(db, business, (part) => (text += part))
    return new Response(text, {
      headers: {
        ...NO_STORE,
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="leads-${ownerDays(now()).first}.csv"`,
      },
    })
  }

  /** A POST from the inbox's own page: this site's whole origin, and the header only a same-origin script adds. */
  const fromOwnPage = (request: Request) =>
    request.headers.get("origin") !== null &&
    fromThisSite(request, business.siteUrl) &&
    request.headers.get(INBOX_HEADER) === "1"

  return async function route(request: Request, client?: { address?: string | null }): Promise<Response> {
    const { pathname } = new URL(request.url)
    const path = pathname.slice(INBOX_API.length)
    if ("off" in signIn) return refuse(404, { error: signIn.off })
    const post = request.method === "POST"
    // A PUT or a DELETE is no read: the routes below answer any method but POST as a GET.
    if (!post && request.method !== "GET" && request.method !== "HEAD") return allow("GET, POST")
    if (path === "/sign-in" || path === "/callback")
      return post ? allow("GET") : signIn.route(request, path, client?.address)
    if (post && !fromOwnPage(request)) {
      const origin = request.headers.get("origin")
      refused(
        "origin",
        `Leads inbox: a POST from another origin (${origin === null ? "none" : quoted(origin)}) was refused.`,
      )
      return refuse(403, { error: INBOX_MESSAGES.otherSite })
    }
    if (path === "/sign-out" && post) return json(200, { ok: true }, { "Set-Cookie": await signIn.signOut(request) })
    if (path === "/phone-sign-in") return post ? signIn.phone(request, client?.address) : allow("POST")
    const owner = await signIn.owner(request)
    if (!owner) {
      // The CSV link opened signed out (a bookmark, a phone): the inbox's page, which signs in, not a JSON refusal.
      const page = path === "/leads.csv" && (request.headers.get("accept") ?? "").includes("text/html")
      return page
        ? new Response(null, { status: 303, headers: { ...NO_STORE, Location: INBOX_PAGE } })
        : refuse(401, { error: INBOX_MESSAGES.signedOut })
    }
    if (path === "/leads.csv") return post ? allow("GET") : csv()
    const answered = await devices(request, path, owner)
    if (answered) return answered
    const [, reference, name] = /^\/leads(?:\/(Q-[0-9A-Z]{4}-[0-9A-Z]{4})(?:\/([a-z]+))?)?$/.exec(path) ?? []
    const named = STEPS.find((one) => one === name)
    if ((path !== "/leads" && !reference) || (name && !named)) return refuse(404, { error: "Not Found" })
    if (named) return post ? step(request, reference!, named) : allow("POST")
    if (post) return allow("GET")
    return reference ? answer(await readLead(db, reference), reference) : list(owner)
  }
}
