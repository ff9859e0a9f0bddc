/**
 * The build with the site's own lead store (build-leads/, tests/e2e/leads-build.ts) under wrangler's local Cloudflare
 * Pages runtime (workerd), started as a deployer starts it: `npm run serve:cloudflare` on a loopback port of its own,
 * its local D1 in a folder of this test's, the project's settings as its variables. Pages applies `_headers`, serves
 * the 404 page and runs functions/ itself; nothing of the Node server is involved. The lead function's e-mails go to
 * a stand-in of the HTTP mail API (tests/mail-api-stand-in.ts), its webhooks to a receiver of the test's. Ports:
 * E2E_PORT + 15 (wrangler), + 16 (the mail API), clear of nginx.spec.ts's + 10 to + 12 and leads.spec.ts's + 13 and + 14.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { devices as DEVICES, expect, test, type Page } from "@playwright/test"

import { parseHeadersFile } from "../../server/header-match"
import { startMailApiStandIn } from "../mail-api-stand-in"
import { readCsv } from "../read-csv"
import { startPushService, type PushService } from "../support/push-service"
import { webhookReceiver } from "../support/webhook-receiver"
import { STAND_IN_CLIENT_ID, STAND_IN_CLIENT_SECRET, startGitHubStandIn, type GitHubStandIn } from "./github-stand-in"
import { LEADS_BUILD_DIR } from "./leads-build"
import { npmLeads } from "./leads-server"
import { chatPopupSeen, QUOTE_FORM_LABELS } from "./support"

const BASE = Number(process.env.E2E_PORT ?? 4173)
const PORT = BASE + 15
const MAIL_API_PORT = BASE + 16
// The GitHub stand-in the leads inbox signs in through: + 26, clear of lead-inbox.spec.ts's + 23 to + 25.
const GITHUB_PORT = BASE + 26
// The test browser resolves no host but localhost (playwright.config.ts).
const ORIGIN = `http://localhost:${PORT}`
const OWNER = "owner@riverleaf.example"
const FROM = '"Riverleaf Eco Cleaning" <leads@riverleaf.example>'
const SEND = "Send My Quote Request"
const WEBHOOK_SECRET = `whsec_${Buffer.alloc(32, 7).toString("base64")}`

const VALUES = {
  name: "Robin Lee",
  suburb: "Lavington",
  email: "robin.lee@example.com",
  phone: "0491 570 110",
  serviceType: "deep",
  message: 'Two bedrooms <img src=x onerror="alert(1)"> & a balcony',
}

/** One request as sent, no redirect followed. */
const get = (path: string) => fetch(`${ORIGIN}${path}`, { redirect: "manual" })

/** The rule the build wrote into `_headers` for every path (`/*`): the headers a page must carry. */
const everyPathHeaders = () =>
  parseHeadersFile(readFileSync(join(LEADS_BUILD_DIR, "client", "_headers"), "utf8")).find(
    (rule) => rule.pattern === "/*",
  )!.headers

test.describe("the build on Cloudflare Pages' local runtime", () => {
  // Most tests read the store back through wrangler's local runtime (exported): a few seconds an export on a quiet
  // machine, up to 30 on a loaded one (runs 69 and 70).
  test.describe.configure({ mode: "serial", timeout: 240_000 })
  let wrangler: ChildProcess | undefined
  let mailApi: Awaited<ReturnType<typeof startMailApiStandIn>>
  let github: GitHubStandIn | undefined
  let hook: Awaited<ReturnType<typeof webhookReceiver>> | undefined
  let push: PushService
  let state = ""
  let output = ""

  /** `npm run leads -- export --cloudflare`, as the owner runs it, read back. */
  async function exported() {
    const { code, out, said } = await npmLeads(
      { ...process.env, LOCAL_CLOUDFLARE_STATE: state },
      "export",
      "--cloudflare",
    )
    expect(code, said).toBe(0)
    // Nothing of wrangler's on stdout: the byte order mark and the header row come first.
    expect(out.startsWith("\uFEFFReference,Received (Sydney time),")).toBe(true)
    return readCsv(out)
  }

  const mailsFor = (reference: string) =>
    mailApi.received.filter((mail) => mail.body.headers["X-Lead-Reference"] === reference)

  /**
   * Waits for a lead's two e-mails with a request to the store between looks: Pages has no timer, so each request runs
   * one bounded pass of the send loop (15 s), and a retry, or an e-mail a loaded machine left over, goes with a later one.
   */
  const bothMailed = (reference: string, timeout: number) =>
    expect
      .poll(
        async () => {
          await get("/api/leads/health")
          return mailsFor(reference).length
        },
        { timeout, intervals: [2_000] },
      )
      .toBe(2)

  test.beforeAll(async () => {
    test.setTimeout(600_000)
    mailApi = await startMailApiStandIn(MAIL_API_PORT)
    github = await startGitHubStandIn(GITHUB_PORT)
    hook = await webhookReceiver(WEBHOOK_SECRET)
    push = await startPushService()
    state = mkdtempSync(join(tmpdir(), "cloudflare-e2e-"))
    const started = Date.now()
    // Its own process group, so stopping it reaches npm, the script, wrangler and workerd alike.
    wrangler = spawn("npm", ["run", "serve:cloudflare"], {
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        PORT: String(PORT),
        BUILD_DIR: LEADS_BUILD_DIR,
        LOCAL_CLOUDFLARE_STATE: state,
        // The project's variables and secrets, as a Pages project is given them (fake secrets).
        SITE_URL: ORIGIN,
        CMS_GITHUB_CLIENT_ID: STAND_IN_CLIENT_ID,
        CMS_GITHUB_CLIENT_SECRET: STAND_IN_CLIENT_SECRET,
        CMS_GITHUB_URL: `http://localhost:${GITHUB_PORT}`,
        LEADS_OWNERS: "riverleaf-owner",
        LEADS_NOTIFY_TO: OWNER,
        MAIL_FROM: FROM,
        MAIL_API_KEY: "re_cloudflare_e2e",
        MAIL_API_URL: mailApi.url,
        LEADS_WEBHOOK_URL: hook.url,
        LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET,
      },
    })
    wrangler.stdout!.on("data", (chunk: Buffer) => (output += chunk))
    wrangler.stderr!.on("data", (chunk: Buffer) => (output += chunk))
    await expect
      // About 5 s on a quiet machine (3 of them applying the migrations); up to 26 s measured with the machine loaded.
      .poll(async () => (wrangler!.exitCode === null ? (await get("/").catch(() => undefined))?.status : output), {
        timeout: 60_000,
      })
      .toBe(200)
    test.info().annotations.push({ type: "serve:cloudflare start", description: `${Date.now() - started} ms` })
  })

  test.afterAll(async () => {
    if (wrangler?.pid && wrangler.exitCode === null) {
      const exited = new Promise((done) => wrangler!.once("exit", done))
      process.kill(-wrangler.pid, "SIGTERM")
      await exited
    }
    await mailApi?.close()
    await github?.close()
    await hook?.close()
    await push?.close()
    if (state) rmSync(state, { recursive: true, force: true })
  })

  test.beforeEach(async ({ page }) => {
    // The chat helper's popup stays out of the way.
    await chatPopupSeen(page)
  })

  test("serves /services with the CSP and frame protection from _headers", async () => {
    const expected = everyPathHeaders()
    expect(expected["Content-Security-Policy"]).toContain("default-src 'self'")
    const res = await get("/services")
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8")
    expect(res.headers.get("content-security-policy")).toBe(expected["Content-Security-Policy"])
    expect(res.headers.get("x-frame-options")).toBe("DENY")
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'")
    expect(res.headers.get("strict-transport-security")).toBe(expected["Strict-Transport-Security"])
    expect(await res.text()).toBe(readFileSync(join(LEADS_BUILD_DIR, "client", "services.html"), "utf8"))
    expect(res.headers.get("cache-control")).toBe("no-cache")
    // Pages joins every matching rule's value: the pages' no-cache is detached where a file is kept longer.
    const hashed = readdirSync(join(LEADS_BUILD_DIR, "client", "_astro")).find((name) => name.endsWith(".css"))!
    expect((await get(`/_astro/${hashed}`)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
    expect((await get("/content/gallery.json")).headers.get("cache-control")).toBe(
      "public, max-age=300, must-revalidate",
    )
  })

  test("answers an unknown page with the 404 page, status 404", async () => {
    const page = readFileSync(join(LEADS_BUILD_DIR, "client", "404.html"), "utf8")
    for (const path of ["/no-such-page", "/blog/no-such-post"]) {
      const res = await get(path)
      expect(res.status, path).toBe(404)
      expect(await res.text(), path).toBe(page)
      expect(res.headers.get("content-security-policy"), path).toContain("default-src 'self'")
    }
  })

  test("runs the editor's sign-in function with the project's settings", async () => {
    const res = await get("/api/auth")
    expect(res.status).toBe(302)
    const github = new URL(res.headers.get("location")!)
    expect(`${github.origin}${github.pathname}`).toBe(`http://localhost:${GITHUB_PORT}/login/oauth/authorize`)
    expect(github.searchParams.get("client_id")).toBe(STAND_IN_CLIENT_ID)
    expect(github.searchParams.get("redirect_uri")).toBe(`${ORIGIN}/api/auth/callback`)
    // A callback with a state this browser was not given is refused before anything reaches GitHub.
    expect((await get("/api/auth/callback?code=abc&state=forged")).status).toBe(400)
  })

  test("the lead function checks requests against the deployed build's form contract, read through ASSETS", async () => {
    const contract = await get("/quote-form.json")
    expect(contract.status).toBe(200)
    expect(await contract.json()).toEqual(
      JSON.parse(readFileSync(join(LEADS_BUILD_DIR, "client", "quote-form.json"), "utf8")),
    )
    // The build's form posts to the store: connected, and the function says the build's booking in its log.
    expect(await (await get("/api/leads/health")).json()).toEqual({ ok: true })
    await expect.poll(() => output).toContain("Booking: off in the live build.")
    // As built, booking off: a day sent anyway is not the function's to check, the six fields are.
    const token = ((await (await get("/api/leads/token")).json()) as { token: string }).token
    const answer = await fetch(`${ORIGIN}/api/leads`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new URLSearchParams({ ...VALUES, name: "", preferredDate: "2020-01-01", token }),
    })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({ ok: false, errors: { name: "Name must be at least 2 characters" } })
  })

  /** Home's quote form, once it has started (it then holds its token), filled as a person fills it, and sent. */
  async function sendFromHome(page: Page, values = VALUES) {
    await page.goto(`${ORIGIN}/`)
    await page.getByRole("heading", { name: "Request a quote" }).scrollIntoViewIfNeeded()
    const form = page.locator('form[data-slot="quote-form"]')
    await expect(form).toHaveAttribute("novalidate", "")
    for (const [key, label] of Object.entries(QUOTE_FORM_LABELS))
      await form.getByLabel(label).pressSequentially(values[key as keyof typeof QUOTE_FORM_LABELS])
    await form.getByLabel("Service type").selectOption(values.serviceType)
    await form.getByRole("button", { name: SEND }).click()
    await expect(page.locator('[data-slot="toast"]')).toContainText("Quote Request Received!", { timeout: 15_000 })
  }

  test("a request from the home form is stored in D1, read back by leads export --cloudflare, and mailed once each", async ({
    page,
  }) => {
    await sendFromHome(page)
    // The local runtime's D1 file, read by a second process: it may see the write a moment after the answer.
    let lead: Awaited<ReturnType<typeof exported>>[number] | undefined
    await expect
      .poll(async () => (lead = (await exported()).find((row) => row.Name === VALUES.name)), { timeout: 90_000 })
      .toBeDefined()
    expect(lead).toMatchObject({
      Name: VALUES.name,
      Suburb: VALUES.suburb,
      Email: VALUES.email,
      Phone: VALUES.phone,
      "Received (Sydney time)": expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
      Message: VALUES.message,
      Page: `${ORIGIN}/`,
    })
    const reference = lead!.Reference!
    expect(reference).toMatch(/^Q-[0-9A-Z]{4}-[0-9A-Z]{4}$/)

    // Sent after the answer (waitUntil), through the mail API, each once.
    await bothMailed(reference, 20_000)
    const alert = mailsFor(reference).find((mail) => mail.body.to.includes(OWNER))!
    const ack = mailsFor(reference).find((mail) => mail.body.to.includes(VALUES.email))!
    expect(alert.headers.authorization).toBe("Bearer re_cloudflare_e2e")
    expect(alert.headers["idempotency-key"]).toBe(`${reference}/alert`)
    expect(alert.body.from).toBe(FROM)
    expect(alert.body.reply_to).toContain(VALUES.email)
    expect(alert.body.text).toContain(VALUES.message)
    expect(alert.body.html).not.toContain("<img")
    expect(alert.body.html).toContain("&lt;img src=x")
    expect(ack.body.text).toContain(reference)
    // wrangler bundles functions/ with the business file the project ships, not CONTENT_DIR's (decision 034): the
    // phone is read from it, so an owner's new number changes no test.
    const business = JSON.parse(readFileSync("content/business.json", "utf8")) as { phone: { display: string } }
    expect(ack.body.text).toContain(business.phone.display)
    // The service by the name packages.json gives it, as the form's select shows it (decision 037): a package the owner
    // renames is renamed in the alert too.
    const { packages } = JSON.parse(readFileSync("content/packages.json", "utf8")) as {
      packages: { id: string; name: string }[]
    }
    const service = packages.find((item) => item.id === VALUES.serviceType)!.name
    expect(alert.body.subject).toContain(`: ${service}, `)
    expect(alert.body.text).toContain(service)
    expect(lead!.Service).toBe(service)
    expect((await exported()).find((row) => row.Reference === reference)).toMatchObject({
      "Alert to you": "sent",
      "Acknowledgement to the customer": "sent",
    })
    expect(mailsFor(reference)).toHaveLength(2)
    // The job tool hears of it from the Pages Function too, signed as Standard Webhooks says.
    await expect.poll(() => hook!.deliveries.find((one) => one.body.data.reference === reference)).toBeTruthy()
    expect(hook!.deliveries.find((one) => one.body.data.reference === reference)).toMatchObject({
      verified: true,
      body: { type: "lead.created", data: { name: VALUES.name } },
    })
  })

  test("with the mail API down the visitor still sees received; the next request to the store sends both once", async ({
    page,
  }) => {
    mailApi.answerWith(503)
    await sendFromHome(page, { ...VALUES, name: "Kim Down", email: "kim.down@example.com" })
    const lead = (await exported()).find((row) => row.Name === "Kim Down")!
    expect(lead).toMatchObject({
      "Alert to you": expect.stringMatching(/^waiting/),
      "Acknowledgement to the customer": expect.stringMatching(/^waiting/),
    })
    expect(mailsFor(lead.Reference!)).toEqual([])

    // Back up: the retry, due 10 s after the failure, goes with a later request to the store.
    mailApi.answerWith(200)
    await bothMailed(lead.Reference!, 40_000)
    expect((await exported()).find((row) => row.Reference === lead.Reference)).toMatchObject({
      "Alert to you": "sent",
      "Acknowledgement to the customer": "sent",
    })
    expect(mailsFor(lead.Reference!)).toHaveLength(2)
  })

  test("a bot's post with the trap filled gets the same 2xx, and no row and no mail", async () => {
    const before = (await exported()).length
    const token = ((await (await get("/api/leads/token")).json()) as { token: string }).token
    const res = await fetch(`${ORIGIN}/api/leads`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new URLSearchParams({ ...VALUES, token, _gotcha: "https://spam.example" }),
    })
    expect(res.status).toBe(200)
    const { reference } = (await res.json()) as { reference: string }
    expect(await exported()).toHaveLength(before)
    expect(mailsFor(reference)).toEqual([])
  })

  test("a post from another site's page stores nothing (403); the site's own plain form, without its script, still stores", async ({
    browser,
  }) => {
    const before = (await exported()).length
    const token = ((await (await get("/api/leads/token")).json()) as { token: string }).token
    const foreign = await fetch(`${ORIGIN}/api/leads`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "application/json",
        Origin: "https://refund-claims.example",
      },
      body: new URLSearchParams({ ...VALUES, name: "Cross Site", token }),
    })
    expect(foreign.status).toBe(403)
    expect(await exported()).toHaveLength(before)

    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${ORIGIN}/`)
    const form = page.locator('form[data-slot="quote-form"]')
    for (const [key, label] of Object.entries(QUOTE_FORM_LABELS))
      await form.getByLabel(label).fill({ ...VALUES, name: "Noa NoScript" }[key as keyof typeof QUOTE_FORM_LABELS])
    await form.getByLabel("Service type").selectOption(VALUES.serviceType)
    await form.getByRole("button", { name: SEND }).click()
    await expect(page.getByRole("heading", { name: "Check and send your request" })).toBeVisible()
    const received = page.getByRole("heading", { name: "Quote request received" })
    await expect
      .poll(async () => {
        if (await received.isVisible()) return true
        await page.getByRole("button", { name: "Send my quote request" }).click()
        return received.isVisible()
      })
      .toBe(true)
    expect((await exported()).some((row) => row.Name === "Noa NoScript")).toBe(true)
    await context.close()
  })

  test("serves the leads inbox: its page no-store and noindex, the owner's list from D1, and a phone's alerts", async ({
    page,
  }) => {
    const shell = await get("/admin/leads")
    expect(shell.status).toBe(200)
    expect(shell.headers.get("cache-control")).toBe("no-store")
    expect(shell.headers.get("x-robots-tag")).toBe("noindex, nofollow, noarchive")
    // The owner's policy, the site's own origin alone: _headers applies it on Pages too.
    expect(shell.headers.get("content-security-policy")).toMatch(/^default-src 'self'; script-src 'self'; /)
    expect(shell.headers.get("content-security-policy")).not.toMatch(/https?:/)
    expect((await get("/api/leads/inbox/leads")).status).toBe(401)
    await page.goto(`${ORIGIN}/admin/leads`)
    await page.getByRole("link", { name: "Sign in with GitHub" }).click()
    await expect(page.getByText("Signed in as riverleaf-owner")).toBeVisible()
    // The list read from D1: the requests the tests before this one stored, or none when it runs alone.
    await expect(page.getByRole("heading", { level: 2, name: /quote requests/ })).toBeVisible()
    // A phone signed in with a code (decision 052), listed as a device and signed out from the list, all in D1.
    const devices = page.getByRole("region", { name: "Your devices" })
    await devices.getByRole("button", { name: "Add a phone" }).click()
    const code = await devices.getByText(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/).textContent()
    const inbox = { origin: ORIGIN, "x-leads-inbox": "1" }
    const phone = await fetch(`${ORIGIN}/api/leads/inbox/phone-sign-in`, {
      method: "POST",
      body: JSON.stringify({ code }),
      headers: { ...inbox, "user-agent": DEVICES["Pixel 7"].userAgent },
    })
    expect(phone.status).toBe(200)
    const phoneCookie = { cookie: phone.headers.get("set-cookie")!.split(";", 1)[0]! }
    const answer = await fetch(`${ORIGIN}/api/leads/inbox/leads`, { headers: phoneCookie })
    expect(answer.status).toBe(200)
    // The phone's alerts (decision 053): its subscription kept in D1 with its session, and a request from the home form
    // pushed to it by the pass after that request, signed with the key the store made in D1.
    const subscription = push.subscribe(((await answer.json()) as { pushKey: string }).pushKey)
    const alertsOn = await fetch(`${ORIGIN}/api/leads/inbox/alerts`, {
      method: "POST",
      body: JSON.stringify(subscription),
      headers: { ...inbox, ...phoneCookie },
    })
    expect(alertsOn.status).toBe(200)
    const visitor = await page.context().newPage()
    await sendFromHome(visitor, { ...VALUES, name: "Ari Pushed" })
    await visitor.close()
    await expect.poll(() => push.pushes.map((one) => one.status)).toEqual([201])
    expect(push.pushes[0]).toMatchObject({ endpoint: subscription.endpoint, urgency: "high" })
    expect(push.pushes[0]!.claims).toMatchObject({ aud: push.origin, sub: "mailto:leads@riverleaf.example" })
    expect(JSON.parse(push.pushes[0]!.plaintext!)).toMatchObject({ title: "New request: Ari Pushed" })
    await devices.getByRole("button", { name: "Done" }).click()
    // Named as its browser said at sign-in, from D1's column (migration 0009).
    await expect(devices.getByText("Phone (Chrome on Android), signed in with a code")).toBeVisible()
    await devices.getByRole("button", { name: "Sign out this phone" }).click()
    await expect(page.getByRole("status")).toHaveText("The phone is signed out of the inbox.")
    expect((await fetch(`${ORIGIN}/api/leads/inbox/leads`, { headers: phoneCookie })).status).toBe(401)
    // Signed out on the server, in D1: a kept copy of the session's cookie reads nothing more.
    const session = (await page.context().cookies(ORIGIN)).find((one) => one.name.endsWith("leads_session"))!
    await page.getByRole("button", { name: "Sign out", exact: true }).click()
    await expect(page.getByRole("link", { name: "Sign in with GitHub" })).toBeVisible()
    const kept = await fetch(`${ORIGIN}/api/leads/inbox/leads`, {
      headers: { cookie: `${session.name}=${session.value}` },
    })
    expect(kept.status).toBe(401)
  })
})
