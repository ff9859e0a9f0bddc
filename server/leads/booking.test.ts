import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { DatabaseSync } from "node:sqlite"

import { afterEach, describe, expect, it } from "vitest"

import { bookingFileSchema } from "../../common/booking.ts"
import { LEADS_PATH } from "../../common/lead-paths.ts"
import shipped from "../../tests/fixtures/content/booking.json" with { type: "json" }
import { csvHeader, readCsv } from "../../tests/read-csv.ts"
import { BUSINESS, NOW, testStore, VALID } from "../../tests/support/lead-store.ts"
import { formContract } from "../form-contract.ts"
import { main } from "./cli.ts"
import { customerAcknowledgement, ownerAlert } from "./mail.ts"
import { nodeSqlite } from "./node-sqlite.ts"
import { leadsSettingsFromEnv } from "./settings.ts"
import { query } from "./sql.ts"
import { allLeads, changeState, readLead, shownState, storeLead, type NewLead } from "./store.ts"

let store: ReturnType<typeof testStore>
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  store?.cleanup()
})

const RULES = bookingFileSchema.parse(shipped)
const ON = { ...RULES, enabled: true }
const MIGRATIONS = new URL("./migrations/", import.meta.url)
const NOTIFY = { notifyTo: "owner@riverleaf.example", now: NOW }
/** NOW is Thursday 26 November 2026, 8 am in Sydney. */
const FRIDAY = "2026-11-27"

let requests = 0
const newLead = (fields: Partial<NewLead> = {}): NewLead => ({
  ...VALID,
  estimate: "",
  page: "",
  sentAt: "",
  clientKey: "c",
  requestKey: `r${++requests}`,
  ...fields,
})

async function stored(fields: Partial<NewLead> = {}) {
  const result = await storeLead(store.db, newLead(fields), NOTIFY)
  if (result.outcome !== "stored") throw new Error(result.outcome)
  return result.reference
}

/** A store file as a release before `migration` left it: every migration before that one applied and recorded. */
function olderStore(migration: string) {
  const dir = mkdtempSync(join(tmpdir(), "leads-migrate-"))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  const path = join(dir, "leads.sqlite")
  const older = new DatabaseSync(path)
  older.exec("CREATE TABLE d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TEXT)")
  for (const name of readdirSync(MIGRATIONS)
    .filter((file) => file < migration)
    .sort()) {
    older.exec(readFileSync(new URL(name, MIGRATIONS), "utf8"))
    older.prepare("INSERT INTO d1_migrations (name) VALUES (?)").run(name)
  }
  return { path, older }
}

describe("0003_booking.sql", () => {
  it("adds the day, the window, the state and the invitation's sequence to a store that already holds leads", async () => {
    // The store as the last release left it: every migration before this one, with its record, and a lead.
    const { path, older } = olderStore("0003")
    older
      .prepare(
        `INSERT INTO leads (reference, created_at, name, suburb, email, phone, service_type, message, client_key,
           request_key) VALUES ('Q-OLD1-LEAD', 1, 'Sam', 'Thurgoona', 'sam@example.com', '0491570156', 'deep', 'Hi', 'c', 'r')`,
      )
      .run()
    older.close()

    const db = nodeSqlite(path)
    cleanups.push(() => db.close())
    expect(await readLead(db, "Q-OLD1-LEAD")).toMatchObject({
      preferred_date: "",
      arrival_window: "",
      state: "new",
      confirmed_date: "",
      confirmed_window: "",
      calendar_sequence: 0,
    })
    const applied = await query(db, "SELECT name FROM d1_migrations ORDER BY id")
    expect(applied.map((row) => row.name)).toContain("0003_booking.sql")
  })

  it("0008: a release before it left answered leads' reminders waiting; they go, a new lead's stays", async () => {
    const { path, older } = olderStore("0008")
    for (const [reference, state] of [
      ["Q-NEW1-LEAD", "new"],
      ["Q-DONE-LEAD", "contacted"],
    ]) {
      older
        .prepare(
          `INSERT INTO leads (reference, created_at, name, suburb, email, phone, service_type, message, client_key,
             request_key, state) VALUES (?, 1, 'Sam', 'Thurgoona', 'sam@example.com', '0491570156', 'deep', 'Hi', 'c', ?, ?)`,
        )
        .run(reference!, reference!, state!)
      for (const kind of ["alert", "reminder", "push-reminder-3"])
        older
          .prepare(
            "INSERT INTO outbox (reference, kind, recipient, created_at, next_attempt_at) VALUES (?, ?, 'o', 1, 1)",
          )
          .run(reference!, kind)
    }
    older.close()
    const db = nodeSqlite(path)
    cleanups.push(() => db.close())
    const rows = await query(db, "SELECT reference, kind FROM outbox ORDER BY id")
    expect(rows.map((row) => `${row.reference} ${row.kind}`)).toEqual([
      "Q-NEW1-LEAD alert",
      "Q-NEW1-LEAD reminder",
      "Q-NEW1-LEAD push-reminder-3",
      "Q-DONE-LEAD alert",
    ])
  })

  it("0009: a session from before stays signed in, with no device name", async () => {
    const { path, older } = olderStore("0009")
    older
      .prepare(
        `INSERT INTO owner_sessions (token_hash, github_id, login, created_at, last_seen_at, ends_at, kind)
         VALUES ('h', 7, 'riverleaf-owner', 1, 1, ?, 'phone')`,
      )
      .run(NOW + 86_400_000)
    older.close()
    const db = nodeSqlite(path)
    cleanups.push(() => db.close())
    expect(await query(db, "SELECT login, kind, device FROM owner_sessions")).toEqual([
      { login: "riverleaf-owner", kind: "phone", device: "" },
    ])
  })

  it("keeps a state outside the four out of the store", async () => {
    store = testStore()
    const reference = await stored()
    await expect(
      query(store.db, "UPDATE leads SET state = 'expired' WHERE reference = ?", [reference]),
    ).rejects.toThrow(/CHECK constraint failed/)
  })
})

describe("the day asked for, in the store", () => {
  it("keeps the preferred date and the window with the request; a request without them is new with neither", async () => {
    store = testStore()
    const withDay = await stored({ preferredDate: FRIDAY, arrivalWindow: "08:00-11:00" })
    const without = await stored()
    expect(await readLead(store.db, withDay)).toMatchObject({
      preferred_date: FRIDAY,
      arrival_window: "08:00-11:00",
      state: "new",
    })
    expect(await readLead(store.db, without)).toMatchObject({ preferred_date: "", arrival_window: "", state: "new" })
  })

  it("reads a request whose day has passed unconfirmed as expired, in Sydney's calendar", () => {
    // 13:00 UTC on the 27th is midnight on the 28th in Sydney (UTC+11): Friday has passed there.
    const fridayGone = Date.UTC(2026, 10, 27, 13, 0)
    expect(shownState({ state: "new", preferred_date: FRIDAY }, fridayGone - 1)).toBe("new")
    expect(shownState({ state: "new", preferred_date: FRIDAY }, fridayGone)).toBe("expired")
    expect(shownState({ state: "contacted", preferred_date: FRIDAY }, fridayGone)).toBe("expired")
    expect(shownState({ state: "confirmed", preferred_date: FRIDAY }, fridayGone)).toBe("confirmed")
    expect(shownState({ state: "declined", preferred_date: FRIDAY }, fridayGone)).toBe("declined")
    expect(shownState({ state: "new", preferred_date: "" }, fridayGone)).toBe("new")
    expect(shownState({}, fridayGone)).toBe("new")
  })
})

describe("the owner's steps", () => {
  it("goes new → contacted → confirmed, moves the day, cancels and confirms after all, one SEQUENCE more for each file after the first", async () => {
    store = testStore()
    const reference = await stored({ preferredDate: FRIDAY, arrivalWindow: "08:00-11:00" })
    const step = async (change: Parameters<typeof changeState>[2]) => {
      const lead = await changeState(store.db, reference, change, { now: NOW })
      return lead && [lead.state, lead.confirmed_date, lead.confirmed_window, lead.calendar_sequence]
    }
    expect(await step({ state: "contacted" })).toEqual(["contacted", "", "", 0])
    expect(await step({ state: "contacted" })).toBeUndefined()
    expect(await step({ state: "confirmed", date: FRIDAY, window: "08:00-11:00" })).toEqual([
      "confirmed",
      FRIDAY,
      "08:00-11:00",
      0,
    ])
    expect(await step({ state: "confirmed", date: "2026-11-28", window: "14:00-17:00" })).toEqual([
      "confirmed",
      "2026-11-28",
      "14:00-17:00",
      1,
    ])
    expect(await step({ state: "contacted" })).toBeUndefined()
    // The cancel names the event it removes: the confirmed day stays.
    expect(await step({ state: "declined" })).toEqual(["declined", "2026-11-28", "14:00-17:00", 2])
    expect(await step({ state: "declined" })).toBeUndefined()
    // Confirmed after all: a new invitation, one SEQUENCE past the cancel.
    expect(await step({ state: "confirmed", date: FRIDAY, window: "08:00-11:00" })).toEqual([
      "confirmed",
      FRIDAY,
      "08:00-11:00",
      3,
    ])
    expect((await readLead(store.db, reference))?.preferred_date).toBe(FRIDAY)
  })

  it("declines a request never confirmed without a calendar file to cancel, and finds no lead that is not there", async () => {
    store = testStore()
    const reference = await stored()
    expect(await changeState(store.db, reference, { state: "declined" }, { now: NOW })).toMatchObject({
      state: "declined",
      confirmed_date: "",
      calendar_sequence: 0,
    })
    expect(await changeState(store.db, "Q-NONE-HERE", { state: "contacted" }, { now: NOW })).toBeUndefined()
  })
})

describe("POST /api/leads with booking on", () => {
  const count = async () => Number((await query(store.db, "SELECT count(*) AS n FROM leads"))[0]!.n)

  it("stores a day the rules allow and its window with the request", async () => {
    store = testStore({ booking: ON })
    const response = await store.post({
      ...VALID,
      preferredDate: FRIDAY,
      arrivalWindow: "08:00-11:00",
      token: await store.token(),
    })
    expect(response.status).toBe(200)
    expect(await allLeads(store.db)).toMatchObject([{ preferred_date: FRIDAY, arrival_window: "08:00-11:00" }])
  })

  it("refuses a day outside the rules with 400 and the reason beside the field, and stores nothing", async () => {
    store = testStore({ booking: ON })
    const token = await store.token()
    const errors = async (fields: Record<string, string>) => {
      const response = await store.post({ ...VALID, arrivalWindow: "08:00-11:00", token, ...fields })
      expect(response.status).toBe(400)
      return ((await response.json()) as { errors: Record<string, string> }).errors
    }
    expect(await errors({ preferredDate: "2026-11-20" })).toEqual({
      preferredDate: "That day has passed: please choose a later one",
    })
    expect(await errors({ preferredDate: "2026-11-26" })).toEqual({
      preferredDate: "We need a day's notice: the earliest day you can choose is Friday 27 November",
    })
    expect(await errors({ preferredDate: "2026-11-29" })).toEqual({
      preferredDate: "We don't clean on Sundays: please choose another day",
    })
    expect(await errors({ preferredDate: "2026-12-25" })).toEqual({
      preferredDate: "We're closed on Friday 25 December (Christmas Day): please choose another day",
    })
    expect(await errors({ preferredDate: "" })).toEqual({ preferredDate: "Please choose a preferred date" })
    expect(await errors({ preferredDate: FRIDAY, arrivalWindow: "06:00-09:00" })).toEqual({
      arrivalWindow: "Please choose an arrival window",
    })
    expect(await count()).toBe(0)
  })

  it("takes a request from a page opened before booking was on, which has no day to send, without a day", async () => {
    store = testStore({ booking: ON })
    const response = await store.post({ ...VALID, token: await store.token() })
    expect(response.status).toBe(200)
    expect(await allLeads(store.db)).toMatchObject([{ preferred_date: "", arrival_window: "" }])
    // Today's form sends both fields: one left empty is still asked for.
    const empty = await store.post({ ...VALID, preferredDate: "", token: await store.token() })
    expect(((await empty.json()) as { errors: Record<string, string> }).errors).toEqual({
      preferredDate: "Please choose a preferred date",
      arrivalWindow: "Please choose an arrival window",
    })
  })

  it("answers the plain form's bad day with a page naming it, and shows a good one back to be sent", async () => {
    store = testStore({ booking: ON })
    const refused = await store.post(
      { ...VALID, preferredDate: "2026-11-20", arrivalWindow: "08:00-11:00" },
      { json: false },
    )
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain("<li>That day has passed: please choose a later one</li>")

    const check = await store.post({ ...VALID, preferredDate: FRIDAY, arrivalWindow: "14:00-17:00" }, { json: false })
    const html = await check.text()
    expect(html).toContain("<dt>Preferred date</dt><dd>Friday 27 November 2026</dd>")
    expect(html).toContain("<dt>Arrival window</dt><dd>2–5 pm</dd>")
    // A request's button, as the form's (the page without a day keeps the spec's words: handler.test.ts).
    expect(html).toContain('<button type="submit">Send request</button>')
    const kept = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map(([, name, value]) => [name, value]),
    )
    expect(kept).toMatchObject({ preferredDate: FRIDAY, arrivalWindow: "14:00-17:00" })
    store.clock.now += 5000
    const received = await store.post(kept, { json: false })
    expect(received.status).toBe(200)
    expect(await allLeads(store.db)).toMatchObject([{ preferred_date: FRIDAY, arrival_window: "14:00-17:00" }])
    // The page after sending repeats the day and the window asked for, and says that nothing is booked yet.
    const page = await received.text()
    expect(page).toContain("<dt>Preferred date</dt><dd>Friday 27 November 2026</dd>")
    expect(page).toContain("<dt>Arrival window</dt><dd>2–5 pm</dd>")
    expect(page).toContain("<p>Nothing is booked yet: we&#39;ll confirm your day by phone or e-mail.</p>")
  })

  it("checks each request by the live release's contract: a build put live with booking on asks for a day at once", async () => {
    let contract = formContract(LEADS_PATH, RULES, { content: "", settings: "" })
    store = testStore({ form: () => contract })
    const token = await store.token()
    // The form as built sends six fields: a day it did not ask for is not kept.
    expect((await store.post({ ...VALID, preferredDate: FRIDAY, arrivalWindow: "08:00-11:00", token })).status).toBe(
      200,
    )
    contract = formContract(LEADS_PATH, ON, { content: "", settings: "" })
    // The new page's form sends a day and a window, empty or not: one left out is asked for at once.
    const noDay = await store.post({ ...VALID, preferredDate: "", arrivalWindow: "", token: await store.token() })
    expect(noDay.status).toBe(400)
    expect(await noDay.json()).toMatchObject({ errors: { preferredDate: "Please choose a preferred date" } })
    expect(store.lines).toContain(
      "Lead refused: preferredDate: Please choose a preferred date; arrivalWindow: Please choose an arrival window.",
    )
    const withDay = await store.post({
      ...VALID,
      preferredDate: FRIDAY,
      arrivalWindow: "08:00-11:00",
      token: await store.token(),
    })
    expect(withDay.status).toBe(200)
    expect(await allLeads(store.db)).toMatchObject([
      { preferred_date: "", arrival_window: "" },
      { preferred_date: FRIDAY, arrival_window: "08:00-11:00" },
    ])
  })

  it("changes nothing as shipped (booking off): a day sent anyway is neither checked nor kept", async () => {
    store = testStore({ booking: RULES })
    const token = await store.token()
    const response = await store.post({ ...VALID, preferredDate: "2026-11-20", arrivalWindow: "x", token })
    expect(response.status).toBe(200)
    expect(await allLeads(store.db)).toMatchObject([{ preferred_date: "", arrival_window: "" }])
  })
})

describe("the Node server's settings", () => {
  it("never read content/booking.json: the rules are the live build's, and a broken file turns nothing off", () => {
    const dir = mkdtempSync(join(tmpdir(), "leads-content-"))
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
    cpSync("tests/fixtures/content", dir, { recursive: true })
    writeFileSync(join(dir, "booking.json"), JSON.stringify({ ...shipped, leadDays: -1 }))
    expect(leadsSettingsFromEnv({ CONTENT_DIR: dir }).business.booking).toBeUndefined()
  })
})

describe("the day asked for, in the e-mails and the export", () => {
  const MAIL = { business: BUSINESS, from: '"Riverleaf" <leads@riverleaf.example>' }
  const exported = async () => {
    let out = ""
    const env = { LEADS_DB: store.path, CONTENT_DIR: process.env.CONTENT_DIR }
    expect(await main(["export"], { out: (text) => (out += text), say: () => {}, env })).toBe(0)
    return out
  }

  it("names the day and the window in the owner's alert and the customer's acknowledgement, which says it is a request", async () => {
    store = testStore()
    const lead = (await readLead(
      store.db,
      await stored({ preferredDate: "2026-12-01", arrivalWindow: "11:00-14:00" }),
    ))!
    const day = "Preferred date: Tuesday 1 December 2026\nArrival window: 11 am–2 pm\n"
    const alert = ownerAlert(lead, "owner@riverleaf.example", MAIL)
    expect(alert.text).toContain(`Service: Deep Home Clean\n${day}Message:`)
    expect(alert.html).toMatch(/>Preferred date<\/th><td[^>]*>Tuesday 1 December 2026<\/td>/)
    expect(alert.html).toMatch(/>Arrival window<\/th><td[^>]*>11 am–2 pm<\/td>/)
    const acknowledgement = customerAcknowledgement(lead, MAIL)
    expect(acknowledgement.text).toContain(
      `Suburb: Thurgoona\n${day}Nothing is booked yet: we'll confirm your day by phone or e-mail.\n`,
    )
    expect(acknowledgement.html).toContain(">Tuesday 1 December 2026</td>")
    expect(acknowledgement.html).toContain("Nothing is booked yet: we&#39;ll confirm your day by phone or e-mail.")
  })

  it("says nothing of a day in the e-mails of a request without one", async () => {
    store = testStore()
    const lead = (await readLead(store.db, await stored()))!
    for (const mail of [ownerAlert(lead, "owner@riverleaf.example", MAIL), customerAcknowledgement(lead, MAIL)])
      for (const part of [mail.text, mail.html]) expect(part).not.toMatch(/Preferred date|Arrival window|booked/)
  })

  it("adds the day and the window after the service in the export when a lead has them, and only then", async () => {
    store = testStore()
    await stored()
    const columns = csvHeader((await exported()).slice(1))
    expect(columns).not.toContain("Preferred date")
    await stored({ preferredDate: FRIDAY, arrivalWindow: "14:00-17:00" })
    const out = await exported()
    expect(csvHeader(out.slice(1))).toEqual([
      ...columns.slice(0, columns.indexOf("Service") + 1),
      "Preferred date",
      "Arrival window (Sydney time)",
      "State",
      "Day confirmed",
      "Window confirmed (Sydney time)",
      ...columns.slice(columns.indexOf("State") + 1),
    ])
    // Both came in at NOW: the export orders them by their random references.
    const days = readCsv(out).map((row) => `${row["Preferred date"]}|${row["Arrival window (Sydney time)"]}`)
    expect(days.sort()).toEqual([`${FRIDAY}|2–5 pm`, "|"])
  })
})
