import { readFileSync } from "node:fs"

import { afterEach, describe, expect, it } from "vitest"
import * as z from "zod/mini"

import { bookingFileSchema } from "../../common/booking.ts"
import { leadFacts } from "../../common/lead-facts.ts"
import { declineOpening, leadAnswerSchema, leadListSchema, refusalSchema } from "../../common/lead-inbox.ts"
import { INBOX_API } from "../../common/lead-paths.ts"
import shipped from "../../tests/fixtures/content/booking.json" with { type: "json" }
import { csvHeader, readCsv } from "../../tests/read-csv.ts"
import { BUSINESS, NOW, SITE, testStore, VALID } from "../../tests/support/lead-store.ts"
import { SIGN_IN_LIMIT } from "../github-oauth.ts"
import { alertWords } from "./alerts.ts"
import { INBOX_MESSAGES, inboxSettingsFromEnv, type InboxSettings } from "./inbox.ts"
import { customerAnswer, ownerAlert } from "./mail.ts"
import { query } from "./sql.ts"
import { storeSettingsFromEnv } from "./store-settings.ts"
import { readLead, storeLead, type NewLead } from "./store.ts"
import { webhookBody } from "./webhook.ts"

const RULES = bookingFileSchema.parse(shipped)
const TOKEN = "gho_inboxUnitToken"
const GITHUB = "https://github.example"
/** NOW is Thursday 26 November 2026, 8 am in Sydney; the shipped rules: Monday to Saturday, 60 days ahead. */
const FRIDAY = "2026-11-27"

let store: ReturnType<typeof testStore>
afterEach(() => store?.cleanup())

/** `test` on a second handler over the same store file, as another process or Pages isolate has, with its settings. */
async function onSameStore(inbox: InboxSettings, test: () => Promise<void>) {
  const first = store
  store = testStore({ dir: first.dir, inbox, booking: RULES })
  try {
    await test()
  } finally {
    store.db.close()
    store = first
  }
}

/** GitHub as the inbox meets it: a token for "good-code", and /user naming `login` with the account's `id`. */
function inboxOn(
  login: string,
  owners = "Riverleaf-Owner, second-owner",
  id = 7,
): Exclude<InboxSettings, { off: string }> {
  const github = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    if (url === `${GITHUB}/login/oauth/access_token`) {
      tokenRequests++
      return new URLSearchParams(String(init?.body)).get("code") === "good-code"
        ? Response.json({ access_token: TOKEN })
        : Response.json({ error: "bad_verification_code" })
    }
    if (url === `${GITHUB}/api/v3/user` && new Headers(init?.headers).get("authorization") === `Bearer ${TOKEN}`)
      return Response.json({ login, id })
    return Response.json({ message: "Bad credentials" }, { status: 401 })
  }
  const settings = inboxSettingsFromEnv({
    LEADS_OWNERS: owners,
    CMS_GITHUB_CLIENT_ID: "client-id",
    CMS_GITHUB_CLIENT_SECRET: "client-secret",
    CMS_GITHUB_URL: GITHUB,
  })
  if ("off" in settings) throw new Error(settings.off)
  return { ...settings, github: { ...settings.github, fetch: github as typeof fetch } }
}
let tokenRequests = 0

let requests = 0
async function stored(fields: Partial<NewLead> = {}) {
  const lead = { ...VALID, estimate: "", page: "/", sentAt: "", clientKey: "c", requestKey: `r${++requests}` }
  const result = await storeLead(
    store.db,
    { ...lead, ...fields },
    { notifyTo: "owner@riverleaf.example", now: store.clock.now },
  )
  if (result.outcome !== "stored") throw new Error(result.outcome)
  return result.reference
}

let networks = 0
/** Each sign-in from a network of its own unless a test says otherwise: the limit per client has its own test. */
const get = (path: string, cookie = "", address = `198.51.100.${++networks % 250}`) =>
  store.handle(new Request(`${SITE}${INBOX_API}${path}`, { headers: { cookie } }), { address })
const post = (path: string, cookie: string, body: unknown = {}, headers: Record<string, string> = {}) =>
  store.handle(
    new Request(`${SITE}${INBOX_API}${path}`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { cookie, origin: SITE, "x-leads-inbox": "1", "content-type": "application/json", ...headers },
    }),
  )
const firstPart = (setCookie: string | null) => (setCookie ?? "").split(";", 1)[0]!

/** The start of a sign-in, as the browser goes through it: GitHub's callback address and the state cookie. */
async function begin() {
  const start = await get("/sign-in")
  const state = new URL(start.headers.get("location")!).searchParams.get("state")!
  return { state, cookie: firstPart(start.headers.get("set-cookie")) }
}
/** The whole sign-in: the state cookie, GitHub's code, the callback. */
async function signIn(code = "good-code") {
  const { state, cookie } = await begin()
  return get(`/callback?code=${code}&state=${encodeURIComponent(state)}`, cookie)
}
const sessionOf = async () => firstPart((await signIn()).headers.get("set-cookie")!.split(", ").at(-1)!)
const answers = async (reference: string) =>
  (await query(store.db, "SELECT kind FROM outbox WHERE reference = ? AND kind LIKE 'answer-%'", [reference])).map(
    (row) => row.kind,
  )

describe("the inbox's settings", () => {
  it("is off, saying what it needs, without LEADS_OWNERS or without the GitHub app, and names a login it cannot read", () => {
    expect(inboxSettingsFromEnv({ CMS_GITHUB_CLIENT_ID: "a", CMS_GITHUB_CLIENT_SECRET: "b" })).toEqual({
      off: INBOX_MESSAGES.off,
      owners: [],
    })
    expect(inboxSettingsFromEnv({ LEADS_OWNERS: "owner" })).toEqual({ off: INBOX_MESSAGES.noApp, owners: ["owner"] })
    expect(inboxSettingsFromEnv({ LEADS_OWNERS: "owner", CMS_GITHUB_CLIENT_ID: "a" })).toEqual({
      off: `CMS_GITHUB_CLIENT_ID is set but CMS_GITHUB_CLIENT_SECRET is not: the editor's GitHub sign-in needs both (docs/deploy.md, "Setting up the GitHub sign-in")`,
      owners: ["owner"],
    })
    expect(inboxSettingsFromEnv({ LEADS_OWNERS: "owner, sam@example.com" })).toEqual({
      off: `LEADS_OWNERS must list GitHub logins separated by commas; "sam@example.com" is not one.`,
      owners: ["owner"],
    })
    expect(inboxOn("x").owners).toEqual(["riverleaf-owner", "second-owner"])
  })

  it("answers every inbox address 404 with why while it is off, and the store as before", async () => {
    store = testStore()
    const answer = await get("/leads")
    expect(answer.status).toBe(404)
    expect(await answer.json()).toEqual({ ok: false, error: INBOX_MESSAGES.off })
    expect(answer.headers.get("cache-control")).toBe("no-store")
  })

  it("puts the lead's address in the inbox into the owner's alert when the inbox is on and SITE_URL is set", () => {
    const facts = leadFacts({
      ...Object.fromEntries(["business", "packages", "home", "estimate"].map((n) => [n, fixture(n)])),
    })
    const env = { SITE_URL: SITE, LEADS_OWNERS: "owner", CMS_GITHUB_CLIENT_ID: "a", CMS_GITHUB_CLIENT_SECRET: "b" }
    const on = storeSettingsFromEnv(env, facts)
    const lead = {
      ...VALID,
      reference: "Q-7K3M-Q9XD",
      created_at: NOW,
      service_type: "deep",
      estimate: "",
      page: "",
      sent_at: "",
    }
    expect(ownerAlert(lead, "o@x.example", { business: on.business, from: "a@x.example" }).text).toContain(
      `\nOpen it in your inbox: ${SITE}/admin/leads#Q-7K3M-Q9XD\n`,
    )
    const off = storeSettingsFromEnv({ SITE_URL: SITE }, facts)
    expect(ownerAlert(lead, "o@x.example", { business: off.business, from: "a@x.example" }).text).not.toContain("inbox")
  })
})

function fixture(name: string): unknown {
  return JSON.parse(readFileSync(`tests/fixtures/content/${name}.json`, "utf8"))
}

describe("signing in", () => {
  it("sends the browser to GitHub for read:user with a signed state bound to a Lax cookie, coming back under /api", async () => {
    store = testStore({ inbox: inboxOn("riverleaf-owner") })
    const answer = await get("/sign-in")
    expect(answer.status).toBe(302)
    const to = new URL(answer.headers.get("location")!)
    expect(`${to.origin}${to.pathname}`).toBe(`${GITHUB}/login/oauth/authorize`)
    expect(to.searchParams.get("scope")).toBe("read:user")
    expect(to.searchParams.get("client_id")).toBe("client-id")
    expect(to.searchParams.get("redirect_uri")).toBe(`${SITE}/api/leads/inbox/callback`)
    expect(answer.headers.get("set-cookie")).toBe(
      `__Host-leads_sign_in=${to.searchParams.get("state")}; Path=/; Max-Age=600; HttpOnly; SameSite=Lax; Secure`,
    )
    expect(answer.headers.get("cache-control")).toBe("no-store")
    expect(answer.headers.get("x-robots-tag")).toBe("noindex, nofollow")
  })

  it("gives an owner (any case) a 12-hour Strict, HttpOnly, __Host- session of a random token, kept in the store as its hash", async () => {
    store = testStore({ inbox: inboxOn("RiverLeaf-owner") })
    const answer = await signIn()
    expect(answer.status).toBe(302)
    expect(answer.headers.get("location")).toBe(`${SITE}/admin/leads`)
    const [cleared, session] = answer.headers.get("set-cookie")!.split(", ")
    expect(cleared).toBe("__Host-leads_sign_in=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure")
    expect(session).toMatch(
      /^__Host-leads_session=[\w-]{43}; Path=\/; Max-Age=43200; HttpOnly; SameSite=Strict; Secure$/,
    )
    const token = firstPart(session!).split("=")[1]!
    const rows = await query(store.db, "SELECT * FROM owner_sessions")
    expect(rows).toEqual([
      expect.objectContaining({ github_id: 7, login: "riverleaf-owner", created_at: NOW, ends_at: NOW + 43_200_000 }),
    ])
    expect(JSON.stringify(rows)).not.toContain(token)
    expect(store.lines).toContain("Leads inbox: RiverLeaf-owner (GitHub account 7) signed in.")
  })

  it("tells another login it has no access, and gives it no session", async () => {
    store = testStore({ inbox: inboxOn("someone-else") })
    const answer = await signIn()
    expect(answer.headers.get("location")).toBe(`${SITE}/admin/leads?no-access=someone-else`)
    expect(answer.headers.get("set-cookie")).not.toContain("leads_session")
    expect(store.lines).toContain('Leads inbox sign-in refused: "someone-else" is not in LEADS_OWNERS.')
  })

  it("refuses a state from another browser, a state brought back twice, and a code GitHub refuses", async () => {
    store = testStore({ inbox: inboxOn("riverleaf-owner") })
    const { state, cookie } = await begin()
    const stolen = await get(`/callback?code=good-code&state=${state}`, "__Host-leads_sign_in=another")
    expect(stolen.headers.get("location")).toBe(`${SITE}/admin/leads?sign-in=failed`)
    tokenRequests = 0
    const back = () => get(`/callback?code=good-code&state=${encodeURIComponent(state)}`, cookie)
    expect((await back()).headers.get("set-cookie")).toContain("leads_session=")
    // The same state again, its cookie kept: refused before the client secret goes anywhere.
    for (let i = 0; i < 5; i++)
      expect((await back()).headers.get("location")).toBe(`${SITE}/admin/leads?sign-in=failed`)
    expect(tokenRequests).toBe(1)
    expect(await query(store.db, "SELECT count(*) AS n FROM owner_sessions")).toEqual([{ n: 1 }])
    expect((await signIn("bad-code")).headers.get("location")).toBe(`${SITE}/admin/leads?sign-in=failed`)
  })

  it("writes what GitHub's error says as one quoted line, and another refused state at most once a minute", async () => {
    store = testStore({ inbox: inboxOn("riverleaf-owner") })
    const { state, cookie } = await begin()
    const forged = encodeURIComponent("no\nLeads inbox: riverleaf-owner signed in.")
    await get(`/callback?error=${forged}&state=${encodeURIComponent(state)}`, cookie)
    expect(store.lines.at(-1)).toBe(
      'Leads inbox sign-in refused: GitHub answered "no\\nLeads inbox: riverleaf-owner signed in.".',
    )
    for (let i = 0; i < 3; i++) await get(`/callback?code=x&state=${encodeURIComponent(state)}`, cookie)
    expect(store.lines.filter((line) => line.startsWith("Leads inbox sign-in refused: the state"))).toEqual([
      "Leads inbox sign-in refused: the state had been used before.",
    ])
  })

  it("refuses another GitHub account under a listed login: the login's first account keeps it", async () => {
    store = testStore({ inbox: inboxOn("riverleaf-owner", undefined, 7) })
    expect((await signIn()).headers.get("set-cookie")).toContain("leads_session=")
    await onSameStore(inboxOn("riverleaf-owner", undefined, 8), async () => {
      const renamed = await signIn()
      expect(renamed.headers.get("location")).toBe(`${SITE}/admin/leads?no-access=riverleaf-owner`)
      expect(renamed.headers.get("set-cookie")).not.toContain("leads_session")
      expect(store.lines.at(-1)).toMatch(
        /^Leads inbox sign-in refused: "riverleaf-owner" is GitHub account 8, but account 7 first signed in with that login/,
      )
    })
    // Taken off LEADS_OWNERS and put back, the login is claimed afresh.
    await onSameStore(inboxOn("second-owner", "second-owner"), async () => void (await signIn()))
    await onSameStore(inboxOn("riverleaf-owner", undefined, 8), async () => {
      expect((await signIn()).headers.get("set-cookie")).toContain("leads_session=")
    })
  })

  it("refuses a flood of sign-in requests from one client with 429, across handlers on the same store", async () => {
    store = testStore({ inbox: inboxOn("riverleaf-owner") })
    for (let i = 0; i < SIGN_IN_LIMIT.tries; i++) expect((await get("/sign-in", "", "203.0.113.5")).status).toBe(302)
    const flood = await get("/callback?code=x&state=y", "", "203.0.113.5")
    expect(flood.status).toBe(429)
    expect(flood.headers.get("retry-after")).toBe("600")
    expect(await flood.json()).toEqual({
      ok: false,
      error: "Too many sign-in attempts from your network: please wait ten minutes and try again.",
    })
    expect(store.lines.filter((line) => line.includes("too many"))).toHaveLength(1)
    // Another process on the same store (another Pages isolate) counts the same tries; another client is let in.
    await onSameStore(inboxOn("riverleaf-owner"), async () => {
      expect((await get("/sign-in", "", "203.0.113.5")).status).toBe(429)
      expect((await get("/sign-in", "", "203.0.113.6")).status).toBe(302)
    })
    store.clock.now += SIGN_IN_LIMIT.windowMs
    expect((await get("/sign-in", "", "203.0.113.5")).status).toBe(302)
  })
})

describe("the inbox's API", () => {
  it("gives no lead without a session, a forged one, one signed out, an ended one, or one whose login left LEADS_OWNERS", async () => {
    store = testStore({ inbox: inboxOn("riverleaf-owner") })
    const reference = await stored()
    const session = await sessionOf()
    const signedOut = await sessionOf()
    const out = await post("/sign-out", signedOut)
    expect(out.headers.get("set-cookie")).toBe(
      "__Host-leads_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict; Secure",
    )
    for (const cookie of ["", session.replace(/.$/, (c) => (c === "A" ? "B" : "A")), signedOut]) {
      const answer = await get("/leads", cookie)
      expect(answer.status).toBe(401)
      expect(await answer.json()).toEqual({ ok: false, error: INBOX_MESSAGES.signedOut })
      expect(answer.headers.get("cache-control")).toBe("no-store")
      expect((await get(`/leads/${reference}`, cookie)).status).toBe(401)
      expect((await get("/leads.csv", cookie)).status).toBe(401)
      // Opened as a page (a bookmarked link): the inbox, which asks to sign in, and still no lead.
      const opened = await store.handle(
        new Request(`${SITE}${INBOX_API}/leads.csv`, { headers: { cookie, accept: "text/html,*/*" } }),
      )
      expect([opened.status, opened.headers.get("location"), await opened.text()]).toEqual([303, "/admin/leads", ""])
    }
    expect((await get("/leads", session)).status).toBe(200)
    store.clock.now += 12 * 3600_000
    expect((await get("/leads", session)).status).toBe(401)
    store.clock.now -= 12 * 3600_000
    await onSameStore(inboxOn("riverleaf-owner", "second-owner"), async () => {
      expect((await get("/leads", session)).status).toBe(401)
    })
  })

  it("makes no date formatter per list: once warm, a list of 300 leads builds none", async () => {
    // Each Intl formatter made per lead held memory no collection gave back (inbox.load.test.ts measures it).
    store = testStore({ inbox: inboxOn("riverleaf-owner"), booking: RULES })
    const session = await sessionOf()
    for (let i = 0; i < 300; i++)
      await stored({ preferredDate: FRIDAY, arrivalWindow: "08:00-11:00", clientKey: `client-${i}` })
    const made = async () => {
      const Real = Intl.DateTimeFormat
      let count = 0
      Intl.DateTimeFormat = new Proxy(Real, {
        construct(target, args: ConstructorParameters<typeof Real>) {
          count++
          return new target(...args)
        },
      })
      try {
        expect((await get("/leads", session)).status).toBe(200)
      } finally {
        Intl.DateTimeFormat = Real
      }
      return count
    }
    await made()
    expect(await made()).toBe(0)
  })

  it("lists the leads newest first with their state, days and words, and shows one with every field", async () => {
    store = testStore({ inbox: inboxOn("riverleaf-owner"), booking: RULES })
    const older = await stored({ estimate: "$180–$220" })
    store.clock.now += 60_000
    const newer = await stored({ name: "Alex <b>Kim</b>", preferredDate: FRIDAY, arrivalWindow: "08:00-11:00" })
    const session = await sessionOf()
    const list = leadListSchema.parse(await (await get("/leads", session)).json())
    expect(list.login).toBe("riverleaf-owner")
    expect(list.windows).toEqual(RULES.windows.map((w) => ({ value: `${w.start}-${w.end}`, label: w.label })))
    expect(list.days).toEqual({ first: "2026-11-26", last: "2028-12-31" })
    const summary = {
      received: "26 Nov 2026, 8:00 am",
      name: VALID.name,
      suburb: VALID.suburb,
      service: BUSINESS.services.deep,
      estimate: "$180–$220",
      state: "new",
      asked: null,
      confirmed: null,
    }
    expect(list.leads).toEqual([
      {
        ...summary,
        reference: newer,
        received: "26 Nov 2026, 8:01 am",
        name: "Alex <b>Kim</b>",
        estimate: "",
        asked: { date: FRIDAY, window: "08:00-11:00", words: "Friday 27 November 2026, 8–11 am" },
      },
      { ...summary, reference: older },
    ])
    expect(leadAnswerSchema.parse(await (await get(`/leads/${older}`, session)).json())).toEqual({
      ok: true,
      lead: {
        ...summary,
        reference: older,
        email: VALID.email,
        phone: VALID.phone,
        message: VALID.message,
        page: "/",
        notes: "",
        undelivered: [],
      },
    })
    // What was given up on, in the owner's words: an e-mail and the job tool's message, not a phone's alert.
    await query(store.db, "UPDATE outbox SET status = 'failed', last_error = '550 5.1.1 No such user' WHERE kind = ?", [
      "acknowledgement",
    ])
    for (const kind of ["webhook-created", "push-7", "reminder"])
      await query(
        store.db,
        "INSERT INTO outbox (reference, kind, recipient, status, created_at, next_attempt_at, last_error) VALUES (?, ?, 'x', 'failed', 0, 0, ?)",
        [older, kind, "The webhook answered 400"],
      )
    expect(leadAnswerSchema.parse(await (await get(`/leads/${older}`, session)).json()).lead.undelivered).toEqual([
      `The confirmation to ${VALID.email}: 550 5.1.1 No such user`,
      "The message to your job tool: The webhook answered 400",
      "The reminder to x: The webhook answered 400",
    ])
    expect((await get("/leads/Q-0000-0000", session)).status).toBe(404)
    expect((await post(`/leads/${older}/archive`, session)).status).toBe(404)
  })

  it("refuses a change from another origin, another scheme, without an Origin or without its header, even with the owner's cookie; a GET changes nothing", async () => {
    store = testStore({ inbox: inboxOn("riverleaf-owner"), booking: RULES })
    const reference = await stored({ preferredDate: FRIDAY, arrivalWindow: "08:00-11:00" })
    const session = await sessionOf()
    const confirm = { date: FRIDAY, window: "08:00-11:00" }
    const origins = ["https://evil.example", SITE.replace("https:", "http:"), ""]
    for (const headers of [...origins.map((origin) => ({ origin })), { "x-leads-inbox": "" }]) {
      const answer = await post(`/leads/${reference}/confirm`, session, confirm, headers)
      expect(answer.status).toBe(403)
      expect(refusalSchema.parse(await answer.json())).toEqual({ ok: false, error: INBOX_MESSAGES.otherSite })
    }
    expect(store.lines.filter((line) => line.includes("from another origin"))).toEqual([
      'Leads inbox: a POST from another origin ("https://evil.example") was refused.',
    ])
    const read = await get(`/leads/${reference}/confirm`, session)
    expect(read.status).toBe(405)
    expect(read.headers.get("allow")).toBe("POST")
    expect((await readLead(store.db, reference))?.state).toBe("new")
  })

  it("marks contacted, confirms, declines with a message, deletes, and says when a step does not apply", async () => {
    store = testStore({ inbox: inboxOn("riverleaf-owner"), booking: RULES })
    const reference = await stored({ preferredDate: FRIDAY, arrivalWindow: "08:00-11:00" })
    const session = await sessionOf()
    const contacted = leadAnswerSchema.parse(await (await post(`/leads/${reference}/contacted`, session)).json())
    expect(contacted.lead.state).toBe("contacted")
    const again = await post(`/leads/${reference}/contacted`, session)
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ ok: false, error: INBOX_MESSAGES.notNow("contacted") })

    const confirmed = await post(`/leads/${reference}/confirm`, session, { date: "2026-12-01", window: "11:00-14:00" })
    expect(leadAnswerSchema.parse(await confirmed.json()).lead).toMatchObject({
      state: "confirmed",
      confirmed: { date: "2026-12-01", window: "11:00-14:00", words: "Tuesday 1 December 2026, 11 am–2 pm" },
    })
    expect(store.notified).toHaveLength(2)

    const long = await post(`/leads/${reference}/decline`, session, { message: "x".repeat(2001) })
    expect(await long.json()).toEqual({
      ok: false,
      errors: { message: "The message must be at most 2000 characters." },
    })
    const declined = await post(`/leads/${reference}/decline`, session, { message: "Sorry, we are full that week." })
    expect(leadAnswerSchema.parse(await declined.json()).lead).toMatchObject({ state: "declined" })
    // Confirmed after all: its own invitation, a step after the decline's cancel.
    const after = await post(`/leads/${reference}/confirm`, session, { date: "2026-12-02", window: "08:00-11:00" })
    expect(leadAnswerSchema.parse(await after.json()).lead.state).toBe("confirmed")
    expect(await answers(reference)).toEqual(["answer-0", "answer-1", "answer-2"])

    expect(await (await post(`/leads/${reference}/delete`, session)).json()).toEqual({ ok: true })
    expect(await readLead(store.db, reference)).toBeUndefined()
    expect((await post(`/leads/${reference}/delete`, session)).status).toBe(404)
  })

  it("downloads the export's CSV, named by the business's date", async () => {
    store = testStore({ inbox: inboxOn("riverleaf-owner") })
    const reference = await stored()
    const session = await sessionOf()
    const csv = await get("/leads.csv", session)
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8")
    // 21:00 UTC on the 25th is the 26th in Sydney.
    expect(csv.headers.get("content-disposition")).toBe(`attachment; filename="leads-2026-11-26.csv"`)
    const text = await csv.text()
    expect(csvHeader(text)).toEqual(expect.arrayContaining(["Reference", "Name", "Alert to you"]))
    expect(readCsv(text)[0]?.Reference).toBe(reference)
  })

  it("keeps the owner's private notes on a lead, shown and exported, and sends them to no one", async () => {
    store = testStore({ inbox: inboxOn("riverleaf-owner") })
    const reference = await stored()
    const session = await sessionOf()
    const notes = "Gate code 4471. Prefers mornings."
    const saved = await post(`/leads/${reference}/notes`, session, { notes: `  ${notes}\n` })
    expect(leadAnswerSchema.parse(await saved.json()).lead.notes).toBe(notes)
    expect(leadAnswerSchema.parse(await (await get(`/leads/${reference}`, session)).json()).lead.notes).toBe(notes)
    expect(readCsv(await (await get("/leads.csv", session)).text())[0]?.Notes).toBe(notes)
    const tooLong = await post(`/leads/${reference}/notes`, session, { notes: "x".repeat(5001) })
    expect(await tooLong.json()).toEqual({ ok: false, errors: { notes: "The notes must be at most 5000 characters." } })
    // Nothing was queued for them; what the customer, the job tool and a phone get of the lead holds none of them.
    expect((await query(store.db, "SELECT kind FROM outbox ORDER BY id")).map((row) => row.kind)).toEqual([
      "alert",
      "acknowledgement",
    ])
    const lead = (await readLead(store.db, reference))!
    const step = { state: "declined", date: "", window: "", sequence: 0, message: "", at: NOW } as const
    const sent = [
      webhookBody(reference, lead, step, BUSINESS),
      customerAnswer(lead, step, { business: BUSINESS, from: "a@x.example" }).text,
      ownerAlert(lead, "o@x.example", { business: BUSINESS, from: "a@x.example" }).text,
      JSON.stringify(alertWords(lead, BUSINESS)),
    ]
    for (const text of sent) expect(text).not.toContain("4471")
  })
})

describe("the owner's confirm, held to the days the business takes", () => {
  async function confirming(date: string, anyway?: boolean) {
    const reference = await stored({ preferredDate: FRIDAY, arrivalWindow: "08:00-11:00" })
    const answer = await post(`/leads/${reference}/confirm`, await sessionOf(), { date, window: "08:00-11:00", anyway })
    return {
      status: answer.status,
      body: z.union([refusalSchema, leadAnswerSchema]).parse(await answer.json()),
      reference,
    }
  }

  it("refuses a day the customer could not ask for, with why, and sends no invitation", async () => {
    store = testStore({ inbox: inboxOn("riverleaf-owner"), booking: RULES })
    for (const [date, why] of [
      ["2026-11-29", "We don't clean on Sundays"],
      ["2026-12-25", "We're closed on Friday 25 December (Christmas Day)"],
      ["2027-01-27", "That is further ahead than customers may ask for (60 days)"],
    ]) {
      const { status, body, reference } = await confirming(date!)
      expect([status, body]).toEqual([400, { ok: false, errors: { date: why }, anyway: true }])
      expect(await answers(reference)).toEqual([])
    }
  })

  it("takes such a day only with the owner's second step, and says so in the log", async () => {
    store = testStore({ inbox: inboxOn("riverleaf-owner"), booking: RULES })
    const { status, reference } = await confirming("2026-11-29", true)
    expect(status).toBe(200)
    expect(await answers(reference)).toEqual(["answer-0"])
    expect(store.lines.at(-1)).toBe(
      `Leads inbox: lead ${reference} confirmed outside the booking rules (We don't clean on Sundays).`,
    )
  })

  it("never takes a past day, a day that is none, a year past the next two, or a window not offered, second step or not", async () => {
    store = testStore({ inbox: inboxOn("riverleaf-owner"), booking: RULES })
    for (const [date, why] of [
      ["2026-11-25", "That day has passed: please choose today or a later day."],
      ["0000-01-01", "That day has passed: please choose today or a later day."],
      ["2026-02-30", "Please choose a day on the calendar."],
      ["2029-01-01", "Please choose a day before the end of 2028."],
      ["9999-12-31", "Please choose a day before the end of 2028."],
    ]) {
      const { status, body, reference } = await confirming(date!, true)
      expect([status, body]).toEqual([400, { ok: false, errors: { date: why } }])
      expect(await answers(reference)).toEqual([])
    }
    const reference = await stored()
    const session = await sessionOf()
    const window = await post(`/leads/${reference}/confirm`, session, { date: FRIDAY, window: "07:00-08:00" })
    expect(await window.json()).toEqual({ ok: false, errors: { window: INBOX_MESSAGES.window } })
    // Today's window that has ended (11 am in Albury) is never taken; a later one is.
    const before = store.clock.now
    store.clock.now = NOW + 3 * 3600_000
    const ended = await post(`/leads/${reference}/confirm`, session, { date: "2026-11-26", window: "08:00-11:00" })
    expect(await ended.json()).toEqual({ ok: false, errors: { window: INBOX_MESSAGES.windowEnded } })
    store.clock.now = before
    // Today is the owner's to give: the days' notice is the customer's rule alone.
    expect(
      (await post(`/leads/${reference}/confirm`, session, { date: "2026-11-26", window: "08:00-11:00" })).status,
    ).toBe(200)
  })
})

describe("the words a decline sends", () => {
  it("open the customer's e-mail as the inbox shows them before Send decline", () => {
    const lead = {
      ...VALID,
      reference: "Q-7K3M-Q9XD",
      created_at: NOW,
      service_type: "deep",
      estimate: "",
      page: "",
      sent_at: "",
    }
    const step = { state: "declined" as const, window: "08:00-11:00", sequence: 1, message: "", at: NOW }
    const plain = customerAnswer(lead, { ...step, date: "" }, { business: BUSINESS, from: "a@x.example" })
    expect(plain.text).toContain(declineOpening({ reference: lead.reference, state: "new", confirmed: null }))
    const cancel = customerAnswer(lead, { ...step, date: FRIDAY }, { business: BUSINESS, from: "a@x.example" })
    const confirmed = { date: FRIDAY, window: "08:00-11:00", words: "Friday 27 November 2026, 8–11 am" }
    expect(cancel.text).toContain(declineOpening({ reference: lead.reference, state: "confirmed", confirmed }))
  })
})
