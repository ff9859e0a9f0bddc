/**
 * The inbox's list under load (decision 049, its results): 2,000 leads answer within 50 ms, and 1,000 loads leave the
 * process's memory within 50 MB of where it began. Through the store's handler, signed in, as the owner's page asks.
 * Each Intl formatter made per lead used to hold memory outside the JavaScript heap that no collection gave back.
 */
import { setFlagsFromString } from "node:v8"
import { runInNewContext } from "node:vm"

import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { INBOX_API } from "../../common/lead-paths.ts"
import { NOW, SITE, testStore } from "../../tests/support/lead-store.ts"
import { inboxSettingsFromEnv } from "./inbox.ts"
import { query } from "./sql.ts"

const LEADS = 2_000
const GITHUB = "https://github.example"

setFlagsFromString("--expose-gc")
const collect = runInNewContext("gc") as () => void
const megabytes = () => {
  collect()
  return process.memoryUsage().rss / 2 ** 20
}

/** GitHub as the sign-in meets it: a token for any code, and the owner's login at /user. */
const github = (async (input: RequestInfo | URL) =>
  String(input).endsWith("/login/oauth/access_token")
    ? Response.json({ access_token: "gho_load" })
    : Response.json({ login: "riverleaf-owner", id: 1 })) as typeof fetch

const settings = inboxSettingsFromEnv({
  LEADS_OWNERS: "riverleaf-owner",
  CMS_GITHUB_CLIENT_ID: "client-id",
  CMS_GITHUB_CLIENT_SECRET: "client-secret",
  CMS_GITHUB_URL: GITHUB,
})
if ("off" in settings) throw new Error(settings.off)
const store = testStore({ inbox: { ...settings, github: { ...settings.github, fetch: github } } })
afterAll(() => store.cleanup())

const cookieOf = (answer: Response) => (answer.headers.getSetCookie().at(-1) ?? "").split(";", 1)[0]!
let session = ""
const list = async () => {
  const answer = await store.handle(new Request(`${SITE}${INBOX_API}/leads`, { headers: { cookie: session } }))
  if (answer.status !== 200) throw new Error(`the list answered ${answer.status}`)
  return (await answer.json()) as { leads: unknown[] }
}

beforeAll(async () => {
  // Every lead with a day asked for, a quarter confirmed for another: each list item formats its days.
  await query(
    store.db,
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO leads (reference, created_at, name, suburb, email, phone, service_type, message, client_key,
                        request_key, preferred_date, arrival_window, state, confirmed_date, confirmed_window)
     SELECT printf('Q-%04d-LOAD', i), ? - i * 60000, 'Lead ' || i, 'Thurgoona', 'lead' || i || '@example.com',
            '0491 570 156', 'deep', 'Three bedrooms.', 'c', 'r' || i, date('2026-12-01', '+' || (i % 60) || ' days'),
            '08:00-11:00', CASE WHEN i % 4 = 0 THEN 'confirmed' ELSE 'new' END,
            CASE WHEN i % 4 = 0 THEN date('2026-12-02', '+' || (i % 60) || ' days') ELSE '' END,
            CASE WHEN i % 4 = 0 THEN '11:00-14:00' ELSE '' END
     FROM n`,
    [LEADS, NOW],
  )
  const start = await store.handle(new Request(`${SITE}${INBOX_API}/sign-in`))
  const state = new URL(start.headers.get("location")!).searchParams.get("state")!
  const back = await store.handle(
    new Request(`${SITE}${INBOX_API}/callback?code=c&state=${encodeURIComponent(state)}`, {
      headers: { cookie: cookieOf(start) },
    }),
  )
  session = cookieOf(back)
  expect((await list()).leads).toHaveLength(LEADS)
}, 60_000)

describe("the inbox's list of 2,000 leads", () => {
  it("answers within 50 ms of the server's time (the median of 20 loads)", async () => {
    // The process's CPU time: the wall clock of a machine others share counts their work too.
    const times: { cpu: number; wall: number }[] = []
    for (let i = 0; i < 20; i++) {
      const [cpu, wall] = [process.cpuUsage(), performance.now()]
      await list()
      const used = process.cpuUsage(cpu)
      times.push({ cpu: (used.user + used.system) / 1000, wall: performance.now() - wall })
    }
    const median = (key: "cpu" | "wall") => times.map((time) => time[key]).sort((a, b) => a - b)[10]!
    console.log(`${LEADS} leads: median ${median("cpu").toFixed(1)} ms of CPU, ${median("wall").toFixed(1)} ms of wall`)
    expect(median("cpu")).toBeLessThanOrEqual(50)
  })

  it("leaves memory within 50 MB of where it began after 1,000 loads", async () => {
    // The first thousand or so lists raise the process's high-water mark once, by about 150 MB here: V8 grows its
    // young generation to the most it allows (empty after each collection), and node:sqlite's reads of 2,000 rows
    // leave the allocator holding more. Both level off (decision 049's results). A leak grows on from there.
    const cold = megabytes()
    for (let i = 0; i < 1_000; i++) await list()
    const before = megabytes()
    for (let i = 0; i < 1_000; i++) await list()
    const after = megabytes()
    console.log(
      `1,000 loads: ${before.toFixed(0)} MB before (${cold.toFixed(0)} MB cold), ${after.toFixed(0)} MB after`,
    )
    expect(after - before).toBeLessThanOrEqual(50)
  }, 600_000)
})
