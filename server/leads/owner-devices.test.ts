import { afterEach, describe, expect, it } from "vitest"

import { deviceListSchema, leadListSchema, phoneCodeSchema } from "../../common/lead-inbox.ts"
import { INBOX_API } from "../../common/lead-paths.ts"
import { NOW, SITE, testStore, VALID } from "../../tests/support/lead-store.ts"
import { startPushService } from "../../tests/support/push-service.ts"
import { SIGN_IN_LIMIT } from "../github-oauth.ts"
import { MAX_BODY_BYTES } from "../http.ts"
import { inboxSettingsFromEnv } from "./inbox.ts"
import { claimAccount, PHONE_CODE_REFUSED, startSession } from "./owner-session.ts"
import { query } from "./sql.ts"
import { makeVapidKey, vapidPublicKey, type Vapid } from "./web-push.ts"

const OWNER = { login: "riverleaf-owner", githubId: 7 }
const inbox = inboxSettingsFromEnv({
  LEADS_OWNERS: OWNER.login,
  CMS_GITHUB_CLIENT_ID: "client-id",
  CMS_GITHUB_CLIENT_SECRET: "client-secret",
})

let store: ReturnType<typeof testStore>
const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  store?.cleanup()
})

/** The owner signed in on a computer, as the GitHub sign-in leaves them: the session's cookie. */
async function computer(vapid?: () => Promise<Vapid>) {
  store = testStore({ inbox, vapid })
  await claimAccount(store.db, [OWNER.login], OWNER, NOW)
  return `__Host-leads_session=${await startSession(store.db, OWNER, NOW)}`
}
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1"
let networks = 0
const request = (path: string, cookie = "", body?: unknown, address = `198.51.100.${++networks % 250}`) =>
  store.handle(
    new Request(`${SITE}${INBOX_API}${path}`, {
      method: body === undefined ? "GET" : "POST",
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: { cookie, origin: SITE, "x-leads-inbox": "1" },
    }),
    { address },
  )
const newCode = async (cookie: string) =>
  phoneCodeSchema.parse(await (await request("/phone-codes", cookie, {})).json())
const cookieOf = (answer: Response) => answer.headers.get("set-cookie")!.split(";", 1)[0]!

describe("the inbox's methods", () => {
  it("answers a PUT or a DELETE with 405, never as a read", async () => {
    const cookie = await computer()
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const answer = await store.handle(
        new Request(`${SITE}${INBOX_API}/leads`, { method, headers: { cookie, origin: SITE, "x-leads-inbox": "1" } }),
      )
      expect(answer.status, method).toBe(405)
    }
    expect((await store.handle(new Request(`${SITE}/api/leads/health`, { method: "HEAD" }))).status).toBe(200)
  })
})

describe("a login taken off LEADS_OWNERS", () => {
  it("opens nothing once the store has answered anything after the restart, nor when it is put back", async () => {
    const cookie = await computer()
    expect((await request("/leads", cookie)).status).toBe(200)
    const { dir } = store
    // Restarted with the GitHub app's secret left out: the inbox is off, and the login still listed keeps its devices.
    store = testStore({ dir, inbox: inboxSettingsFromEnv({ LEADS_OWNERS: OWNER.login, CMS_GITHUB_CLIENT_ID: "a" }) })
    expect((await store.handle(new Request(`${SITE}/api/leads/token`))).status).toBe(200)
    expect(store.lines.join("\n")).not.toContain("session(s)")
    store = testStore({ dir, inbox })
    expect((await request("/leads", cookie)).status).toBe(200)
    // Restarted with the inbox off (LEADS_OWNERS empty): a visitor opens the form.
    store = testStore({ dir })
    expect((await store.handle(new Request(`${SITE}/api/leads/token`))).status).toBe(200)
    expect(store.lines).toContain(`Leads inbox: 1 session(s) of ${OWNER.login}, no longer in LEADS_OWNERS, ended.`)
    store = testStore({ dir, inbox })
    expect((await request("/leads", cookie)).status).toBe(401)
    // The next GitHub account to sign in with the login is the owner's.
    expect(await claimAccount(store.db, [OWNER.login], { ...OWNER, githubId: 8 }, NOW)).toBe(8)
  })
})

describe("a phone signed in with a code", () => {
  it("gets a 90-day session from a code the signed-in owner made, typed in any case with spaces, once", async () => {
    const cookie = await computer()
    expect((await request("/phone-codes", "", {})).status).toBe(401)
    const { code } = await newCode(cookie)
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/)
    // The store keeps the code's HMAC, never the code.
    const [kept] = await query(store.db, "SELECT code_hash, ends_at FROM phone_codes")
    expect(JSON.stringify(kept)).not.toContain(code.replace("-", ""))
    expect(kept!.ends_at).toBe(NOW + 10 * 60_000)

    const phone = await request("/phone-sign-in", "", { code: ` ${code.toLowerCase().replace("-", " ")} ` })
    expect(phone.status).toBe(200)
    expect(phone.headers.get("set-cookie")).toMatch(
      /^__Host-leads_session=[\w-]{43}; Path=\/; Max-Age=7776000; HttpOnly; SameSite=Strict; Secure$/,
    )
    expect((await request("/leads", cookieOf(phone))).status).toBe(200)
    const again = await request("/phone-sign-in", "", { code })
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({ ok: false, errors: { code: PHONE_CODE_REFUSED } })
    expect(store.lines).toContain(`Leads inbox: a phone of ${OWNER.login} signed in with a code.`)
    store.clock.now += 90 * 86_400_000
    expect((await request("/leads", cookieOf(phone))).status).toBe(401)
  })

  it("refuses a code past its ten minutes, one replaced by a newer code, and one from another page", async () => {
    const cookie = await computer()
    const first = await newCode(cookie)
    const second = await newCode(cookie)
    expect((await request("/phone-sign-in", "", first)).status).toBe(400)
    const foreign = await store.handle(
      new Request(`${SITE}${INBOX_API}/phone-sign-in`, {
        method: "POST",
        body: JSON.stringify(second),
        headers: { origin: "https://elsewhere.example", "x-leads-inbox": "1" },
      }),
    )
    expect(foreign.status).toBe(403)
    store.clock.now += 10 * 60_000
    expect((await request("/phone-sign-in", "", second)).status).toBe(400)
    for (const wrong of [{}, { code: "" }, { code: "x".repeat(41) }, { code: "U000-0000" }])
      expect((await request("/phone-sign-in", "", wrong)).status).toBe(400)
    // A body past the cap is not read whole, a right code in it or not: anyone may post here.
    const { code } = await newCode(cookie)
    expect((await request("/phone-sign-in", "", { code, pad: "x".repeat(MAX_BODY_BYTES) })).status).toBe(400)
    expect((await request("/phone-sign-in", "", { code })).status).toBe(200)
  })

  it("limits the codes a network may try, apart from its sign-ins", async () => {
    const cookie = await computer()
    const { code } = await newCode(cookie)
    const address = "203.0.113.9"
    for (let i = 0; i < SIGN_IN_LIMIT.tries; i++)
      expect((await request("/phone-sign-in", "", { code: "0000-0000" }, address)).status).toBe(400)
    const limited = await request("/phone-sign-in", "", { code }, address)
    expect(limited.status).toBe(429)
    expect((await request("/sign-in", "", undefined, address)).status).toBe(302)
    // The right code was not used up by the refused try.
    expect((await request("/phone-sign-in", "", { code })).status).toBe(200)
  })
})

describe("the owner's devices", () => {
  it("lists each session with when it was added and last seen, and signs one out at once", async () => {
    const cookie = await computer()
    const device = { alerts: "Alerts off", alertsOn: false }
    const { code } = await newCode(cookie)
    store.clock.now += 60_000
    // The phone is named as its browser says it is, so the owner tells it from another; a session from before, none.
    const signIn = new Request(`${SITE}${INBOX_API}/phone-sign-in`, {
      method: "POST",
      body: JSON.stringify({ code }),
      headers: { origin: SITE, "x-leads-inbox": "1", "user-agent": IPHONE_SAFARI },
    })
    const phone = cookieOf(await store.handle(signIn, { address: "198.51.100.7" }))
    const list = deviceListSchema.parse(await (await request("/devices", cookie)).json())
    expect(list.devices).toEqual([
      {
        ...device,
        id: 1,
        kind: "browser",
        name: "",
        added: "26 Nov 2026, 8:00 am",
        seen: "26 Nov 2026, 8:01 am",
        current: true,
      },
      {
        ...device,
        id: 2,
        kind: "phone",
        name: "Safari on iPhone",
        added: "26 Nov 2026, 8:01 am",
        seen: "26 Nov 2026, 8:01 am",
        current: false,
      },
    ])
    expect((await request("/devices/2/sign-out", cookie)).status).toBe(405)
    expect((await request("/devices/2/sign-out", cookie, {})).status).toBe(200)
    expect((await request("/leads", phone)).status).toBe(401)
    expect(await (await request("/devices/2/sign-out", cookie, {})).json()).toEqual({
      ok: false,
      error: "That device was already signed out.",
    })
    // Another owner's session is not this owner's to end.
    await claimAccount(store.db, [OWNER.login, "second"], { login: "second", githubId: 8 }, NOW)
    await startSession(store.db, { login: "second", githubId: 8 }, store.clock.now)
    expect((await request("/devices/3/sign-out", cookie, {})).status).toBe(404)
  })
})

describe("a device's alerts", () => {
  /** The owner's computer with the site's key, the tests' push service, and a subscription made for that key. */
  async function withPush() {
    const vapid = { privateKey: await makeVapidKey(), subject: "mailto:leads@riverleaf.example" }
    const cookie = await computer(async () => vapid)
    const push = await startPushService({ now: () => store.clock.now })
    cleanups.push(push.close)
    const { pushKey } = leadListSchema.parse(await (await request("/leads", cookie)).json())
    expect(pushKey).toBe(vapidPublicKey(vapid.privateKey))
    return { cookie, push, subscription: push.subscribe(pushKey) }
  }
  const devices = async (cookie: string) => deviceListSchema.parse(await (await request("/devices", cookie)).json())
  const kept = async () =>
    (await query(store.db, "SELECT push_endpoint FROM owner_sessions")).map((row) => row.push_endpoint)

  it("turn on from the signed-in device, from this site only, checked, and each new lead pushes to it", async () => {
    const { cookie, subscription } = await withPush()
    expect((await request("/alerts", "", subscription)).status).toBe(401)
    const foreign = await store.handle(
      new Request(`${SITE}${INBOX_API}/alerts`, {
        method: "POST",
        body: JSON.stringify(subscription),
        headers: { cookie, origin: "https://elsewhere.example", "x-leads-inbox": "1" },
      }),
    )
    expect(foreign.status).toBe(403)
    const http = { ...subscription, endpoint: "http://push.example/x" }
    expect(await (await request("/alerts", cookie, http)).json()).toEqual({
      ok: false,
      error: "The push service's address must start with https://.",
    })
    expect(await kept()).toEqual([""])
    expect((await request("/alerts", cookie, subscription)).status).toBe(200)
    expect((await devices(cookie)).devices[0]).toMatchObject({ alerts: "Alerts on, no alert yet", alertsOn: true })
    await store.post({ ...VALID, token: await store.token() })
    const rows = await query(store.db, "SELECT kind FROM outbox WHERE kind LIKE 'push-%' ORDER BY id")
    expect(rows.map((row) => row.kind)).toEqual(["push-1", "push-reminder-1"])
  })

  it("can be tried with a test alert, said in the list, and turned off; they go with the device signed out", async () => {
    const { cookie, push, subscription } = await withPush()
    await request("/alerts", cookie, subscription)
    expect((await request("/devices/1/test-alert", cookie, {})).status).toBe(200)
    expect(JSON.parse(push.pushes[0]!.plaintext!)).toEqual({
      title: "Test alert",
      body: "Alerts work: new quote requests will show here.",
      reference: "",
    })
    store.clock.now += 2 * 60_000
    expect((await devices(cookie)).devices[0]!.alerts).toBe("Alerts on, last alert 2 min ago")
    push.gone(subscription.endpoint)
    expect(await (await request("/devices/1/test-alert", cookie, {})).json()).toEqual({
      ok: false,
      error: "The test alert was not sent: The push service answered 410: the subscription has expired",
    })
    expect((await devices(cookie)).devices[0]).toMatchObject({
      alerts: "Alerts stopped: this device's browser no longer takes them. Turn them on again on it",
      alertsOn: false,
    })
    await request("/alerts", cookie, push.subscribe())
    expect((await request("/devices/1/alerts-off", cookie, {})).status).toBe(200)
    expect((await request("/devices/1/alerts-off", cookie, {})).status).toBe(404)
    expect((await devices(cookie)).devices[0]!.alerts).toBe("Alerts off")
    // A phone's alerts end with its session.
    const phone = cookieOf(await request("/phone-sign-in", "", await newCode(cookie)))
    await request("/alerts", phone, push.subscribe())
    expect(await kept()).toEqual(["", expect.stringContaining(push.origin)])
    await request("/devices/2/sign-out", cookie, {})
    expect(await kept()).toEqual([""])
  })
})
