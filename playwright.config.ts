import { defineConfig, devices } from "@playwright/test"

import { BROWSER_ARGS, findTestBrowser } from "./scripts/lib/browser.ts"
import { GITHUB_STAND_IN_URL, STAND_IN_CLIENT_ID, STAND_IN_CLIENT_SECRET } from "./tests/e2e/github-stand-in.ts"
import { QUOTE_ENDPOINT } from "./tests/e2e/quote-receiver.ts"

const PORT = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://localhost:${PORT}`
// A second build with every optional setting on, served beside the default one: test analytics ids
// (analytics.spec.ts), a quote form endpoint whose receiver the test starts (quote-delivery.spec.ts), an owner's
// page with every section type (owner-pages.spec.ts, a11y-owner-pages.spec.ts) and the instant estimate switched on
// (estimate.spec.ts), which the site does not ship: its content is tests/fixtures/content-every-option/; and the
// editor's own GitHub sign-in against a GitHub stand-in the test starts (editor-sign-in.spec.ts). The sign-in's
// settings are the build's (the editor's config) and the server's (the helper), the secret a fake one.
const ANALYTICS_PORT = Number(process.env.E2E_ANALYTICS_PORT ?? PORT + 1)
const analyticsURL = `http://localhost:${ANALYTICS_PORT}`
const SIGN_IN_ENV = `CMS_GITHUB_CLIENT_ID=${STAND_IN_CLIENT_ID} CMS_GITHUB_CLIENT_SECRET=${STAND_IN_CLIENT_SECRET} CMS_GITHUB_URL=${GITHUB_STAND_IN_URL} CMS_AUTH_URL=${analyticsURL}`
const ANALYTICS_ENV = `BUILD_DIR=build-analytics GA_MEASUREMENT_ID=G-TEST123 CLARITY_PROJECT_ID=testclarity QUOTE_FORM_ENDPOINT=${QUOTE_ENDPOINT} CONTENT_DIR=tests/fixtures/content-every-option ${SIGN_IN_ENV}`
// A third build: the tests' content with only the instant estimate switched on (tests/e2e/estimate-build.ts), whose
// home budget.spec.ts measures on the wire (decision 036). E2E_PORT + 17: no spec's own server uses it.
const ESTIMATE_PORT = Number(process.env.E2E_ESTIMATE_PORT ?? PORT + 17)
const SECOND_BUILD_SPECS = /\/(analytics|quote-delivery|owner-pages|editor-sign-in|estimate)\.spec\.ts$/
// A test of one layout only is tagged with it (`{ tag: "@phone" }`) and runs in that project alone.
const PHONE_ONLY = /@phone/
const DESKTOP_ONLY = /@desktop/

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["./tests/summary-reporter.ts"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // Recording a trace for every test costs CPU on 2 cores; a failing test records one on its retry.
    trace: "on-first-retry",
    // The browser resolves no host but localhost: the quote form, maps and analytics fail as they
    // do offline, in every test, without intercepting each request (tests that need a third-party
    // response stub it with page.route).
    launchOptions: {
      executablePath: findTestBrowser(),
      args: [...BROWSER_ARGS, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost"],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } },
      testIgnore: SECOND_BUILD_SPECS,
      grepInvert: PHONE_ONLY,
    },
    {
      name: "mobile",
      use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 812 }, isMobile: false, hasTouch: true },
      testMatch: /(a11y|layout|mobile).*\.spec\.ts/,
      grepInvert: DESKTOP_ONLY,
    },
    {
      name: "analytics",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 }, baseURL: analyticsURL },
      testMatch: SECOND_BUILD_SPECS,
    },
  ],
  webServer: [
    {
      // The production build, served exactly as `npm start` serves it, of a frozen copy of the content: the owner's
      // edits of content/ change no test (decision 034; the photos are content/photos in every build).
      command: `CONTENT_DIR=tests/fixtures/content npm run build && PORT=${PORT} npm run serve`,
      url: `${baseURL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
      stdout: "pipe",
    },
    {
      // Started after the first (the images are then up to date): only Astro's build (with the site's
      // integration) runs again, with the test ids baked in and the CSP admitting the tags.
      command: `${ANALYTICS_ENV} npx astro build && BUILD_DIR=build-analytics ${SIGN_IN_ENV} PORT=${ANALYTICS_PORT} npm run serve`,
      url: `${analyticsURL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
      stdout: "pipe",
    },
    {
      command: `npx tsx tests/e2e/estimate-build.ts && BUILD_DIR=build-estimate PORT=${ESTIMATE_PORT} npm run serve`,
      url: `http://localhost:${ESTIMATE_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
      stdout: "pipe",
    },
  ],
})
