/**
 * The site's own lead store, end to end (issue 58, decision 030): a build with QUOTE_FORM_ENDPOINT=/api/leads in
 * build-leads/, served by `node server/index.ts` as `npm run serve` runs it, with its own store, a real SMTP server
 * (smtp-server) taking the mail, and `npm run leads` reading the store back. The server is started here, so a test can
 * kill -9 it and start it again. Ports: E2E_PORT + 13 (the site), + 14 (the mail server), clear of nginx.spec.ts's + 10 to + 12.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { mkdtempSync, rmSync, statSync } from "node:fs"
import { request as httpRequest } from "node:http"
import { tmpdir } from "node:os"
import { delimiter, dirname, join } from "node:path"
import { DatabaseSync } from "node:sqlite"

import { expect, test, type Locator, type Page } from "@playwright/test"

import estimate from "../fixtures/content-every-option/estimate.json" with { type: "json" }
import { decodeHeader, mailReceiver, type ReceivedMail } from "../mail-receiver"
import { readCsv } from "../read-csv"
import { fixturePackage, PHONE, TEL } from "./fixture-content"
import { ensureLeadsBuild, LEADS_BUILD_DIR } from "./leads-build"
import { QUOTE_FORM_LABELS } from "./support"

const BASE = Number(process.env.E2E_PORT ?? 4173)
const PORT = BASE + 13
const SITE = `http://localhost:${PORT}`
const BUILD_DIR = LEADS_BUILD_DIR
const OWNER = "owner@riverleaf.example"
const FROM = '"Riverleaf Eco Cleaning" <leads@riverleaf.example>'

const VALUES = {
  name: "Sam Taylor",
  suburb: "Thurgoona",
  email: "sam.taylor@example.com",
  // Not the business's number, which the acknowledgement and the toasts show.
  phone: "0400 111 222",
  serviceType: "deep",
  message: 'Three bedrooms <b>and</b> a <script>alert("dog")</script> & two bathrooms',
}
const SEND = "Send My Quote Request"

test.describe.configure({ mode: "serial" })

const dir = mkdtempSync(join(tmpdir(), "leads-e2e-"))
const dbPath = join(dir, "leads.sqlite")
const receiver = mailReceiver(BASE + 14)
const env: NodeJS.ProcessEnv = {
  ...process.env,
  // The project's Node first, as `node` is where a host installed it.
  PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH}`,
  BUILD_DIR,
  // The business's facts of the content the build read (leads-build.ts), not the owner's content/ (decision 034).
  CONTENT_DIR: "tests/fixtures/content-every-option",
  PORT: String(PORT),
  LEADS_DB: dbPath,
  SMTP_URL: receiver.url,
  LEADS_NOTIFY_TO: OWNER,
  MAIL_FROM: FROM,
}
let server: ChildProcess | undefined
let log = ""

async function startServer(overrides: NodeJS.ProcessEnv = {}) {
  log = ""
  server = spawn(process.execPath, ["server/index.ts"], {
    env: { ...env, ...overrides },
    stdio: ["ignore", "pipe", "pipe"],
  })
  for (const stream of [server.stdout!, server.stderr!]) stream.on("data", (chunk: Buffer) => (log += chunk.toString()))
  await expect
    .poll(async () => (server?.exitCode === null ? (await fetch(`${SITE}/`).catch(() => undefined))?.status : log), {
      timeout: 20_000,
    })
    .toBe(200)
}

function killServer(signal: NodeJS.Signals) {
  const stopping = server
  if (!stopping || stopping.exitCode !== null) return Promise.resolve()
  return new Promise<void>((resolve) => {
    stopping.once("exit", () => resolve())
    stopping.kill(signal)
  })
}

/** `npm run leads -- …`, as the owner runs it. */
function leads(...args: string[]) {
  const result = spawnSync("npm", ["run", "--silent", "leads", "--", ...args], { env, encoding: "utf8" })
  return { code: result.status, out: result.stdout, said: result.stderr }
}

/** The same, without blocking this process: the mail server it talks to runs here. */
function leadsInBackground(...args: string[]) {
  const child = spawn("npm", ["run", "--silent", "leads", "--", ...args], { env })
  let out = ""
  let said = ""
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()))
  child.stderr.on("data", (chunk: Buffer) => (said += chunk.toString()))
  return new Promise<{ code: number | null; out: string; said: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, out, said })),
  )
}

/** The store's leads, read with `npm run leads -- export` (RFC 4180, parsed here). */
function exported() {
  const { code, out, said } = leads("export")
  expect(code, said).toBe(0)
  return readCsv(out)
}

const mailsFor = (reference: string) =>
  receiver.mails.filter((mail) => decodeHeader(mail.headers.subject ?? "").includes(reference))

test.beforeAll(async () => {
  test.setTimeout(600_000)
  // The third build: the site with its own store switched on, shared with cloudflare.spec.ts (leads-build.ts).
  await ensureLeadsBuild(env)
  await receiver.start()
  await startServer()
})

test.afterAll(async () => {
  await killServer("SIGTERM")
  await receiver.stop()
  rmSync(dir, { recursive: true, force: true })
})

test.beforeEach(async ({ page }) => {
  // The chat helper's popup stays out of the way.
  await page.addInitScript(() => window.sessionStorage.setItem("chat-helper:popup-seen", "1"))
})

/** Home, scrolled to the form, once it has started (it then holds its token). */
async function openForm(page: Page) {
  await page.goto(`${SITE}/`)
  await page.getByRole("heading", { name: "Request a quote" }).scrollIntoViewIfNeeded()
  const form = page.locator('form[data-slot="quote-form"]')
  await expect(form).toHaveAttribute("novalidate", "")
  return form
}

/** Types every field as a person does, key by key. */
async function fillLikeAPerson(form: Locator, values = VALUES) {
  for (const [key, label] of Object.entries(QUOTE_FORM_LABELS)) {
    await form.getByLabel(label).pressSequentially(values[key as keyof typeof QUOTE_FORM_LABELS])
  }
  await form.getByLabel("Service type").selectOption(values.serviceType)
}

async function expectReceived(page: Page) {
  const toast = page.locator('[data-slot="toast"]')
  await expect(toast).toContainText("Quote Request Received!", { timeout: 15_000 })
}

/** The reference of the newest lead once it is stored. */
function newestLead() {
  const rows = exported()
  return rows.at(-1)
}

/** Shows an e-mail's HTML as a mail program would, for a look (the screenshot is attached to the report). */
async function lookAt(page: Page, mail: ReceivedMail, name: string) {
  await page.setContent(mail.html)
  await test.info().attach(name, { body: await page.screenshot({ fullPage: true }), contentType: "image/png" })
}

test("a person's request is stored as typed, and the owner and the visitor each get one e-mail with its reference", async ({
  page,
}) => {
  const form = await openForm(page)
  await fillLikeAPerson(form)
  await form.getByRole("button", { name: SEND }).click()
  await expectReceived(page)

  const lead = newestLead()!
  expect(lead).toMatchObject({
    Name: VALUES.name,
    Suburb: VALUES.suburb,
    Email: VALUES.email,
    Phone: VALUES.phone,
    Service: fixturePackage("deep").name,
    Received: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
    Message: VALUES.message,
    Page: `${SITE}/`,
  })
  expect(lead.Reference).toMatch(/^Q-[0-9A-Z]{4}-[0-9A-Z]{4}$/)

  await expect.poll(() => mailsFor(lead.Reference!).length, { timeout: 20_000 }).toBe(2)
  const alert = mailsFor(lead.Reference!).find((mail) => mail.to.includes(OWNER))!
  const ack = mailsFor(lead.Reference!).find((mail) => mail.to.includes(VALUES.email))!
  expect(alert.headers["reply-to"]).toContain(VALUES.email)
  // The service by the name the content's packages.json gives it, which the server reads at start (decision 037).
  expect(decodeHeader(alert.headers.subject ?? "")).toContain(`: ${fixturePackage("deep").name}, `)
  expect(alert.text).toContain(VALUES.message)
  expect(alert.html).not.toMatch(/<b>and<\/b>|<script>/)
  expect(alert.html).toContain("&lt;script&gt;")
  expect(ack.text).toContain(lead.Reference)
  expect(ack.text).toContain(PHONE)
  expect(ack.text).toContain("within one business hour")
  // Both from MAIL_FROM, name and address, with the site's own envelope sender, never the visitor's.
  for (const mail of [alert, ack]) {
    expect(decodeHeader(mail.headers.from ?? "")).toMatch(/^"?Riverleaf Eco Cleaning"? <leads@riverleaf\.example>$/)
    expect(mail.from).toBe("leads@riverleaf.example")
  }
  // Who and what first, where a phone's inbox cuts the subject; Call and Reply at the top; the business dialled.
  expect(decodeHeader(alert.headers.subject ?? "").slice(0, 60)).toContain(
    `${VALUES.name}: ${fixturePackage("deep").name}`,
  )
  expect(alert.html).toMatch(/<a href="tel:0400111222"[^>]*>Call<\/a>[\s\S]*<a href="mailto:[^"]*"[^>]*>Reply<\/a>/)
  expect(ack.html).toContain(`<a href="${TEL}"`)
  // The visitor's own words are the owner's to read, never repeated to the address they typed.
  expect(ack.text + ack.html).not.toContain("Three bedrooms")
  // Both sent and recorded as sent: nothing more will go out for this lead.
  expect(exported().find((row) => row.Reference === lead.Reference)).toMatchObject({
    "Alert to you": "sent",
    "Acknowledgement to the customer": "sent",
  })
  expect(mailsFor(lead.Reference!)).toHaveLength(2)
  await lookAt(page, alert, "owner-alert.png")
  await lookAt(page, ack, "customer-acknowledgement.png")
})

test("the estimate's Request this clean: the lead carries the estimate line, and so does the owner's alert", async ({
  page,
}) => {
  await page.goto(`${SITE}/#instant-estimate`)
  const band = page.locator("#instant-estimate")
  await band
    .getByRole("group", { name: "Type of clean" })
    .getByRole("radio", { name: fixturePackage("deep").name })
    .check()
  await band.getByRole("group", { name: "How often" }).getByRole("radio", { name: "One-off" }).check()
  await band.getByRole("button", { name: "Request this clean" }).click()
  const form = page.locator('form[data-slot="quote-form"]')
  await expect(form).toHaveAttribute("novalidate", "", { timeout: 15_000 })
  const summary = await form.getByLabel("Tell us about your space").inputValue()
  expect(summary).toMatch(new RegExp(`^Instant estimate: ${fixturePackage("deep").name}, .*\\$\\d+ incl\\. GST`))
  for (const [label, value] of [
    ["Your name", "Ari Estimate"],
    ["Suburb", "Wodonga"],
    ["Email", "ari@example.com"],
    ["Phone", "0400 111 222"],
  ])
    await form.getByLabel(label!).pressSequentially(value!)
  await form.getByRole("button", { name: SEND }).click()
  await expectReceived(page)
  const lead = exported().find((row) => row.Name === "Ari Estimate")!
  expect(lead).toMatchObject({ Service: fixturePackage("deep").name, Estimate: summary, Message: summary })
  await expect.poll(() => mailsFor(lead.Reference!).length, { timeout: 20_000 }).toBe(2)
  const alert = mailsFor(lead.Reference!).find((mail) => mail.to.includes(OWNER))!
  const ack = mailsFor(lead.Reference!).find((mail) => mail.to.includes("ari@example.com"))!
  // Once each: the alert in the message the estimate filled, the confirmation with the estimator's own caveat.
  expect(alert.text.split(summary)).toHaveLength(2)
  expect(ack.text.split(summary.replace("Instant estimate: ", ""))).toHaveLength(2)
  expect(ack.text).toContain(estimate.note)
})

test("kill -9 while the mail is being sent, then a restart: the lead is there and each e-mail goes out once", async ({
  page,
}) => {
  receiver.control.hold = true
  receiver.control.held = 0
  const form = await openForm(page)
  await fillLikeAPerson(form, { ...VALUES, name: "Robin Crash", email: "robin@example.com" })
  await form.getByRole("button", { name: SEND }).click()
  await expectReceived(page)
  // Mid-send: the mail server has the message and has not answered.
  await expect.poll(() => receiver.control.held).toBeGreaterThan(0)
  await killServer("SIGKILL")
  receiver.control.hold = false

  const lead = exported().find((row) => row.Name === "Robin Crash")!
  expect(lead).toBeDefined()
  expect(mailsFor(lead.Reference!)).toHaveLength(0)
  await startServer()
  await expect.poll(() => mailsFor(lead.Reference!).length, { timeout: 20_000 }).toBe(2)
  expect(log).toContain("left mid-send by a stopped server")
  await expect
    .poll(() => exported().find((row) => row.Reference === lead.Reference)?.["Acknowledgement to the customer"])
    .toBe("sent")
  expect(mailsFor(lead.Reference!)).toHaveLength(2)
})

test("with the mail server down the visitor still sees received; once it is back both e-mails arrive, once each", async ({
  page,
}) => {
  await receiver.stop()
  const form = await openForm(page)
  await fillLikeAPerson(form, { ...VALUES, name: "Casey Outage", email: "casey@example.com" })
  await form.getByRole("button", { name: SEND }).click()
  await expectReceived(page)
  const lead = exported().find((row) => row.Name === "Casey Outage")!
  // The first attempt has failed and is waiting.
  await expect.poll(() => log).toMatch(new RegExp(`not sent yet: the \\w+ for ${lead.Reference}`))
  expect(exported().find((row) => row.Reference === lead.Reference)?.["Alert to you"]).toMatch(/^waiting/)

  await receiver.start()
  await expect.poll(() => mailsFor(lead.Reference!).length, { timeout: 120_000 }).toBe(2)
  await expect
    .poll(() => exported().find((row) => row.Reference === lead.Reference)?.["Acknowledgement to the customer"])
    .toBe("sent")
  expect(mailsFor(lead.Reference!)).toHaveLength(2)
})

test("the plain form, before its script starts, posts to the store: checked, sent, received", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`${SITE}/`)
  const form = page.locator('form[data-slot="quote-form"]')
  await fillLikeAPerson(form, { ...VALUES, name: "Jordan NoScript", email: "jordan@example.com" })
  await form.getByRole("button", { name: SEND }).click()
  await expect(page.getByRole("heading", { name: "Check and send your request" })).toBeVisible()
  await expect(page.getByText(VALUES.message)).toBeVisible()
  expect(exported().some((row) => row.Name === "Jordan NoScript")).toBe(false)
  // A person reads it over before pressing Send: pressed within the page token's second, the page comes back.
  const received = page.getByRole("heading", { name: "Quote request received" })
  await expect
    .poll(async () => {
      if (await received.isVisible()) return true
      await page.getByRole("button", { name: "Send my quote request" }).click()
      return received.isVisible()
    })
    .toBe(true)
  const lead = exported().find((row) => row.Name === "Jordan NoScript")!
  await expect(page.getByText(lead.Reference!)).toBeVisible()
  await expect.poll(() => mailsFor(lead.Reference!).length, { timeout: 20_000 }).toBe(2)
  await context.close()
})

test("a bot that fills the trap gets the same 200, and no row and no mail; bad input gets a 400 and no row", async ({
  request,
}) => {
  const before = exported().length
  const mailsBefore = receiver.mails.length
  const { token } = (await (await request.get(`${SITE}/api/leads/token`)).json()) as { token: string }
  const fields = { ...VALUES, email: "bot@example.com", token, _gotcha: "https://spam.example" }
  const bot = await request.post(`${SITE}/api/leads`, { form: fields, headers: { Accept: "application/json" } })
  expect(bot.status()).toBe(200)
  const { reference } = (await bot.json()) as { reference: string }
  expect(reference).toMatch(/^Q-/)
  const bad = await request.post(`${SITE}/api/leads`, {
    form: { ...VALUES, email: "not an address", token },
    headers: { Accept: "application/json" },
  })
  expect(bad.status()).toBe(400)
  expect(await bad.json()).toMatchObject({ errors: { email: "Please enter a valid email address" } })
  expect(exported()).toHaveLength(before)
  expect(receiver.mails).toHaveLength(mailsBefore)
  expect(
    receiver.mails.filter((mail) => mail.to.includes("bot@example.com") || mailsFor(reference).includes(mail)),
  ).toEqual([])
})

test("a store that cannot take the request: the error toast with the phone, and every value kept", async ({ page }) => {
  const form = await openForm(page)
  await fillLikeAPerson(form, { ...VALUES, name: "Lee Locked", email: "lee@example.com" })
  // Another connection holds the store's write lock past the server's bounded wait.
  const other = new DatabaseSync(dbPath)
  other.exec("BEGIN IMMEDIATE")
  try {
    await form.getByRole("button", { name: SEND }).click()
    const toast = page.locator('[data-slot="toast"]')
    await expect(toast).toContainText("Your request didn't reach us", { timeout: 15_000 })
    await expect(toast).toContainText(PHONE)
  } finally {
    other.exec("ROLLBACK")
    other.close()
  }
  await expect(form.getByLabel("Your name")).toHaveValue("Lee Locked")
  await expect(form.getByLabel("Tell us about your space")).toHaveValue(VALUES.message)
  expect(exported().some((row) => row.Name === "Lee Locked")).toBe(false)
  // Sent again once the store is free: stored.
  await form.getByRole("button", { name: SEND }).click()
  await expectReceived(page)
  const lead = exported().find((row) => row.Name === "Lee Locked")!
  await expect.poll(() => mailsFor(lead.Reference!).length, { timeout: 20_000 }).toBe(2)
})

test("delete and test: npm run leads -- delete REF removes a lead and its mail, -- test sends through the whole path", async () => {
  const lead = exported().find((row) => row.Name === "Lee Locked")!
  const removed = leads("delete", lead.Reference!)
  expect(removed.code, removed.said).toBe(0)
  expect(exported().some((row) => row.Reference === lead.Reference)).toBe(false)
  const tested = await leadsInBackground("test")
  expect(tested.code, tested.said).toBe(0)
  expect(tested.said).toContain("The mail path works")
  // The fixture content keeps the template's example e-mail: named, with its file.
  expect(tested.said).toContain('content-every-option/business.json still has the example e-mail "hello@example.com"')
  expect(tested.said).toContain(`From: ${FROM}`)
  expect(tested.said).toContain("envelope sender: leads@riverleaf.example")
  const reference = /stored as (Q-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(tested.said)?.[1]
  expect(mailsFor(reference!).map((mail) => mail.to)).toEqual([[OWNER], [OWNER]])
})

test("past ten requests from one household in ten minutes: the 429's toast names the phone, and what was typed stays", async ({
  page,
  request,
}) => {
  // Eleven posts and a person's form, each read back from the store: more than the default 30 s on a loaded machine.
  test.slow()
  const form = await openForm(page)
  // The tokens are taken at once, so they come of age together: one under three seconds old is a bot's.
  const tokens = await Promise.all(
    Array.from({ length: 12 }, async () => {
      const { token } = (await (await request.get(`${SITE}/api/leads/token`)).json()) as { token: string }
      return token
    }),
  )
  /** Posts one request with its own token until the store takes or refuses it. */
  const storeOrRefuse = async (index: number) => {
    const token = tokens[index]!
    let status = 0
    await expect
      .poll(
        async () => {
          const response = await request.post(`${SITE}/api/leads`, {
            form: { ...VALUES, name: `Household ${index}`, email: `household${index}@example.com`, token },
            headers: { Accept: "application/json" },
          })
          status = response.status()
          if (status === 429) return "refused"
          const { reference } = (await response.json()) as { reference: string }
          return exported().some((row) => row.Reference === reference) ? "stored" : "not yet"
        },
        { timeout: 15_000, intervals: [500] },
      )
      .not.toBe("not yet")
    return status
  }
  let status = 200
  for (let index = 0; status !== 429 && index < 12; index++) status = await storeOrRefuse(index)
  expect(status).toBe(429)
  await fillLikeAPerson(form, { ...VALUES, name: "Pat Eleventh", email: "pat@example.com" })
  await form.getByRole("button", { name: SEND }).click()
  const toast = page.locator('[data-slot="toast"]')
  await expect(toast).toContainText("Please call us instead", { timeout: 15_000 })
  await expect(toast).toContainText(PHONE)
  await expect(form.getByLabel("Your name")).toHaveValue("Pat Eleventh")
})

/** A post or a get from one of this machine's loopback addresses (127.0.x.y), as a visitor of its own. */
function fromAddress(localAddress: string, path: string, form?: Record<string, string>) {
  const body = form && new URLSearchParams(form).toString()
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port: PORT,
        path,
        localAddress,
        method: form ? "POST" : "GET",
        headers: form
          ? { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" }
          : { Accept: "application/json" },
      },
      (response) => {
        let text = ""
        response.on("data", (chunk: Buffer) => (text += chunk.toString()))
        response.on("end", () => resolve({ status: response.statusCode!, body: text }))
      },
    )
    request.on("error", reject)
    request.end(body)
  })
}

test("a page on another site cannot post to the store: 403, no row, no mail; the health answer says only that it is up", async ({
  page,
  request,
}) => {
  const before = exported().length
  const mailsBefore = receiver.mails.length
  // Another site's page whose form a visitor's browser submits to the store, with a token fetched by the other site.
  const { token } = (await (await request.get(`${SITE}/api/leads/token`)).json()) as { token: string }
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
  // The token comes of age (3 s): it is the page's origin, not the token, that is refused.
  await new Promise((resolve) => setTimeout(resolve, 3500))
  await page.getByRole("button", { name: "Claim" }).click()
  await expect(page.getByRole("heading", { name: "Please use the form on our site" })).toBeVisible()
  const script = await request.post(`${SITE}/api/leads`, {
    form: fields,
    headers: { Accept: "application/json", Origin: "https://refund-claims.example" },
  })
  expect(script.status()).toBe(403)
  expect(exported()).toHaveLength(before)
  expect(receiver.mails).toHaveLength(mailsBefore)
  expect(await (await request.get(`${SITE}/api/leads/health`)).json()).toEqual({ ok: true })
})

test("only the owner reads the files: the store, its WAL, its secret and a backup are 0600", async () => {
  const backupFile = join(dir, "backup.sqlite")
  const made = leads("backup", backupFile)
  expect(made.code, made.said).toBe(0)
  for (const file of [dbPath, `${dbPath}-wal`, `${dbPath}.secret`, backupFile])
    expect(statSync(file).mode & 0o777, file).toBe(0o600)
})

test("while another process holds the store's write lock for 6 s, /services answers within 500 ms and a post gets 503 within its bound", async ({
  request,
}) => {
  const { token } = (await (await request.get(`${SITE}/api/leads/token`)).json()) as { token: string }
  await new Promise((resolve) => setTimeout(resolve, 3500))
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
    expect(Math.max(...pages.map((answer) => answer.ms))).toBeLessThan(500)
    const posted = await post
    expect(posted.status).toBe(503)
    expect(posted.ms).toBeLessThan(3000)
  } finally {
    holder.kill()
  }
})

test("with the store set up and a live build whose form does not post to it, the log and the health answer say so", async () => {
  await killServer("SIGTERM")
  // The suite's first build, made without QUOTE_FORM_ENDPOINT.
  await startServer({ BUILD_DIR: "build", CONTENT_DIR: "tests/fixtures/content" })
  try {
    expect(log).toContain("the live build's quote form does not post to /api/leads: set QUOTE_FORM_ENDPOINT=/api/leads")
    expect(await (await fetch(`${SITE}/api/leads/health`)).json()).toEqual({ ok: true, form: "not connected" })
  } finally {
    await killServer("SIGTERM")
    await startServer()
  }
  expect(log).not.toContain("QUOTE_FORM_ENDPOINT")
})

test("with LEADS_ACK_LIMIT=5, 12 leads to 12 addresses from 4 visitors are all kept and alerted, with 5 acknowledgements", async () => {
  test.slow()
  await killServer("SIGTERM")
  const capped = join(dir, "capped.sqlite")
  await startServer({ LEADS_DB: capped, LEADS_ACK_LIMIT: "5" })
  try {
    const visitors = ["127.0.1.1", "127.0.2.1", "127.0.3.1", "127.0.4.1"]
    const tokens = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const answer = await fromAddress(visitors[i % 4]!, "/api/leads/token")
        return (JSON.parse(answer.body) as { token: string }).token
      }),
    )
    await new Promise((resolve) => setTimeout(resolve, 3500))
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
    expect(log.match(/acknowledgements of the last hour \(LEADS_ACK_LIMIT\)/g)).toHaveLength(1)
  } finally {
    await killServer("SIGTERM")
    await startServer()
  }
})
