/**
 * The owner's leads inbox at /admin/leads (issue 67), end to end on the Node server: the lead store's build
 * (leads-build.ts) served with LEADS_OWNERS and the editor's GitHub app pointed at the GitHub stand-in, whose authorize
 * page approves at once as a login the test chooses. Ports: E2E_PORT + 23 (the site), + 24 (its mail server), + 25
 * (the GitHub stand-in).
 */
import { expect, test, type Page } from "@playwright/test"

import { INBOX_API } from "../../common/lead-paths"
import { nodeSqlite } from "../../server/leads/node-sqlite"
import { readLead, storeLead, type NewLead } from "../../server/leads/store"
import { webhookReceiver } from "../support/webhook-receiver"
import { STAND_IN_CLIENT_ID, STAND_IN_CLIENT_SECRET, startGitHubStandIn, type GitHubStandIn } from "./github-stand-in"
import { ensureLeadsBuild } from "./leads-build"
import { leadStoreServer, OWNER, VALUES } from "./leads-server"
import { expectNoAxeViolations } from "./support"

const BASE = Number(process.env.E2E_PORT ?? 4173)
const store = leadStoreServer(BASE + 23)
const { site: SITE } = store
const OWNER_LOGIN = "riverleaf-owner"
const SIGN_IN = "Sign in with GitHub"
/** A working day a few days ahead, in the fixture's windows (tests/fixtures/content-every-option/booking.json). */
const DAY = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10)

let github: GitHubStandIn
const WEBHOOK_SECRET = `whsec_${Buffer.alloc(32, 3).toString("base64")}`
let hook: Awaited<ReturnType<typeof webhookReceiver>>
const references: Record<"asked" | "plain" | "gone", string> = { asked: "", plain: "", gone: "" }
const invitation = () =>
  store.receiver.mails.find((mail) => mail.headers["x-lead-reference"] === references.asked && mail.calendar)

test.describe.configure({ mode: "serial" })

test.beforeAll(async () => {
  test.setTimeout(600_000)
  github = await startGitHubStandIn(BASE + 25)
  hook = await webhookReceiver(WEBHOOK_SECRET)
  await ensureLeadsBuild()
  await store.receiver.start()
  await store.startServer({
    SITE_URL: SITE,
    LEADS_OWNERS: `someone, ${OWNER_LOGIN.toUpperCase()}`,
    CMS_GITHUB_CLIENT_ID: STAND_IN_CLIENT_ID,
    CMS_GITHUB_CLIENT_SECRET: STAND_IN_CLIENT_SECRET,
    CMS_GITHUB_URL: `http://localhost:${BASE + 25}`,
    LEADS_WEBHOOK_URL: hook.url,
    LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET,
  })
  // Three requests in the store, as the form stores them (the form itself is leads.spec.ts's).
  const db = nodeSqlite(store.dbPath)
  let n = 0
  const lead = (fields: Partial<NewLead>): NewLead => ({
    ...VALUES,
    estimate: "",
    page: "/",
    sentAt: "",
    clientKey: "e2e",
    requestKey: `inbox-${++n}`,
    ...fields,
  })
  for (const [key, fields] of [
    ["gone", { name: "Dana Removed" }],
    ["plain", { name: "Pat Plain", estimate: "$240–$300" }],
    ["asked", { preferredDate: DAY, arrivalWindow: "08:00-11:00" }],
  ] as const) {
    const options = { notifyTo: "owner@riverleaf.example", now: Date.now() + n, webhookUrl: hook.url }
    const result = await storeLead(db, lead(fields), options)
    if (result.outcome !== "stored") throw new Error(result.outcome)
    references[key] = result.reference
  }
  db.close()
})

test.afterAll(async () => {
  await store.stop()
  await github?.close()
  await hook?.close()
})

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem("chat-helper:popup-seen", "1"))
})

async function signIn(page: Page, as: string, path = "/admin/leads") {
  github.signInAs(as)
  await page.goto(`${SITE}${path}`)
  await page.getByRole("link", { name: SIGN_IN }).click()
}

test("without sign-in: the page and the API hold no lead, and nothing is kept by a cache", async ({ page }) => {
  const shell = await page.request.get(`${SITE}/admin/leads`)
  expect(shell.headers()["cache-control"]).toBe("no-store")
  expect(shell.headers()["x-robots-tag"]).toBe("noindex, nofollow, noarchive")
  const api = await page.request.get(`${SITE}${INBOX_API}/leads`)
  expect(api.status()).toBe(401)
  expect(api.headers()["cache-control"]).toBe("no-store")
  expect(await api.json()).toEqual({ ok: false, error: "Please sign in to see the leads." })
  await page.goto(`${SITE}/admin/leads`)
  await expect(page.getByRole("link", { name: SIGN_IN })).toBeVisible()
  await expect(page.getByText(VALUES.name)).toHaveCount(0)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex")
  await expectNoAxeViolations(page, "the inbox signed out")
})

test("a login not in LEADS_OWNERS is told it has no access, and sees no lead", async ({ page }) => {
  await signIn(page, "a-stranger")
  await expect(page.getByRole("alert")).toHaveText("This GitHub account (a-stranger) has no access to the leads.")
  await expect(page.getByText(VALUES.name)).toHaveCount(0)
  expect((await page.request.get(`${SITE}${INBOX_API}/leads`)).status()).toBe(401)
})

test("the owner, from the alert's link, sees that lead; a forged confirm is refused; the steps work", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  await signIn(page, OWNER_LOGIN, `/admin/leads#${references.asked}`)
  await expect(page.getByText(`Signed in as ${OWNER_LOGIN}`)).toBeVisible()
  const detail = page.getByRole("region", { name: VALUES.name })
  await expect(detail.getByRole("link", { name: VALUES.phone })).toHaveAttribute("href", "tel:0400111222")
  await expect(detail.getByRole("link", { name: VALUES.email })).toHaveAttribute("href", `mailto:${VALUES.email}`)
  // Typed markup is shown as the characters typed.
  await expect(detail.getByText(VALUES.message)).toBeVisible()
  const list = page.getByRole("region", { name: "3 quote requests" })
  await expect(list.getByRole("button")).toHaveText([
    new RegExp(`^${VALUES.name}New`),
    /^Pat PlainNew.*\$240–\$300/,
    /^Dana RemovedNew/,
  ])
  await expect(detail.getByLabel("Day")).toHaveValue(DAY)
  await expect(detail.getByLabel("Arrival window")).toHaveValue("08:00-11:00")
  await expectNoAxeViolations(page, "the inbox with a lead open")

  // The inbox's own confirm, caught on its way, then sent again from another origin with the owner's cookie.
  let caught: { url: string; body: string; headers: Record<string, string> } | undefined
  await page.route("**/confirm", async (route) => {
    const request = route.request()
    caught = { url: request.url(), body: request.postData() ?? "", headers: request.headers() }
    await route.abort()
  })
  await detail.getByLabel("Arrival window").selectOption("11:00-14:00")
  await detail.getByRole("button", { name: "Confirm" }).click()
  await expect.poll(() => caught).toBeDefined()
  expect(caught!.headers.origin).toBe(SITE)
  const cookie = (await context.cookies(SITE)).map((c) => `${c.name}=${c.value}`).join("; ")
  const forged = await fetch(caught!.url, {
    method: "POST",
    body: caught!.body,
    headers: { ...caught!.headers, cookie, origin: "http://localhost:1" },
  })
  expect(forged.status).toBe(403)
  expect((await fetch(caught!.url, { headers: { cookie } })).status).toBe(405)
  const db = nodeSqlite(store.dbPath)
  expect((await readLead(db, references.asked))?.state).toBe("new")
  await page.unroute("**/confirm")

  await detail.getByRole("button", { name: "Confirm" }).click()
  await expect(page.getByRole("status")).toHaveText(`Lead ${references.asked} is now confirmed.`)
  expect(await readLead(db, references.asked)).toMatchObject({ state: "confirmed", confirmed_window: "11:00-14:00" })
  // The customer's invitation (its subject names the day, its header the lead): a text/calendar part, METHOD:REQUEST, on the day and window confirmed, in Sydney's time.
  await expect.poll(() => invitation()?.calendar, { timeout: 20_000 }).toContain("METHOD:REQUEST")
  // To the customer, and a blind copy to the owner: the envelope names both, the headers the customer alone.
  expect(invitation()!.to).toEqual([VALUES.email, OWNER])
  expect(invitation()!.headers.to).toBe(VALUES.email)
  expect(invitation()!.headers.bcc).toBeUndefined()
  expect(invitation()!.raw).toMatch(/text\/calendar; charset=utf-8; method=REQUEST/i)
  expect(invitation()!.calendar).toContain(`DTSTART;TZID=Australia/Sydney:${DAY.replaceAll("-", "")}T110000`)
  // The job tool heard of the request and of its confirmation, each signed as Standard Webhooks says.
  const events = () => hook.deliveries.filter((one) => one.body.data.reference === references.asked)
  await expect.poll(() => events().map((one) => one.body.type)).toEqual(["lead.created", "lead.confirmed"])
  expect(events().every((one) => one.verified)).toBe(true)

  await list.getByRole("button", { name: /^Pat Plain/ }).click()
  await page.getByRole("button", { name: "Mark contacted" }).click()
  await expect(page.getByRole("status")).toHaveText(`Lead ${references.plain} is now contacted.`)
  await page.getByLabel("Message to the customer (optional)").fill("Sorry, we are fully booked that week.")
  await page.getByRole("button", { name: "Decline" }).click()
  await expect(page.getByRole("status")).toHaveText(`Lead ${references.plain} is now declined.`)

  await list.getByRole("button", { name: /^Dana Removed/ }).click()
  await page.getByRole("button", { name: "Delete this lead" }).click()
  await expect(page.getByRole("dialog")).toBeVisible()
  await page.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }).click()
  await expect(page.getByRole("status")).toHaveText(`Lead ${references.gone} deleted.`)
  expect(await readLead(db, references.gone)).toBeUndefined()
  db.close()

  const download = page.waitForEvent("download")
  await page.getByRole("link", { name: "Download CSV" }).click()
  const csv = await (await download).createReadStream()
  let text = ""
  for await (const chunk of csv) text += String(chunk)
  expect(text).toContain(references.asked)
  expect(text).not.toContain(references.gone)

  await page.getByRole("button", { name: "Sign out" }).click()
  await expect(page.getByRole("link", { name: SIGN_IN })).toBeVisible()
  expect((await page.request.get(`${SITE}${INBOX_API}/leads`)).status()).toBe(401)
})
