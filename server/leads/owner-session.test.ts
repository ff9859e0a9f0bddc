import { afterEach, describe, expect, it } from "vitest"

import { NOW, testStore } from "../../tests/support/lead-store.ts"
import { SIGN_IN_LIMIT } from "../github-oauth.ts"
import { nodeSqlite } from "./node-sqlite.ts"
import { claimAccount, deviceName, endSession, sessionOwner, startSession, storeLedger } from "./owner-session.ts"
import { query } from "./sql.ts"

let store: ReturnType<typeof testStore>
afterEach(() => store?.cleanup())

const OWNER = { login: "riverleaf-owner", githubId: 7 }

describe("a device's name", () => {
  it("is the browser and the system its User-Agent names, in the owner's words", () => {
    const named = {
      "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36":
        "Chrome on Android",
      "Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36":
        "Samsung Internet on Android",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1":
        "Safari on iPhone",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1":
        "Chrome on iPhone",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0":
        "Edge on Windows",
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0": "Firefox on Mac",
      "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36":
        "Chrome on ChromeOS",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36":
        "Chrome on Linux",
      "curl/8.5.0": "",
    }
    for (const [userAgent, name] of Object.entries(named)) expect(deviceName(userAgent), userAgent).toBe(name)
    expect(deviceName(null)).toBe("")
  })
})

describe("the owner's sessions in the store", () => {
  it("name their owner until they end or are signed out, and say when they were last seen", async () => {
    store = testStore()
    expect(await claimAccount(store.db, [OWNER.login], OWNER, NOW)).toBe(7)
    const token = await startSession(store.db, OWNER, NOW)
    expect(await sessionOwner(store.db, token, NOW + 60_000)).toEqual({ ...OWNER, session: 1 })
    expect(await query(store.db, "SELECT created_at, last_seen_at FROM owner_sessions")).toEqual([
      { created_at: NOW, last_seen_at: NOW + 60_000 },
    ])
    expect(await sessionOwner(store.db, token, NOW + 12 * 3600_000)).toBeUndefined()
    const other = await startSession(store.db, OWNER, NOW + 12 * 3600_000)
    // The ended one is swept out as the next begins.
    expect(await query(store.db, "SELECT count(*) AS n FROM owner_sessions")).toEqual([{ n: 1 }])
    await endSession(store.db, other)
    expect(await sessionOwner(store.db, other, NOW + 12 * 3600_000)).toBeUndefined()
    for (const wrong of [undefined, "", "x".repeat(43), `${other}x`])
      expect(await sessionOwner(store.db, wrong, NOW)).toBeUndefined()
  })

  it("end for an account that no longer holds its login", async () => {
    store = testStore()
    await claimAccount(store.db, [OWNER.login], OWNER, NOW)
    const token = await startSession(store.db, OWNER, NOW)
    // Taken off LEADS_OWNERS, then another account claims the login.
    await claimAccount(store.db, ["someone"], { login: "someone", githubId: 9 }, NOW)
    expect(await claimAccount(store.db, [OWNER.login], { ...OWNER, githubId: 8 }, NOW)).toBe(8)
    expect(await sessionOwner(store.db, token, NOW)).toBeUndefined()
    // A login not listed is never recorded.
    expect(await claimAccount(store.db, [OWNER.login], { login: "stranger", githubId: 3 }, NOW)).toBeUndefined()
  })
})

describe("the sign-in's ledger in the store", () => {
  it("takes a state once and counts a client's tries across connections to the same file (processes, isolates)", async () => {
    store = testStore()
    const other = nodeSqlite(store.path)
    const [one, two] = [storeLedger(store.db), storeLedger(other)]
    expect(await one.firstUse("nonce", NOW)).toBe(true)
    expect(await two.firstUse("nonce", NOW + 1000)).toBe(false)
    for (let i = 0; i < SIGN_IN_LIMIT.tries; i++) expect(await [one, two][i % 2]!.allow("client", NOW)).toBe(true)
    expect([await one.allow("client", NOW), await two.allow("client", NOW)]).toEqual([false, false])
    expect(await two.allow("another", NOW)).toBe(true)
    // A refused try is not kept, and old ones go: the table holds a window's worth, whatever a flood sends.
    expect(await query(store.db, "SELECT count(*) AS n FROM sign_in_tries")).toEqual([{ n: SIGN_IN_LIMIT.tries + 1 }])
    expect(await one.allow("client", NOW + SIGN_IN_LIMIT.windowMs)).toBe(true)
    expect(await query(store.db, "SELECT count(*) AS n FROM sign_in_tries")).toEqual([{ n: 1 }])
    // A state is remembered until it could no longer pass its age check (ten minutes and a minute's skew).
    expect(await one.firstUse("nonce", NOW + 11 * 60_000)).toBe(true)
    other.close()
  })
})
