/**
 * The editor's own GitHub sign-in (issue 44), against the GitHub stand-in (github-stand-in.ts). Runs only in the
 * "analytics" project: playwright.config.ts builds the second site with CMS_GITHUB_CLIENT_ID and
 * CMS_GITHUB_CLIENT_SECRET, CMS_GITHUB_URL at the stand-in and CMS_AUTH_URL at the second site's own address, and
 * serves it with the same settings.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { brotliDecompressSync, gunzipSync } from "node:zlib"

import { expect, test, type Page } from "@playwright/test"

import {
  GITHUB_STAND_IN_URL,
  STAND_IN_CLIENT_SECRET,
  STAND_IN_TOKEN,
  startGitHubStandIn,
  type GitHubStandIn,
} from "./github-stand-in"

const SECOND_BUILD = "build-analytics"
const AGAIN = "Please close this window and press “Login with GitHub” in the editor again."

// One stand-in on one port: these tests run one after another in one worker.
test.describe.configure({ mode: "default" })

let github: GitHubStandIn

test.beforeAll(async () => {
  github = await startGitHubStandIn()
})

test.afterAll(async () => {
  await github.close()
})

test.beforeEach(() => github.reset())

/** Opens the editor, presses its GitHub sign-in and returns the pop-up it opens. */
async function openSignIn(page: Page) {
  await page.goto("/admin", { waitUntil: "commit" })
  const login = page.getByRole("button", { name: /Login with GitHub/i })
  // Decap's 5 MB bundle starts slowly on two busy cores.
  await expect(login).toBeVisible({ timeout: 30_000 })
  const opened = page.waitForEvent("popup")
  await login.click()
  return opened
}

/** The pop-up's page says what went wrong in a sentence, with no script, code or stack trace. */
async function expectPlainMessage(page: Page, heading: string, sentence: string) {
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible()
  await expect(page.getByRole("paragraph")).toContainText(sentence)
  expect(await page.locator("body").innerText()).not.toMatch(/error|exception|stack|\bat \S+:\d+|state=|code=/i)
  await expect(page.locator("script")).toHaveCount(0)
}

test("the editor's GitHub sign-in completes in the pop-up, and the editor then reads the user with the token", async ({
  page,
  context,
}) => {
  // Decap's bundle (up to 30 s), then the pop-up's trade and the editor's read: run 100 saw it pass 60 s under load.
  test.setTimeout(120_000)
  const refused: string[] = []
  context.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text())
  })
  const popup = await openSignIn(page)
  const closed = popup.waitForEvent("close")
  // The stand-in approved, the site traded the code for a token (server to stand-in, with the secret), the pop-up
  // posted it to the editor, and the editor asked for the user with it: only the token can have told it how.
  await expect
    .poll(() => github.apiCalls.filter((call) => call.path === "/user").map((call) => call.authorization), {
      timeout: 20_000,
    })
    .toEqual([`token ${STAND_IN_TOKEN}`])
  expect(github.tokenRequests.map((form) => form.get("client_secret"))).toEqual([STAND_IN_CLIENT_SECRET])
  // Decap closes the pop-up once the token has reached it.
  await closed
  expect(refused).toEqual([])
})

test("a tampered state is refused in the pop-up with a plain message, and no code is traded", async ({ page }) => {
  test.setTimeout(60_000)
  github.answer("tamper-state")
  const popup = await openSignIn(page)
  await popup.waitForURL(/\/api\/auth\/callback\?/)
  await expectPlainMessage(popup, "Sign-in could not be checked", AGAIN)
  expect(github.tokenRequests).toEqual([])
  expect(github.apiCalls).toEqual([])
})

test("a code GitHub refuses, or a sign-in cancelled on GitHub, ends in a plain message", async ({ page }) => {
  github.answer("refuse-code")
  const refusedCode = await page.goto("/api/auth?provider=github&site_id=localhost&scope=repo")
  expect(refusedCode?.status()).toBe(502)
  await expectPlainMessage(page, "GitHub did not accept the sign-in", AGAIN)
  expect(github.tokenRequests).toHaveLength(1)

  github.answer("deny")
  const cancelled = await page.goto("/api/auth?provider=github&site_id=localhost&scope=repo")
  expect(cancelled?.status()).toBe(403)
  await expectPlainMessage(page, "GitHub did not sign you in", AGAIN)
  expect(github.tokenRequests).toHaveLength(1)
})

test("the sign-in routes have their own strict policy, and the editor's config points at the site", async ({
  request,
}) => {
  const start = await request.get("/api/auth?provider=github&scope=repo", { maxRedirects: 0 })
  expect(start.status()).toBe(302)
  expect(start.headers()["location"]).toMatch(`${GITHUB_STAND_IN_URL}/login/oauth/authorize?client_id=`)
  expect(start.headers()["content-security-policy"]).toMatch(
    /^default-src 'none'; script-src 'sha256-[\w+/]+=*'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'$/,
  )
  expect(start.headers()["set-cookie"]).toMatch(/HttpOnly; SameSite=Lax/)

  const config = await (await request.get("/admin/config.yml")).json()
  const origin = new URL(start.url()).origin
  expect(config.backend).toMatchObject({
    base_url: origin,
    auth_endpoint: "api/auth",
    api_root: `${GITHUB_STAND_IN_URL}/api/v3`,
  })
  // The editor may read the stand-in's API (as it would a GitHub Enterprise server's).
  expect((await request.get("/admin")).headers()["content-security-policy"]).toContain(
    `connect-src 'self' ${GITHUB_STAND_IN_URL}`,
  )
})

test("the client secret is nowhere in the build, compressed copies included", () => {
  const files = readdirSync(SECOND_BUILD, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
  const secret = Buffer.from(STAND_IN_CLIENT_SECRET)
  const holding = files.filter((file) => {
    const data = readFileSync(file)
    const text = file.endsWith(".br") ? brotliDecompressSync(data) : file.endsWith(".gz") ? gunzipSync(data) : data
    return text.includes(secret)
  })
  expect(holding).toEqual([])
  // The scan saw the whole build, the editor's files among them.
  expect(files.length).toBeGreaterThan(200)
  expect(files).toContain(join(SECOND_BUILD, "client", "admin", "config.yml"))
})
