import { readFileSync } from "node:fs"

import { afterEach, describe, expect, it } from "vitest"

import { bookingFileSchema } from "../../common/booking.ts"
import { leadFacts } from "../../common/lead-facts.ts"
import { INBOX_API } from "../../common/lead-paths.ts"
import shipped from "../../tests/fixtures/content/booking.json" with { type: "json" }
import { csvHeader, readCsv } from "../../tests/read-csv.ts"
import { BUSINESS, NOW, SITE, testStore, VALID } from "../../tests/support/lead-store.ts"
import { INBOX_MESSAGES, inboxSettingsFromEnv, type InboxSettings } from "./inbox.ts"
import { ownerAlert } from "./mail.ts"
import { storeSettingsFromEnv } from "./store-settings.ts"
import { readLead, storeLead, type NewLead } from "./store.ts"

const RULES = bookingFileSchema.parse(shipped)
const TOKEN = "gho_inboxUnitToken"
const GITHUB = "https://github.example"
/** NOW is Thursday 26 November 2026, 8 am in Sydney. */
const FRIDAY = "2026-11-27"

let store: ReturnType<typeof testStore>
afterEach(() => store?.cleanup())

/** GitHub as the inbox meets it: the token endpoint grants a token for "good-code", the API's /user names `login`. */
function inboxOn(login: string, owners = "Riverleaf-Owner, second-owner"): Exclude<InboxSettings, { off: string }> {
  const github = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    if (url === `${GITHUB}/login/oauth/access_token`)
      return new URLSearchParams(String(init?.body)).get("code") === "good-code"
        ? Response.json({ access_token: TOKEN })
        : Response.json({ error: "bad_verification_code" })
    if (url === `${GITHUB}/api/v3/user` && new Headers(init?.headers).get("authorization") === `Bearer ${TOKEN}`)
      return Response.json({ login })
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

const get = (path: string, cookie = "") =>
  store.handle(new Request(`${SITE}${INBOX_API}${path}`, { headers: { cookie } }))
const post = (path: string, cookie: string, body: unknown = {}, headers: Record<string, string> = {}) =>
  store.handle(
    new Request(`${SITE}${INBOX_API}${path}`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { cookie, origin: SITE, "x-leads-inbox": "1", "content-type": "application/json", ...headers },
    }),
  )
const firstPart = (setCookie: string | null) => (setCookie ?? "").split(";", 1)[0]!

/** The whole sign-in, as the browser goes through it: the state cookie, GitHub's code, the callback. */
async function signIn(code = "good-code") {
  const start = await get("/sign-in")
  const state = new URL(start.headers.get("location")!).searchParams.get("state")!
  return get(`/callback?code=${code}&state=${encodeURIComponent(state)}`, firstPart(start.headers.get("set-cookie")))
}
const sessionOf = async () => firstPart((await signIn()).headers.get("set-cookie")!.split(", ").at(-1)!)

describe("the inbox's settings", () => {
  it("is off, saying what it needs, without LEADS_OWNERS or without the GitHub app, and names a login it cannot read", () => {
    expect(inboxSettingsFromEnv({ CMS_GITHUB_CLIENT_ID: "a", CMS_GITHUB_CLIENT_SECRET: "b" })).toEqual({
      off: INBOX_MESSAGES.off,
    })
    expect(inboxSettingsFromEnv({ LEADS_OWNERS: "owner" })).toEqual({ off: INBOX_MESSAGES.off })
    expect(inboxSettingsFromEnv({ LEADS_OWNERS: "owner", CMS_GITHUB_CLIENT_ID: "a" })).toEqual({
      off: `CMS_GITHUB_CLIENT_ID is set but CMS_GITHUB_CLIENT_SECRET is not: the editor's GitHub sign-in needs both (docs/deploy.md, "Setting up the GitHub sign-in")`,
    })
    expect(inboxSettingsFromEnv({ LEADS_OWNERS: "owner, sam@example.com" })).toEqual({
      off: `LEADS_OWNERS must list GitHub logins separated by commas; "sam@example.com" is not one.`,
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

  it("gives an owner (any case) a 12-hour Strict, HttpOnly, __Host- session and sends them to the inbox", async () => {
    store = testStore({ inbox: inboxOn("RiverLeaf-owner") })
    const answer = await signIn()
    expect(answer.status).toBe(302)
    expect(answer.headers.get("location")).toBe(`${SITE}/admin/leads`)
    const [cleared, session] = answer.headers.get("set-cookie")!.split(", ")
    expect(cleared).toBe("__Host-leads_sign_in=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure")
    expect(session).toMatch(
      /^__Host-leads_session=RiverLeaf-owner\.\d+\.[\w-]{43}; Path=\/; Max-Age=43200; HttpOnly; SameSite=Strict; Secure$/,
    )
    expect(store.lines).toContain("Leads inbox: RiverLeaf-owner signed in.")
  })

  it("tells another login it has no access, and gives it no session", async () => {
    store = testStore({ inbox: inboxOn("someone-else") })
    const answer = await signIn()
    expect(answer.headers.get("location")).toBe(`${SITE}/admin/leads?no-access=someone-else`)
    expect(answer.headers.get("set-cookie")).not.toContain("leads_session")
  })

  it("refuses a state from another browser and a code GitHub refuses", async () => {
    store = testStore({ inbox: inboxOn("riverleaf-owner") })
    const start = await get("/sign-in")
    const state = new URL(start.headers.get("location")!).searchParams.get("state")!
    const stolen = await get(`/callback?code=good-code&state=${state}`, "__Host-leads_sign_in=another")
    expect(stolen.headers.get("location")).toBe(`${SITE}/admin/leads?sign-in=failed`)
    expect((await signIn("bad-code")).headers.get("location")).toBe(`${SITE}/admin/leads?sign-in=failed`)
  })
})

describe("the inbox's API", () => {
  it("gives no lead without a session, an old one, a forged one, or one whose login left LEADS_OWNERS", async () => {
    store = testStore({ inbox: inboxOn("riverleaf-owner") })
    const reference = await stored()
    const session = await sessionOf()
    for (const cookie of [
      "",
      session.replace(/.$/, (c) => (c === "A" ? "B" : "A")),
      session.replace("riverleaf", "other"),
    ]) {
      const answer = await get("/leads", cookie)
      expect(answer.status).toBe(401)
      expect(await answer.json()).toEqual({ ok: false, error: INBOX_MESSAGES.signedOut })
      expect(answer.headers.get("cache-control")).toBe("no-store")
      expect((await get(`/leads/${reference}`, cookie)).status).toBe(401)
      expect((await get("/leads.csv", cookie)).status).toBe(401)
    }
    store.clock.now += 12 * 3600_000
    expect((await get("/leads", session)).status).toBe(401)
    store.cleanup()
    store = testStore({ inbox: inboxOn("riverleaf-owner", "second-owner") })
    expect((await get("/leads", session)).status).toBe(401)
  })

  it("lists the leads newest first with their state, day asked and estimate, and shows one with every field", async () => {
    store = testStore({ inbox: inboxOn("riverleaf-owner"), booking: RULES })
    const older = await stored({ estimate: "$180–$220" })
    store.clock.now += 60_000
    const newer = await stored({ name: "Alex <b>Kim</b>", preferredDate: FRIDAY, arrivalWindow: "08:00-11:00" })
    const session = await sessionOf()
    const list = (await (await get("/leads", session)).json()) as { login: string; windows: unknown; leads: unknown[] }
    expect(list.login).toBe("riverleaf-owner")
    expect(list.windows).toEqual(RULES.windows.map((w) => ({ value: `${w.start}-${w.end}`, label: w.label })))
    const summary = {
      received: NOW,
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
        received: NOW + 60_000,
        name: "Alex <b>Kim</b>",
        estimate: "",
        asked: { date: FRIDAY, window: "08:00-11:00", words: "Friday 27 November 2026, 8–11 am" },
      },
      { ...summary, reference: older },
    ])
    expect(await (await get(`/leads/${older}`, session)).json()).toEqual({
      ok: true,
      lead: { ...summary, reference: older, email: VALID.email, phone: VALID.phone, message: VALID.message, page: "/" },
    })
    expect((await get("/leads/Q-0000-0000", session)).status).toBe(404)
  })

  it("refuses a change from another origin, without an Origin or without its header, even with the owner's cookie; a GET changes nothing", async () => {
    store = testStore({ inbox: inboxOn("riverleaf-owner"), booking: RULES })
    const reference = await stored({ preferredDate: FRIDAY, arrivalWindow: "08:00-11:00" })
    const session = await sessionOf()
    const confirm = { date: FRIDAY, window: "08:00-11:00" }
    for (const headers of [{ origin: "https://evil.example" }, { origin: "" }, { "x-leads-inbox": "" }] as Record<
      string,
      string
    >[]) {
      const answer = await post(`/leads/${reference}/confirm`, session, confirm, headers)
      expect(answer.status).toBe(403)
      expect(await answer.json()).toEqual({ ok: false, error: INBOX_MESSAGES.otherSite })
    }
    const read = await get(`/leads/${reference}/confirm`, session)
    expect(read.status).toBe(405)
    expect(read.headers.get("allow")).toBe("POST")
    expect((await readLead(store.db, reference))?.state).toBe("new")
  })

  it("marks contacted, confirms a day and window, declines with a message, deletes, and says when a step does not apply", async () => {
    store = testStore({ inbox: inboxOn("riverleaf-owner"), booking: RULES })
    const reference = await stored({ preferredDate: FRIDAY, arrivalWindow: "08:00-11:00" })
    const session = await sessionOf()
    const contacted = (await (await post(`/leads/${reference}/contacted`, session)).json()) as { lead: unknown }
    expect(contacted.lead).toMatchObject({ state: "contacted" })
    const again = await post(`/leads/${reference}/contacted`, session)
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ ok: false, error: INBOX_MESSAGES.notNow("contacted") })

    const refused = await post(`/leads/${reference}/confirm`, session, { date: "2026-02-30", window: "07:00-08:00" })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({
      ok: false,
      errors: { date: INBOX_MESSAGES.day, window: INBOX_MESSAGES.window },
    })
    const confirmed = await post(`/leads/${reference}/confirm`, session, { date: "2026-12-01", window: "11:00-14:00" })
    expect(((await confirmed.json()) as { lead: unknown }).lead).toMatchObject({
      state: "confirmed",
      confirmed: { date: "2026-12-01", window: "11:00-14:00", words: "Tuesday 1 December 2026, 11 am–2 pm" },
    })
    expect(store.notified).toHaveLength(2)

    const long = await post(`/leads/${reference}/decline`, session, { message: "x".repeat(2001) })
    expect(await long.json()).toEqual({ ok: false, errors: { message: INBOX_MESSAGES.message } })
    const declined = await post(`/leads/${reference}/decline`, session, { message: "Sorry, we are full that week." })
    expect(((await declined.json()) as { lead: unknown }).lead).toMatchObject({ state: "declined" })

    expect(await (await post(`/leads/${reference}/delete`, session)).json()).toEqual({ ok: true })
    expect(await readLead(store.db, reference)).toBeUndefined()
    expect((await post(`/leads/${reference}/delete`, session)).status).toBe(404)
  })

  it("downloads the export's CSV, and signs out by clearing the session", async () => {
    store = testStore({ inbox: inboxOn("riverleaf-owner") })
    const reference = await stored()
    const session = await sessionOf()
    const csv = await get("/leads.csv", session)
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8")
    expect(csv.headers.get("content-disposition")).toBe(`attachment; filename="leads-2026-11-25.csv"`)
    const text = await csv.text()
    expect(csvHeader(text)).toEqual(expect.arrayContaining(["Reference", "Name", "Alert to you"]))
    expect(readCsv(text)[0]?.Reference).toBe(reference)
    const out = await post("/sign-out", session)
    expect(out.headers.get("set-cookie")).toBe(
      "__Host-leads_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict; Secure",
    )
  })
})
