/**
 * Phone alerts end to end (issue 76, decision 053): the lead store's build on the Node server with the inbox on and
 * nothing set for push, the owner's phone a full Chromium at 375 px in which only PushManager.subscribe is replaced, by
 * one that subscribes at the tests' push service (it checks VAPID and decrypts each push, as FCM's or Apple's would),
 * and the real SMTP receiver. Ports: E2E_PORT + 32 (the site), + 33 (its mail server), + 34 (the GitHub stand-in); the
 * push service takes any free one.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test"

import { INBOX_API } from "../../common/lead-paths"
import { nodeSqlite } from "../../server/leads/node-sqlite"
import { query } from "../../server/leads/sql"
import { storeLead } from "../../server/leads/store"
import { decodeHeader } from "../mail-receiver"
import { startPushService, type PushService, type ReceivedPush } from "../support/push-service"
import { fixturePackage } from "./fixture-content"
import { STAND_IN_CLIENT_ID, STAND_IN_CLIENT_SECRET, startGitHubStandIn, type GitHubStandIn } from "./github-stand-in"
import { FROM, leadStoreServer, OWNER, VALUES } from "./leads-server"
import { controlled, delivered, notifyingBrowser, pusher, shown } from "./owner-app"
import { expectNoAxeViolations, QUOTE_FORM_LABELS } from "./support"

const BASE = Number(process.env.E2E_PORT ?? 4173)
const SITE = `http://localhost:${BASE + 32}`
const OWNER_LOGIN = "riverleaf-owner"
const store = leadStoreServer(BASE + 32, {
  SITE_URL: SITE,
  LEADS_OWNERS: OWNER_LOGIN,
  CMS_GITHUB_CLIENT_ID: STAND_IN_CLIENT_ID,
  CMS_GITHUB_CLIENT_SECRET: STAND_IN_CLIENT_SECRET,
  CMS_GITHUB_URL: `http://localhost:${BASE + 34}`,
})
const SERVICE = fixturePackage("deep").name
const TURN_ON = /^Turn on alerts on this /

let github: GitHubStandIn
let push: PushService
let full: Browser
let context: BrowserContext
let inbox: Page
/** What the page's subscribe was asked for, each time, and the key it was given. */
type SubscribeCall = { userVisibleOnly: boolean; bytes: number; first: number; key: string }
const references: Record<string, string> = {}
/** The key the page subscribed with, as the push service checks it. */
let pageKey = ""

test.describe.configure({ mode: "serial" })

test.beforeAll(async () => {
  test.setTimeout(600_000)
  github = await startGitHubStandIn(BASE + 34)
  push = await startPushService()
  await store.start()
  full = await notifyingBrowser()
  context = await full.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true })
  await context.grantPermissions(["notifications"], { origin: SITE })
  await context.exposeFunction("subscribeAtTestService", (key: string) => push.subscribe(key))
  // The phone's push service is the tests': everything else is the site's own code and the browser's.
  await context.addInitScript(() => {
    const calls: SubscribeCall[] = []
    Object.assign(window, { subscribeCalls: calls })
    // A frame without storage (an opaque origin) throws here; the push stand-in below is the page's only.
    try {
      window.sessionStorage.setItem("chat-helper:popup-seen", "1")
    } catch {
      return
    }
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const bytes = new Uint8Array(options!.applicationServerKey as ArrayBuffer)
      const key = btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "")
      calls.push({ userVisibleOnly: options!.userVisibleOnly === true, bytes: bytes.length, first: bytes[0]!, key })
      const json = await (
        window as unknown as { subscribeAtTestService(key: string): Promise<PushSubscriptionJSON> }
      ).subscribeAtTestService(key)
      return { endpoint: json.endpoint, toJSON: () => ({ ...json, expirationTime: null }) } as PushSubscription
    }
  })
  inbox = await context.newPage()
})

test.afterAll(async () => {
  await context?.close()
  await full?.close()
  await store.stop()
  await push?.close()
  await github?.close()
})

const pushesTo = (endpoint: string) => push.pushes.filter((one) => one.endpoint === endpoint)
/** The owner's e-mails of a lead, by their subject's start ("Still waiting: …" for a reminder). */
const ownerMails = (reference: string, subject = "") =>
  store.receiver.mails.filter(
    (mail) =>
      mail.headers["x-lead-reference"] === reference &&
      mail.to.includes(OWNER) &&
      decodeHeader(mail.headers.subject ?? "").startsWith(subject),
  )
const alertOf = (reference: string) => ownerMails(reference).find((mail) => !mail.text.startsWith("Still waiting"))
const subscribeCalls = () =>
  inbox.evaluate(() => (window as unknown as { subscribeCalls: SubscribeCall[] }).subscribeCalls)
const outboxKinds = async (reference: string) => {
  const db = nodeSqlite(store.dbPath)
  const rows = await query(db, "SELECT kind FROM outbox WHERE reference = ? ORDER BY id", [reference])
  db.close()
  return rows.map((row) => String(row.kind))
}

/** Turns alerts on as the owner does, and the subscription the site was sent. */
async function turnOn() {
  const sent = inbox.waitForRequest(`${SITE}${INBOX_API}/alerts`)
  await inbox.getByRole("button", { name: TURN_ON }).click()
  await expect(inbox.getByRole("status")).toHaveText(
    "Alerts are on: each new quote request shows here, even with the inbox closed.",
  )
  return sent
}

test("the phone turns alerts on: the worker subscribes with userVisibleOnly and the site's P-256 key", async () => {
  github.signInAs(OWNER_LOGIN)
  await inbox.goto(`${SITE}/admin/leads`)
  await inbox.getByRole("link", { name: "Sign in with GitHub" }).click()
  await controlled(inbox, SITE)
  await expectNoAxeViolations(inbox, "the offer to turn alerts on")
  const request = await turnOn()
  const [call] = await subscribeCalls()
  expect(call).toMatchObject({ userVisibleOnly: true, bytes: 65, first: 4 })
  pageKey = call!.key
  expect(request.headers()["x-leads-inbox"]).toBe("1")
  expect(request.postDataJSON()).toMatchObject({ endpoint: expect.stringContaining(push.origin) })
  const devices = inbox.getByRole("region", { name: "Your devices" })
  await expect(devices.getByRole("listitem")).toHaveText([
    /\. Alerts on, no alert yet\.Send a test alertTurn off alerts$/,
  ])
  await expect(inbox.getByRole("button", { name: TURN_ON })).toHaveCount(0)
  await expectNoAxeViolations(inbox, "the devices with alerts on")
})

test("a lead from the home form reaches the phone within 5 s of received, encrypted and signed; the e-mail still goes", async () => {
  test.slow()
  const home = await context.newPage()
  await home.goto(`${SITE}/`)
  const form = home.locator('form[data-slot="quote-form"]')
  await form.scrollIntoViewIfNeeded()
  await expect(form).toHaveAttribute("novalidate", "")
  for (const [field, label] of Object.entries(QUOTE_FORM_LABELS))
    await form.getByLabel(label).fill(VALUES[field as keyof typeof QUOTE_FORM_LABELS])
  await form.getByLabel("Service type").selectOption(VALUES.serviceType)
  const answer = home.waitForResponse((response) => response.url() === `${SITE}/api/leads`)
  await form.getByRole("button", { name: "Send My Quote Request" }).click()
  references.form = ((await (await answer).json()) as { reference: string }).reference
  const received = Date.now()
  await push.received(1)
  const took = Date.now() - received
  test.info().annotations.push({ type: "received to push", description: `${took} ms` })
  expect(took).toBeLessThan(5000)
  await expect(home.locator('[data-slot="toast"]')).toContainText("Quote Request Received!")
  await home.close()

  const [sent] = push.pushes as [ReceivedPush]
  expect(sent).toMatchObject({ status: 201, urgency: "high", contentEncoding: "aes128gcm", publicKey: pageKey })
  expect(Number(sent.ttl)).toBeGreaterThan(0)
  expect(sent.claims).toMatchObject({ aud: push.origin, sub: `mailto:${/<(.+)>/.exec(FROM)![1]}` })
  expect(sent.claims!.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000)
  const alert = JSON.parse(sent.plaintext!) as { title: string; body: string; reference: string }
  expect(alert).toEqual({
    title: `New request: ${VALUES.name}`,
    body: `${SERVICE}, ${VALUES.suburb}`,
    reference: references.form,
  })
  await expect.poll(() => alertOf(references.form!)).toBeTruthy()

  // That push, as the phone's browser hands it to the inbox's worker: a notification naming the person.
  await delivered(inbox, await pusher(context, inbox, SITE), sent.plaintext!, 1).toBe(1)
  expect(await shown(inbox)).toEqual([`New request: ${VALUES.name}: ${SERVICE}, ${VALUES.suburb}`])
})

test("the lead on the phone: Call, Text with a reply greeting by first name, E-mail, and private notes", async () => {
  const reference = references.form!
  await inbox.goto(`${SITE}/admin/leads#${reference}`)
  const lead = inbox.getByRole("region", { name: VALUES.name })
  const answer = lead.getByRole("group", { name: `Answer ${VALUES.name}` })
  await expect(answer.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:0400111222")
  const text = (await answer.getByRole("link", { name: "Text" }).getAttribute("href"))!
  expect(text.startsWith("sms:0400111222?&body=")).toBe(true)
  const body = decodeURIComponent(text.split("body=")[1]!)
  expect(body.startsWith("Hi Sam, it's ")).toBe(true)
  expect(body).toContain(`about your ${SERVICE} request.`)
  const email = (await answer.getByRole("link", { name: "E-mail" }).getAttribute("href"))!
  expect(email).toContain(`mailto:${encodeURIComponent(VALUES.email)}?subject=`)
  expect(decodeURIComponent(email.split("body=")[1]!)).toBe(body)

  await lead.getByLabel("Private notes (only you see them)").fill("Gate code 4471")
  await lead.getByRole("button", { name: "Save notes" }).click()
  await expect(inbox.getByRole("status")).toHaveText(`Your notes on ${reference} are saved.`)
  await expectNoAxeViolations(inbox, "a lead with its answers and notes")
  await inbox.reload()
  await expect(inbox.getByLabel("Private notes (only you see them)")).toHaveValue("Gate code 4471")
  expect((await store.exported()).find((row) => row.Reference === reference)?.Notes).toBe("Gate code 4471")
})

test("a subscription sent without the owner's session, or from another site with it, is refused and never pushed to", async ({
  request,
}) => {
  const stranger = push.subscribe(pageKey)
  const own = { origin: SITE, "x-leads-inbox": "1", "content-type": "application/json" }
  const send = (headers: Record<string, string>) =>
    request.post(`${SITE}${INBOX_API}/alerts`, { headers, data: stranger, failOnStatusCode: false })
  expect((await send(own)).status()).toBe(401)
  const cookie = (await context.cookies(SITE)).map((one) => `${one.name}=${one.value}`).join("; ")
  expect((await send({ ...own, cookie, origin: "http://elsewhere.example" })).status()).toBe(403)
  expect((await send({ ...own, cookie, origin: SITE, "x-leads-inbox": "" })).status()).toBe(403)

  const [device] = push.pushes
  references.next = await store.postLead(request, { ...VALUES, name: "Robin Next" }, "127.0.0.1")
  await expect.poll(() => pushesTo(device!.endpoint).length).toBe(2)
  expect(pushesTo(stranger.endpoint)).toEqual([])
  expect(await outboxKinds(references.next)).toEqual([
    "alert",
    "acknowledgement",
    expect.stringMatching(/^push-\d+$/),
    expect.stringMatching(/^push-reminder-\d+$/),
    "reminder",
  ])
})

test("after the push service answers 410, the next lead pushes nothing to that phone, and the e-mails go on", async ({
  request,
}) => {
  const endpoint = push.pushes[0]!.endpoint
  push.gone(endpoint)
  const gone = await store.postLead(request, { ...VALUES, name: "Alex Gone" }, "127.0.0.1")
  await expect.poll(() => pushesTo(endpoint).map((one) => one.status)).toEqual([201, 201, 410])
  await expect.poll(() => alertOf(gone)).toBeTruthy()
  const after = await store.postLead(request, { ...VALUES, name: "Jo After" }, "127.0.0.1")
  await expect.poll(() => alertOf(after)).toBeTruthy()
  expect(await outboxKinds(after)).toEqual(["alert", "acknowledgement", "reminder"])
  expect(pushesTo(endpoint)).toHaveLength(3)
  // The owner is told once, in the alert e-mail that followed.
  const told = [gone, after].filter((reference) => alertOf(reference)!.text.includes("Alerts stopped on the browser"))
  expect(told).toHaveLength(1)
  await inbox.goto(`${SITE}/admin/leads`)
  const row = inbox.getByRole("region", { name: "Your devices" }).getByRole("listitem")
  await expect(row).toContainText(
    "Alerts stopped: this device's browser no longer takes them. Turn them on again on it.",
  )
  await expect(row).not.toContainText("..")
})

test("a server killed after a lead is stored and before its push is sent sends it after the restart; a due reminder goes too", async ({
  request,
}) => {
  const device = ((await turnOn()).postDataJSON() as { endpoint: string }).endpoint
  push.answers.push("hold")
  const before = push.pushes.length
  const held = await store.postLead(request, { ...VALUES, name: "Kim Held" }, "127.0.0.1")
  await push.received(before + 1)
  await store.killServer("SIGKILL")
  expect(push.pushes.at(-1)).toMatchObject({ endpoint: device, status: 0 })

  // While it is down: a lead that came in two hours ago and is still new, its reminder due.
  const db = nodeSqlite(store.dbPath)
  const twoHoursAgo = Date.now() - 2 * 3_600_000
  const lead = {
    ...VALUES,
    name: "Pat Waiting",
    estimate: "",
    page: "/",
    sentAt: "",
    clientKey: "e2e",
    requestKey: "w",
  }
  const stored = await storeLead(db, lead, {
    notifyTo: OWNER,
    now: twoHoursAgo,
    alerts: { owners: [OWNER_LOGIN], remindAt: Date.now() - 1000 },
  })
  db.close()
  if (stored.outcome !== "stored") throw new Error(stored.outcome)

  await store.startServer()
  const alerts = () =>
    pushesTo(device)
      .filter((one) => one.status === 201)
      .map((one) => JSON.parse(one.plaintext!) as { title: string; body: string; reference: string })
  await expect.poll(() => alerts().filter((one) => one.reference === held)).toHaveLength(1)
  await expect
    .poll(() => alerts().find((one) => one.title === "Still waiting: Pat Waiting"))
    .toEqual({
      title: "Still waiting: Pat Waiting",
      body: `${SERVICE}, ${VALUES.suburb}, 2 h ago`,
      reference: stored.reference,
    })
  const subject = `Still waiting: Pat Waiting, ${SERVICE}, ${VALUES.suburb}, 2 h ago`
  await expect.poll(() => ownerMails(stored.reference, "Still waiting").length).toBe(1)
  expect(decodeHeader(ownerMails(stored.reference, "Still waiting")[0]!.headers.subject!)).toBe(subject)
})
