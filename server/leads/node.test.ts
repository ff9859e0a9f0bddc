import { spawn, spawnSync } from "node:child_process"
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { hostname, tmpdir } from "node:os"
import { join } from "node:path"

import { afterEach, describe, expect, it, vi } from "vitest"

import { bookingFileSchema } from "../../common/booking.ts"
import shippedBooking from "../../tests/fixtures/content/booking.json" with { type: "json" }
import business from "../../tests/fixtures/content/business.json" with { type: "json" }
import home from "../../tests/fixtures/content/home.json" with { type: "json" }
import packages from "../../tests/fixtures/content/packages.json" with { type: "json" }
import { testStore, VALID } from "../../tests/support/lead-store.ts"
import { CONTRACT_PATH, formContract } from "../form-contract.ts"
import { INBOX_MESSAGES } from "./inbox.ts"
import { senderGone } from "./node-leases.ts"
import { nodeSqlite } from "./node-sqlite.ts"
import { leadsRoute } from "./node.ts"
import { claimNext, markSent, releaseLeases } from "./queue.ts"
import { nodeSecret, nodeVapidKey } from "./secret-file.ts"
import { contentDirOf, leadsSettingsFromEnv } from "./settings.ts"
import { query } from "./sql.ts"
import { purgeOldLeads } from "./store.ts"

let store: ReturnType<typeof testStore>
afterEach(() => store?.cleanup())

const NO_BUILD = "no-such-build/live"
const PRINT = { content: "", settings: "" }

describe("letting go of a dead sender's leases", () => {
  it("lets go of the leases of a sender on this machine that no longer runs, and of no other", async () => {
    store = testStore()
    await store.post({ ...VALID, token: await store.token() })
    // A process that has ended: its pid is free.
    const gone = spawnSync(process.execPath, ["-e", "process.pid"]).pid
    await claimNext(store.db, `${hostname()}:${gone}:dead`, Date.now())
    await claimNext(store.db, `other-machine:${gone}:alive`, Date.now())
    expect(await releaseLeases(store.db, Date.now(), senderGone)).toBe(1)
    const held = await query(store.db, "SELECT lease_owner FROM outbox WHERE lease_until > ?", [Date.now()])
    expect(held.map((row) => row.lease_owner)).toEqual([`other-machine:${gone}:alive`])
  })

  it("counts only the messages really mid-send, not every one the dead sender ever sent", async () => {
    store = testStore()
    for (let i = 0; i < 3; i++) await store.post({ ...VALID, email: `p${i}@example.com`, token: await store.token() })
    const dead = `${hostname()}:${spawnSync(process.execPath, ["-e", ""]).pid}:dead`
    // The dead sender sent five, then was killed with the sixth in hand.
    for (let i = 0; i < 5; i++) await markSent(store.db, (await claimNext(store.db, dead, store.clock.now))!.id, 1)
    await claimNext(store.db, dead, store.clock.now)
    expect(await releaseLeases(store.db, store.clock.now, senderGone)).toBe(1)
  })

  it("lets go of a lease whose holder lingers as a zombie (ended, never reaped)", async () => {
    store = testStore()
    await store.post({ ...VALID, token: await store.token() })
    // The shell starts a short job, then becomes \`sleep\`, which never reaps it: the job stays a zombie.
    const parent = spawn("sh", ["-c", "sleep 0.1 & echo $!; exec sleep 5"], { stdio: ["ignore", "pipe", "ignore"] })
    const zombie = Number(
      await new Promise<string>((resolve) => parent.stdout.once("data", (data) => resolve(String(data)))),
    )
    try {
      await expect.poll(() => readFileSync(`/proc/${zombie}/stat`, "utf8").split(" ")[2]).toBe("Z")
      // kill(pid, 0) still succeeds on it.
      expect(process.kill(zombie, 0)).toBe(true)
      await claimNext(store.db, `${hostname()}:${zombie}:zombie`, store.clock.now)
      expect(senderGone(`${hostname()}:${zombie}:zombie`)).toBe(true)
      expect(senderGone(`${hostname()}:${parent.pid}:alive`)).toBe(false)
      expect(await releaseLeases(store.db, store.clock.now, senderGone)).toBe(1)
    } finally {
      parent.kill()
    }
  })
})

describe("the retention purge", () => {
  it("removes leads older than LEADS_RETENTION_DAYS with their e-mails, and keeps the rest", async () => {
    store = testStore()
    await store.post({ ...VALID, name: "Old", token: await store.token() })
    store.clock.now += 200 * 24 * 60 * 60_000
    await store.post({ ...VALID, name: "New", token: await store.token() })
    expect(await purgeOldLeads(store.db, store.clock.now, 365)).toBe(0)
    expect(await purgeOldLeads(store.db, store.clock.now, 100)).toBe(1)
    expect((await query(store.db, "SELECT name FROM leads")).map((row) => row.name)).toEqual(["New"])
    expect((await query(store.db, "SELECT count(*) AS n FROM outbox"))[0]!.n).toBe(2)
    // With a job tool, it hears of each lead the retention deletes.
    store.clock.now += 200 * 24 * 60 * 60_000
    expect(await purgeOldLeads(store.db, store.clock.now, 100, "https://jobs.example/hook")).toBe(1)
    expect(await query(store.db, "SELECT kind, recipient FROM outbox")).toEqual([
      { kind: "webhook-deleted", recipient: "https://jobs.example/hook" },
    ])
  })
})

describe("leadsSettingsFromEnv", () => {
  it("defaults to data/leads.sqlite, the business's own e-mail for alerts and as sender, 365 days", () => {
    // The tests' copy of the content (decision 034): the shipped file is the owner's to edit.
    const settings = leadsSettingsFromEnv({ CONTENT_DIR: "tests/fixtures/content" })
    expect(settings).toMatchObject({
      dbPath: "data/leads.sqlite",
      notifyTo: business.email,
      mailFrom: `"${business.name}" <${business.email}>`,
      retentionDays: 365,
      limits: { perClient: 10, windowMs: 600_000, acknowledgementsPerDay: 5, acknowledgementsPerHour: 30 },
    })
    expect(settings.business).toMatchObject({
      name: business.name,
      phone: business.phone.display,
      replyTime: business.claims.replyHome,
    })
  })

  it("reads the content files of CONTENT_DIR, content/ unless it names another folder (decision 034)", () => {
    expect(contentDirOf({})).toBe("content")
    expect(contentDirOf({ CONTENT_DIR: " tests/fixtures/content/ " })).toBe("tests/fixtures/content/")
  })

  it("names each service as packages.json and home.json name it, a package the owner renamed included", () => {
    const dir = mkdtempSync(join(tmpdir(), "leads-content-"))
    try {
      for (const file of ["business.json", "packages.json", "home.json"])
        cpSync(join("tests/fixtures/content", file), join(dir, file))
      const fixtureNames = leadsSettingsFromEnv({}, dir).business.services
      expect(fixtureNames).toEqual({
        ...Object.fromEntries(packages.packages.map(({ id, name }) => [id, name])),
        ndis: home.closing.ndisService,
      })
      const renamed = JSON.parse(readFileSync(join(dir, "packages.json"), "utf8")) as typeof packages
      renamed.packages[1]!.name = "Deep Home Clean"
      writeFileSync(join(dir, "packages.json"), JSON.stringify(renamed))
      expect(leadsSettingsFromEnv({}, dir).business.services).toEqual({ ...fixtureNames, deep: "Deep Home Clean" })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it("refuses settings that would lose leads quietly", () => {
    expect(() => leadsSettingsFromEnv({ LEADS_NOTIFY_TO: "owner at example" })).toThrow(/LEADS_NOTIFY_TO/)
    expect(() => leadsSettingsFromEnv({ LEADS_RETENTION_DAYS: "0" })).toThrow(/LEADS_RETENTION_DAYS/)
    expect(() => leadsSettingsFromEnv({ LEADS_RATE_LIMIT: "2" })).toThrow(/at least 5/)
    expect(() => leadsSettingsFromEnv({ LEADS_ACK_LIMIT: "ten" })).toThrow(/LEADS_ACK_LIMIT/)
    expect(() => leadsSettingsFromEnv({}, "no/such/folder")).toThrow(/no\/such\/folder\/business.json/)
  })
})

describe("LEADS_ACK_LIMIT", () => {
  it("sets the acknowledgements an hour, 30 unless set, 0 for none", () => {
    const limitOf = (value?: string) =>
      leadsSettingsFromEnv({ CONTENT_DIR: "tests/fixtures/content", LEADS_ACK_LIMIT: value }).limits
        .acknowledgementsPerHour
    expect([limitOf(), limitOf("5"), limitOf("0")]).toEqual([30, 5, 0])
  })
})

const mode = (file: string) => statSync(file).mode & 0o777

describe("only the owner reads the files", () => {
  it("makes the store, its -wal and -shm 0600 and its folder 0700, and tightens an older store's", async () => {
    const dir = mkdtempSync(join(tmpdir(), "leads-modes-"))
    try {
      const path = join(dir, "data", "leads.sqlite")
      const db = nodeSqlite(path)
      await query(db, "SELECT 1")
      expect(mode(join(dir, "data"))).toBe(0o700)
      for (const file of [path, `${path}-wal`, `${path}-shm`]) expect(mode(file), file).toBe(0o600)
      db.close()
      spawnSync("chmod", ["0644", path])
      const again = nodeSqlite(path)
      await query(again, "SELECT 1")
      expect(mode(path)).toBe(0o600)
      again.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it("keeps the secret in <LEADS_DB>.secret (0600), not in the store, and moves an older store's there", async () => {
    store = testStore()
    await query(store.db, "INSERT INTO settings (name, value) VALUES ('token_secret', 'the-old-secret')")
    const secret = nodeSecret(store.path, store.db)
    expect(await secret()).toBe("the-old-secret")
    expect(mode(`${store.path}.secret`)).toBe(0o600)
    expect(await query(store.db, "SELECT * FROM settings")).toEqual([])
    // The next start reads the file.
    expect(await nodeSecret(store.path, store.db)()).toBe("the-old-secret")
    // A new store gets a new secret of its own; with LEADS_SECRET, no file at all.
    const fresh = testStore()
    try {
      const made = await nodeSecret(fresh.path, fresh.db)()
      expect(made).toMatch(/^[\w+/]{43}=$/)
      expect(readFileSync(`${fresh.path}.secret`, "utf8").trim()).toBe(made)
      rmSync(`${fresh.path}.secret`)
      expect(await nodeSecret(fresh.path, fresh.db, "from-env")()).toBe("from-env")
      expect(existsSync(`${fresh.path}.secret`)).toBe(false)
    } finally {
      fresh.cleanup()
    }
  })

  it("makes the phone alerts' VAPID key once, in <LEADS_DB>.vapid (0600), and reads it from there after", async () => {
    store = testStore()
    const key = await nodeVapidKey(store.path)()
    expect(JSON.parse(key)).toMatchObject({ kty: "EC", crv: "P-256", d: expect.stringMatching(/^[\w-]{43}$/) })
    expect(mode(`${store.path}.vapid`)).toBe(0o600)
    expect(await nodeVapidKey(store.path)()).toBe(key)
    expect(await query(store.db, "SELECT * FROM settings")).toEqual([])
  })
})

describe("a store locked by another process", () => {
  it("never holds up the server's thread: the batch waits on a timer, and fails within its bound", async () => {
    store = testStore()
    await store.post({ ...VALID, token: await store.token() })
    // Another process takes the write lock and keeps it for 3 s, as an owner's tool or a stuck copy might.
    const holder = spawn(process.execPath, [
      "-e",
      `const db = new (require("node:sqlite").DatabaseSync)(${JSON.stringify(store.path)})
       db.exec("BEGIN IMMEDIATE"); console.log("locked"); setTimeout(() => db.exec("ROLLBACK"), 3000)`,
    ])
    await new Promise((resolve) => holder.stdout.once("data", resolve))
    const db = nodeSqlite(store.path)
    try {
      let last = performance.now()
      let longestGap = 0
      const ticker = setInterval(() => {
        longestGap = Math.max(longestGap, performance.now() - last)
        last = performance.now()
      }, 10)
      const started = performance.now()
      const write = db.batch([{ sql: "INSERT INTO settings (name, value) VALUES ('x', 'y')" }])
      await expect(write).rejects.toThrow(/locked/)
      const took = performance.now() - started
      clearInterval(ticker)
      longestGap = Math.max(longestGap, performance.now() - last)
      expect(took).toBeGreaterThan(1900)
      expect(took).toBeLessThan(3500)
      // SQLite's own busy wait held the thread for the whole 2 s.
      expect(longestGap).toBeLessThan(1000)
      // Reads take no lock: the health answer and the token's secret still answer.
      expect(await query(db, "SELECT count(*) AS n FROM leads")).toEqual([{ n: 1 }])
    } finally {
      db.close()
      holder.kill()
    }
    // A second Node starting on a loaded machine takes seconds of its own.
  }, 30_000)
})

describe("the Node route with settings it cannot use", () => {
  async function answers(
    env: Record<string, string>,
    work: (post: (accept: string) => Promise<Response>, url: string) => unknown,
  ) {
    const route = leadsRoute(env, NO_BUILD)
    const server = createServer((req, res) => void route.handle(req, res))
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/leads`
    try {
      await work((accept) => fetch(url, { method: "POST", headers: { accept }, body: "name=x" }), url)
    } finally {
      server.close()
      await route.close()
    }
  }

  it("answers with the one unavailable answer: a page to the plain form with the phone, JSON to the script", async () => {
    await answers({ CONTENT_DIR: "tests/fixtures/content", LEADS_NOTIFY_TO: "not an address" }, async (post, url) => {
      const page = await post("text/html")
      expect(page.status).toBe(503)
      const html = await page.text()
      expect(html).toContain("Your request didn&#39;t reach us")
      expect(html).toContain('call us on <a href="tel:0491570156">0491 570 156</a>')
      expect(html).toContain('<a href="mailto:hello@example.com">hello@example.com</a>')
      const json = await post("application/json")
      expect(json.status).toBe(503)
      expect(await json.json()).toEqual({ ok: false, error: "unavailable" })
      // The owner's inbox is told that a setting keeps it off, not "unavailable".
      const inbox = await fetch(`${url}/inbox/leads`)
      expect([inbox.status, await inbox.json()]).toEqual([503, { ok: false, error: INBOX_MESSAGES.storeOff }])
    })
    // A store file that can't be made: said at the start, naming LEADS_DB, not at each request.
    const said = vi.spyOn(console, "error").mockImplementation(() => {})
    await answers({ CONTENT_DIR: "tests/fixtures/content", LEADS_DB: "package.json/leads.sqlite" }, async (post) => {
      expect(said.mock.calls.flat()).toEqual([
        "The lead store is OFF, /api/leads answers 503: LEADS_DB can't be used: package.json is a file, not a folder. Name a file in a folder the server can write.",
      ])
      expect((await post("application/json")).status).toBe(503)
    })
    said.mockRestore()
    // The content itself unreadable: the same page, without what it could not read.
    await answers({ CONTENT_DIR: "tests/fixtures/no-such-folder" }, async (post) => {
      const page = await post("text/html")
      expect(page.status).toBe(503)
      expect(await page.text()).not.toContain("call us")
    })
  })
})

describe("the shipped placeholders at start", () => {
  it("are named when the store is set up, and not on a site that sends its form elsewhere", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    const dir = mkdtempSync(join(tmpdir(), "route-"))
    try {
      await leadsRoute({ CONTENT_DIR: "tests/fixtures/content" }, NO_BUILD).close()
      expect(warn).not.toHaveBeenCalled()
      await leadsRoute({ CONTENT_DIR: "tests/fixtures/content", LEADS_DB: join(dir, "leads.sqlite") }, NO_BUILD).close()
      expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
        expect.stringMatching(/^Before going live: .*business\.json still has the example e-mail "hello@example\.com"/),
        expect.stringMatching(/^Before going live: .*business\.json still has the placeholder ABN "00 000 000 000"/),
      ])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe("the start log", () => {
  const WEBHOOK_SECRET = `whsec_${Buffer.alloc(32, 7).toString("base64")}`
  const started = async (env: Record<string, string>, liveDir = NO_BUILD) => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {})
    const dir = mkdtempSync(join(tmpdir(), "route-"))
    try {
      const route = leadsRoute(
        { CONTENT_DIR: "tests/fixtures/content", LEADS_DB: join(dir, "l.sqlite"), ...env },
        liveDir,
      )
      await route.close()
      return log.mock.calls.map(([line]) => String(line)).slice(1)
    } finally {
      log.mockRestore()
      rmSync(dir, { recursive: true, force: true })
    }
  }

  it("says in one line each the inbox and for whom, the webhook's host, and the live build's booking", async () => {
    // The content's booking.json is off: a build with booking on is not what the owner's content says now.
    const CHANGED =
      "tests/fixtures/content/booking.json has changed since the live build, which keeps the rules from before: run npm start again (or npm run build)."
    const dir = mkdtempSync(join(tmpdir(), "release-"))
    try {
      const booking = { ...bookingFileSchema.parse(shippedBooking), enabled: true }
      writeFileSync(join(dir, CONTRACT_PATH), JSON.stringify(formContract("/api/leads", booking, PRINT)))
      expect(
        await started(
          {
            LEADS_OWNERS: "Riverleaf-Owner, sam-partner",
            CMS_GITHUB_CLIENT_ID: "Iv1.abc",
            CMS_GITHUB_CLIENT_SECRET: "secret",
            SITE_URL: "https://www.riverleaf.example",
            LEADS_WEBHOOK_URL: "https://hooks.zapier.com/hooks/catch/1/abc/",
            LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET,
          },
          dir,
        ),
      ).toEqual([
        "Leads inbox: on at https://www.riverleaf.example/admin/leads, for riverleaf-owner, sam-partner.",
        "Webhook: on, to hooks.zapier.com.",
        "Booking: on in the live build (Monday, Tuesday, Wednesday, Thursday, Friday, Saturday; 8–11 am, 11 am–2 pm, 2–5 pm).",
        CHANGED,
      ])
      writeFileSync(join(dir, CONTRACT_PATH), JSON.stringify(formContract("", booking, PRINT)))
      expect((await started({}, dir)).slice(2)).toEqual([
        "Booking: on in the live build (Monday, Tuesday, Wednesday, Thursday, Friday, Saturday; 8–11 am, 11 am–2 pm, 2–5 pm).",
        CHANGED,
        "The lead store is set up, but the live build's quote form does not post to /api/leads: set QUOTE_FORM_ENDPOINT=/api/leads in .env and run npm run build.",
      ])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it("says where the form's requests go on a site that has not set up its store, and the mail setting only if here", async () => {
    const dir = mkdtempSync(join(tmpdir(), "release-"))
    const log = vi.spyOn(console, "log").mockImplementation(() => {})
    const noMail = "SMTP_URL is not set, so the lead e-mails wait in the outbox until it is."
    const lines = async (endpoint: string) => {
      writeFileSync(
        join(dir, CONTRACT_PATH),
        JSON.stringify(formContract(endpoint, bookingFileSchema.parse(shippedBooking), PRINT)),
      )
      // A fresh send loop module: it says the missing mail setting once per process.
      vi.resetModules()
      const fresh = (await import("./node.ts")).leadsRoute
      log.mockClear()
      await fresh({ CONTENT_DIR: "tests/fixtures/content" }, dir).close()
      return log.mock.calls.map(([line]) => String(line))
    }
    try {
      const elsewhere = await lines("")
      expect(elsewhere).toContain(
        `The live build's quote form does not post to this server's lead store (/api/leads), so no request is stored here; docs/owner-guide.md, "Receiving quote requests", says how to receive them.`,
      )
      expect(elsewhere.join("\n")).not.toContain("Quote requests are stored")
      expect(elsewhere).not.toContain(noMail)
      expect(await lines("/api/leads")).toEqual(
        expect.arrayContaining(["Quote requests are stored in data/leads.sqlite.", noMail]),
      )
    } finally {
      log.mockRestore()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it("keeps the store on with an SMTP_URL it can't read: the e-mails wait, and the log says why, never the password", async () => {
    // A fresh send loop module: it says the missing mail once per process.
    vi.resetModules()
    const log = vi.spyOn(console, "log").mockImplementation(() => {})
    const dir = mkdtempSync(join(tmpdir(), "route-"))
    try {
      const route = (await import("./node.ts")).leadsRoute(
        {
          CONTENT_DIR: "tests/fixtures/content",
          LEADS_DB: join(dir, "l.sqlite"),
          SMTP_URL: "smtp://me:pa#ss@mail.x:587",
        },
        NO_BUILD,
      )
      await route.close()
      const lines = log.mock.calls.map(([line]) => String(line))
      expect(lines).toContain(`Quote requests are stored in ${join(dir, "l.sqlite")}.`)
      expect(lines).toContain(
        "E-mail is OFF: SMTP_URL can't be read: the password holds a character that must be written as %23 (#) in it: a password pa#ss is written pa%23ss, a user name you@gmail.com is written you%40gmail.com (the value is not shown here, as it may hold a password). Quote requests are still stored, and their e-mails wait in the outbox: mend SMTP_URL in .env and restart the server.",
      )
      expect(lines.join("\n")).not.toContain("pa#ss@")
    } finally {
      log.mockRestore()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it("turns off only a webhook or an inbox set wrongly, naming the setting; the store stays on", async () => {
    const lines = await started({
      LEADS_OWNERS: "riverleaf-owner",
      CMS_GITHUB_CLIENT_ID: "Iv1.abc",
      LEADS_WEBHOOK_URL: "http://hooks.example.com/leads",
      LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET,
    })
    expect(lines).toEqual([
      'Leads inbox: off. CMS_GITHUB_CLIENT_ID is set but CMS_GITHUB_CLIENT_SECRET is not: the editor\'s GitHub sign-in needs both (docs/deploy.md, "Setting up the GitHub sign-in")',
      'Webhook: OFF, quote requests are still stored and e-mailed: LEADS_WEBHOOK_URL must be a web address starting with https:// (http:// only for localhost), not "http://hooks.example.com/leads"',
      "Booking: the live build predates the form's contract, so a day and a window are kept only when well-formed: build again (npm start, or npm run build).",
    ])
    expect((await started({ LEADS_WEBHOOK_URL: "https://hooks.example.com/leads" }))[1]).toBe(
      "Webhook: OFF, quote requests are still stored and e-mailed: LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET go together: LEADS_WEBHOOK_SECRET is not set. Set both (the address and the secret the receiving tool gives), or neither.",
    )
    expect((await started({}))[0]).toMatch(
      /^Leads inbox: off\. The leads inbox is not set up on this site: it needs LEADS_OWNERS/,
    )
  })
})
