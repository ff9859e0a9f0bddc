/**
 * The lead store's defences, end to end (issue 64, decisions 041 and 042), on the same harness as leads.spec.ts
 * (leads-server.ts): another site's page, the files' modes, a held lock, a build whose form does not post to the store,
 * the acknowledgement caps from several visitors, a flood before a real lead, and a refused login. Ports: E2E_PORT + 21
 * (the site), + 22 (the mail server).
 */
import { spawn } from "node:child_process"
import { statSync } from "node:fs"
import { join } from "node:path"
import { DatabaseSync } from "node:sqlite"

import { expect, test } from "@playwright/test"

import { decodeHeader } from "../mail-receiver"
import { leadStoreServer, OWNER, VALUES } from "./leads-server"

const store = leadStoreServer(Number(process.env.E2E_PORT ?? 4173) + 21)
const { site: SITE, dir, dbPath, receiver, env, restartServer, leads, exported, mailsFor, pending } = store
const { agedToken, fromAddress, postLead } = store

test.describe.configure({ mode: "serial" })

test.beforeAll(async () => {
  test.setTimeout(600_000)
  await store.start()
  // The store is made at the first request that needs it: the export below reads it from the first test on.
  expect((await fetch(`${SITE}/api/leads/health`)).status).toBe(200)
})

test.afterAll(() => store.stop())

test("a page on another site cannot post to the store: 403, no row, no mail; the health answer says only that it is up", async ({
  page,
  request,
}) => {
  const before = (await exported()).length
  const mailsBefore = receiver.mails.length
  // Another site's page whose form a visitor's browser submits to the store, with a token fetched by the other site
  // and old enough: it is the page's origin, not the token, that is refused.
  const token = await agedToken()
  const fields = { ...VALUES, email: "stranger@example.com", token }
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value.replaceAll('"', "&quot;")}">`)
    .join("")
  await page.route("http://refund-claims.example/", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<form method="post" action="${SITE}/api/leads">${inputs}<button>Claim</button></form>`,
    }),
  )
  await page.goto("http://refund-claims.example/")
  await page.getByRole("button", { name: "Claim" }).click()
  await expect(page.getByRole("heading", { name: "Please use the form on our site" })).toBeVisible()
  const script = await request.post(`${SITE}/api/leads`, {
    form: fields,
    headers: { Accept: "application/json", Origin: "https://refund-claims.example" },
  })
  expect(script.status()).toBe(403)
  expect(await exported()).toHaveLength(before)
  expect(receiver.mails).toHaveLength(mailsBefore)
  expect(await (await request.get(`${SITE}/api/leads/health`)).json()).toEqual({ ok: true })
})

test("only the owner reads the files: the store, its WAL, its secret and a backup are 0600", async () => {
  const backupFile = join(dir, "backup.sqlite")
  const made = await leads("backup", backupFile)
  expect(made.code, made.said).toBe(0)
  for (const file of [dbPath, `${dbPath}-wal`, `${dbPath}.secret`, backupFile])
    expect(statSync(file).mode & 0o777, file).toBe(0o600)
})

test("while another process holds the store's write lock for 6 s, /services answers within 1 s and a post gets 503 within its bound", async ({
  request,
}) => {
  const token = await agedToken()
  const holder = spawn(process.execPath, [
    "-e",
    `const db = new (require("node:sqlite").DatabaseSync)(${JSON.stringify(dbPath)})
     db.exec("BEGIN IMMEDIATE"); console.log("locked"); setTimeout(() => db.exec("ROLLBACK"), 6000)`,
  ])
  await new Promise((resolve) => holder.stdout.once("data", resolve))
  try {
    const timed = async (work: () => Promise<number>) => {
      const started = performance.now()
      const status = await work()
      return { status, ms: performance.now() - started }
    }
    const post = timed(async () =>
      (
        await request.post(`${SITE}/api/leads`, {
          form: { ...VALUES, name: "Lou Locked", email: "lou@example.com", token },
          headers: { Accept: "application/json" },
        })
      ).status(),
    )
    const pages = []
    for (let i = 0; i < 8; i++) {
      pages.push(await timed(async () => (await fetch(`${SITE}/services`)).status))
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(pages.map((answer) => answer.status)).toEqual(Array(8).fill(200))
    // 80 ms on a quiet machine, over 2 s were the thread held by SQLite's own busy wait (decision 042); under the whole
    // run's load a page once took over 500 ms.
    expect(Math.max(...pages.map((answer) => answer.ms))).toBeLessThan(1000)
    const posted = await post
    expect(posted.status).toBe(503)
    expect(posted.ms).toBeLessThan(3000)
  } finally {
    holder.kill()
  }
})

test("with the store set up and a live build whose form does not post to it, the log and the health answer say so", async () => {
  // The suite's first build, made without QUOTE_FORM_ENDPOINT.
  await restartServer({ BUILD_DIR: "build", CONTENT_DIR: "tests/fixtures/content" })
  try {
    expect(store.log).toContain(
      "the live build's quote form does not post to /api/leads: set QUOTE_FORM_ENDPOINT=/api/leads",
    )
    expect(await (await fetch(`${SITE}/api/leads/health`)).json()).toEqual({ ok: true, form: "not connected" })
  } finally {
    await restartServer()
  }
  expect(store.log).not.toContain("QUOTE_FORM_ENDPOINT")
})

test("with LEADS_ACK_LIMIT=5, 12 leads to 12 addresses from 4 visitors are all kept and alerted, with 5 acknowledgements", async () => {
  test.slow()
  const capped = join(dir, "capped.sqlite")
  await restartServer({ LEADS_DB: capped, LEADS_ACK_LIMIT: "5" })
  try {
    const visitors = ["127.0.1.1", "127.0.2.1", "127.0.3.1", "127.0.4.1"]
    const tokens = await Promise.all(Array.from({ length: 12 }, () => agedToken(capped)))
    const references: string[] = []
    for (const [i, token] of tokens.entries()) {
      const answer = await fromAddress(visitors[i % 4]!, "/api/leads", {
        ...VALUES,
        name: `Capped ${i}`,
        email: `capped${i}@example.com`,
        token,
      })
      expect(answer.status, answer.body).toBe(200)
      references.push((JSON.parse(answer.body) as { reference: string }).reference)
    }
    const mails = () =>
      receiver.mails.filter((mail) => references.some((ref) => decodeHeader(mail.headers.subject ?? "").includes(ref)))
    await expect.poll(() => mails().filter((mail) => mail.to.includes(OWNER)).length, { timeout: 60_000 }).toBe(12)
    await expect.poll(() => mails().length, { timeout: 30_000 }).toBe(17)
    const alerts = mails().filter((mail) => mail.to.includes(OWNER))
    expect(alerts.filter((mail) => mail.text.includes("Acknowledgement: none sent"))).toHaveLength(7)
    expect(store.log.match(/acknowledgements of the last hour \(LEADS_ACK_LIMIT\)/g)).toHaveLength(1)
  } finally {
    await restartServer()
  }
})

test("a refused login loses nothing: the lead is kept, test fails, and after a restart with the right password both e-mails arrive once", async ({
  request,
}) => {
  test.slow()
  // The mail account's password was changed (a revoked app password): SMTP_URL's is now refused with a 535.
  receiver.control.password = "the new app password"
  try {
    const reference = await postLead(request, { ...VALUES, name: "Kim Login", email: "kim@example.com" }, "127.0.0.22")
    await expect
      .poll(() => store.log, { timeout: 20_000 })
      .toMatch(new RegExp(`not sent yet: the alert for ${reference}.*535`))
    expect((await exported()).find((row) => row.Reference === reference)?.["Alert to you"]).toMatch(/^waiting/)
    const tested = await leads("test")
    expect(tested.code).toBe(1)
    expect(tested.said).toContain("refused the user name or password in SMTP_URL")

    // The owner writes the new password in SMTP_URL and restarts the server.
    env.SMTP_URL = receiver.urlWith("the new app password")
    const restarted = Date.now()
    await restartServer()
    await expect.poll(() => mailsFor(reference).length, { timeout: 120_000 }).toBe(2)
    console.log(`Both e-mails after the restart with the right password: ${Date.now() - restarted} ms`)
    expect(Date.now() - restarted).toBeLessThan(120_000)
    await expect
      .poll(
        async () => (await exported()).find((row) => row.Reference === reference)?.["Acknowledgement to the customer"],
        { timeout: 30_000 },
      )
      .toBe("sent")
    expect(
      mailsFor(reference)
        .map((mail) => mail.to[0])
        .sort(),
    ).toEqual(["kim@example.com", OWNER])
  } finally {
    receiver.control.password = "secret"
    env.SMTP_URL = receiver.url
    // The next test's server logs in with the password the mail server takes again.
    await restartServer()
  }
})

test("after 60 flood leads, a real lead's alert arrives within 30 s from a mail server that takes 250 ms a message", async ({
  request,
}) => {
  test.slow()
  // The store exists once the form has asked for a token (its secret is kept there).
  await request.get(`${SITE}/api/leads/token`)
  // The flood, written to the store as the handler writes leads (60 leads, an alert and an acknowledgement each).
  const db = new DatabaseSync(dbPath)
  const now = Date.now()
  for (let i = 0; i < 60; i++) {
    const reference = `Q-FL${String(i).padStart(2, "0")}-${String(now).slice(-4)}`
    db.prepare(
      `INSERT INTO leads (reference, created_at, name, suburb, email, phone, service_type, message, client_key, request_key)
       VALUES (?, ?, 'Flood', 'Nowhere', ?, '0400 000 000', 'deep', 'Flood', ?, ?)`,
    ).run(reference, now, `flood${i}@example.com`, `flood-${now}-${i}`, `flood-${now}-${i}`)
    for (const [kind, to] of [
      ["alert", OWNER],
      ["acknowledgement", `flood${i}@example.com`],
    ])
      db.prepare(
        "INSERT INTO outbox (reference, kind, recipient, created_at, next_attempt_at) VALUES (?, ?, ?, ?, ?)",
      ).run(reference, kind!, to!, now, now)
  }
  db.close()
  receiver.control.delayMs = 250
  try {
    const reference = await postLead(
      request,
      { ...VALUES, name: "Real Person", email: "real@example.com" },
      "127.0.0.21",
    )
    const posted = Date.now()
    await expect
      .poll(() => mailsFor(reference).find((mail) => mail.to.includes(OWNER)), { timeout: 30_000, intervals: [100] })
      .toBeDefined()
    console.log(`The real lead's alert after 60 flood leads: ${Date.now() - posted} ms`)
    // 60 acknowledgements in the hour are past LEADS_ACK_LIMIT (30): the real one is held back, and its alert says so.
    const alert = mailsFor(reference).find((mail) => mail.to.includes(OWNER))!
    expect(alert.text).toContain("Acknowledgement: none sent (the hourly limit, LEADS_ACK_LIMIT)")
    await expect.poll(pending, { timeout: 60_000 }).toBe(0)
    expect(mailsFor(reference)).toHaveLength(1)
  } finally {
    receiver.control.delayMs = 0
  }
})
