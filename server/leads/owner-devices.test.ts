import { afterEach, describe, expect, it } from "vitest"

import { deviceListSchema, phoneCodeSchema } from "../../common/lead-inbox.ts"
import { INBOX_API } from "../../common/lead-paths.ts"
import { NOW, SITE, testStore } from "../../tests/support/lead-store.ts"
import { SIGN_IN_LIMIT } from "../github-oauth.ts"
import { inboxSettingsFromEnv } from "./inbox.ts"
import { claimAccount, PHONE_CODE_REFUSED, startSession } from "./owner-session.ts"
import { query } from "./sql.ts"

const OWNER = { login: "riverleaf-owner", githubId: 7 }
const inbox = inboxSettingsFromEnv({
  LEADS_OWNERS: OWNER.login,
  CMS_GITHUB_CLIENT_ID: "client-id",
  CMS_GITHUB_CLIENT_SECRET: "client-secret",
})

let store: ReturnType<typeof testStore>
afterEach(() => store?.cleanup())

/** The owner signed in on a computer, as the GitHub sign-in leaves them: the session's cookie. */
async function computer() {
  store = testStore({ inbox })
  await claimAccount(store.db, [OWNER.login], OWNER, NOW)
  return `__Host-leads_session=${await startSession(store.db, OWNER, NOW)}`
}
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
    const { code } = await newCode(cookie)
    store.clock.now += 60_000
    const phone = cookieOf(await request("/phone-sign-in", "", { code }))
    const list = deviceListSchema.parse(await (await request("/devices", cookie)).json())
    expect(list.devices).toEqual([
      { id: 1, kind: "browser", added: "26 Nov 2026, 8:00 am", seen: "26 Nov 2026, 8:01 am", current: true },
      { id: 2, kind: "phone", added: "26 Nov 2026, 8:01 am", seen: "26 Nov 2026, 8:01 am", current: false },
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
