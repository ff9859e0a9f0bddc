/**
 * The owner's literal path (issue 73, decision 047): a copy of the tests' content as shipped (booking off) with the
 * store, the inbox and a webhook set up, started with `npm start`; booking switched on in the copy's booking.json and
 * `npm start` again, as the owner's guide says. The start builds again and says why, and a request from the live home
 * page on a phone is stored. Then what a newcomer checks: the start log's lines, `npm run leads -- test` with the
 * webhook pointing at nothing, and a webhook secret left out. Its own build folder and content copy in a temporary
 * folder. Ports: E2E_PORT + 35 (the site), + 36 (the mail server), + 37 (where no webhook listens).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { DatabaseSync } from "node:sqlite"

import { expect, test } from "@playwright/test"

import { bookableDays, bookingFileSchema } from "../../common/booking"
import { requestExtrasSchema } from "../../common/quote-schema"
import { issueToken } from "../../server/leads/token"
import { webhookReceiver } from "../support/webhook-receiver"
import { STAND_IN_CLIENT_ID, STAND_IN_CLIENT_SECRET } from "./github-stand-in"
import { leadStoreServer, VALUES } from "./leads-server"
import { chatPopupSeen, FIXTURE_CONTENT, QUOTE_FORM_LABELS } from "./support"

const PORT = Number(process.env.E2E_PORT ?? 4173) + 35
// Made in beforeAll: the runner loads this file to list its tests too.
let ROOT = ""
let CONTENT = ""
const SECRET = "owner-path-test-secret"
const WEBHOOK_SECRET = `whsec_${Buffer.alloc(32, 9).toString("base64")}`
/** `npm start`, as the owner runs it; a build on a loaded machine takes minutes. */
const NPM_START = { script: "scripts/deploy/start.ts", timeout: 600_000 }

let hook: Awaited<ReturnType<typeof webhookReceiver>>
let store: ReturnType<typeof leadStoreServer>

test.describe.configure({ mode: "serial" })
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true })

test.beforeAll(async () => {
  ROOT = mkdtempSync(join(tmpdir(), "owner-path-"))
  CONTENT = join(ROOT, "content")
  cpSync(FIXTURE_CONTENT, CONTENT, { recursive: true })
  hook = await webhookReceiver(WEBHOOK_SECRET)
  store = leadStoreServer(PORT, {
    BUILD_DIR: join(ROOT, "build"),
    CONTENT_DIR: CONTENT,
    QUOTE_FORM_ENDPOINT: "/api/leads",
    // The form's tickets are signed with it: a test mints one as if fetched 4 s ago, rather than waiting.
    LEADS_SECRET: SECRET,
    LEADS_OWNERS: "riverleaf-owner",
    CMS_GITHUB_CLIENT_ID: STAND_IN_CLIENT_ID,
    CMS_GITHUB_CLIENT_SECRET: STAND_IN_CLIENT_SECRET,
    LEADS_WEBHOOK_URL: hook.url,
    LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET,
  })
  await store.receiver.start()
})

test.afterAll(async () => {
  await store?.stop()
  await hook?.close()
  if (ROOT) rmSync(ROOT, { recursive: true, force: true })
})

/** The lead of that name as the store's file holds it. */
function stored(name: string) {
  const db = new DatabaseSync(store.dbPath, { readOnly: true })
  try {
    return db.prepare("SELECT reference, preferred_date, arrival_window FROM leads WHERE name = ?").get(name) as
      { reference: string; preferred_date: string; arrival_window: string } | undefined
  } finally {
    db.close()
  }
}

const contract = async () =>
  (await (await fetch(`${store.site}/quote-form.json`)).json()) as { fields: string[]; booking: { enabled: boolean } }

test("booking switched on in booking.json, then npm start again: it builds again, and a phone's request is stored", async ({
  page,
}) => {
  test.setTimeout(1_500_000)
  await store.startServer({}, NPM_START)
  expect(store.log).toContain("No production build yet: building first (about a minute)…")
  expect(store.log).toContain("Booking: off in the live build.")
  expect((await contract()).booking.enabled).toBe(false)

  // As the owner's guide says: switch it on, stop the server, npm start again.
  await store.killServer("SIGTERM")
  const file = join(CONTENT, "booking.json")
  writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, "utf8")), enabled: true }, null, 2))
  await store.startServer({}, NPM_START)
  expect(store.log).toContain("The content changed since the live build: building again…")
  expect(store.log).toMatch(/^Booking: on in the live build \(Monday, .*; 8–11 am, 11 am–2 pm, 2–5 pm\)\.$/m)

  await chatPopupSeen(page)
  await page.goto(`${store.site}/#quote-form`)
  const form = page.locator('form[data-slot="quote-form"]')
  await expect(form).toHaveAttribute("novalidate", "", { timeout: 15_000 })
  // The form as served asks for exactly the fields its contract names, which the store checks.
  const extras = Object.keys(requestExtrasSchema.shape)
  const named = await form.locator("[name]").evaluateAll((all) => all.map((one) => one.getAttribute("name")!))
  expect(named.filter((name) => !extras.includes(name)).sort()).toEqual([...(await contract()).fields].sort())

  const day = bookableDays(bookingFileSchema.parse(JSON.parse(readFileSync(file, "utf8"))), Date.now())!.first
  for (const [key, label] of Object.entries(QUOTE_FORM_LABELS))
    await form.getByLabel(label).fill(VALUES[key as keyof typeof QUOTE_FORM_LABELS])
  await form.getByLabel("Service type").selectOption(VALUES.serviceType)
  await form.getByLabel("Preferred date").fill(day)
  await form.getByLabel("Arrival window").selectOption({ label: "8–11 am" })
  await form.getByRole("button", { name: "Send request" }).click()
  await expect(page.locator('[data-slot="toast"]')).toContainText("Quote Request Received!", { timeout: 15_000 })
  const lead = stored(VALUES.name)
  expect(lead).toEqual({ reference: expect.any(String), preferred_date: day, arrival_window: "08:00-11:00" })
  await expect.poll(() => store.mailsFor(lead!.reference).length, { timeout: 20_000 }).toBe(2)
})

test("the start log names the inbox and its owners, the webhook's host and the booking, one line each", () => {
  expect(store.log).toContain(`Leads inbox: on at ${store.site}/admin/leads, for riverleaf-owner.\n`)
  expect(store.log).toContain(`Webhook: on, to ${new URL(hook.url).host}.\n`)
  expect(store.log.match(/^Booking: /gm)).toHaveLength(1)
})

test("npm run leads -- test with the webhook pointing at nothing exits 1 and names LEADS_WEBHOOK_URL", async () => {
  // A port of this spec's where nothing listens.
  const nothing = `127.0.0.1:${PORT + 2}`
  store.env.LEADS_WEBHOOK_URL = `http://${nothing}/hooks/leads`
  try {
    const { code, said } = await store.leads("test")
    expect(code).toBe(1)
    expect(said).toContain(`   LEADS_WEBHOOK_URL (${nothing}) could not be reached (ECONNREFUSED).`)
    expect(said).toContain("The mail path works.")
    expect(said.trim().split("\n").at(-1)).toBe("One part above did not work.")
  } finally {
    store.env.LEADS_WEBHOOK_URL = hook.url
  }
  const { code, said } = await store.leads("test")
  expect(code, said).toBe(0)
  expect(said).toContain(`   ${CONTENT}/booking.json says the same.`)
})

test("with LEADS_WEBHOOK_SECRET left out, a request is stored and alerted, and the log names the setting", async () => {
  await store.killServer("SIGTERM")
  await store.startServer({ LEADS_WEBHOOK_SECRET: "" }, NPM_START)
  expect(store.log).not.toContain("building again")
  expect(store.log).toContain(
    "Webhook: OFF, quote requests are still stored and e-mailed: LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET go together: LEADS_WEBHOOK_SECRET is not set.",
  )
  const delivered = hook.deliveries.length
  const token = await issueToken(SECRET, Date.now() - 4000)
  const day = bookableDays(
    bookingFileSchema.parse(JSON.parse(readFileSync(join(CONTENT, "booking.json"), "utf8"))),
    Date.now(),
  )!.first
  const answer = await store.fromAddress("127.0.0.1", "/api/leads", {
    ...VALUES,
    name: "Wes Without",
    preferredDate: day,
    arrivalWindow: "11:00-14:00",
    token,
  })
  expect(answer.status, answer.body).toBe(200)
  const { reference } = JSON.parse(answer.body) as { reference: string }
  expect(stored("Wes Without")).toEqual({ reference, preferred_date: day, arrival_window: "11:00-14:00" })
  await expect.poll(() => store.mailsFor(reference).length, { timeout: 20_000 }).toBe(2)
  expect(hook.deliveries.length).toBe(delivered)
})
