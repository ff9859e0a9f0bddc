import { defineConfig, devices } from "@playwright/test"

import { BROWSER_ARGS, findTestBrowser } from "./scripts/lib/browser.ts"
import { GITHUB_STAND_IN_URL, STAND_IN_CLIENT_ID, STAND_IN_CLIENT_SECRET } from "./tests/e2e/github-stand-in.ts"

// The builds and servers the suite starts set their own settings: a developer's .env stays out (server/load-env.ts).
process.env.ENV_FILE = ""
const PORT = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://localhost:${PORT}`
// The second build, every optional setting on (tests/e2e/builds.ts, "build-analytics"), served beside the first for
// the specs that need its analytics ids, quote endpoint, owner's pages, estimate or the editor's own GitHub sign-in,
// whose server-side settings (the stand-in's app, a fake secret) the server is given here.
const ANALYTICS_PORT = Number(process.env.E2E_ANALYTICS_PORT ?? PORT + 1)
const analyticsURL = `http://localhost:${ANALYTICS_PORT}`
const SIGN_IN_ENV = `CMS_GITHUB_CLIENT_ID=${STAND_IN_CLIENT_ID} CMS_GITHUB_CLIENT_SECRET=${STAND_IN_CLIENT_SECRET} CMS_GITHUB_URL=${GITHUB_STAND_IN_URL}`
// The third, the estimate alone switched on, whose home budget.spec.ts weighs on the wire (decision 036). E2E_PORT +
// 17: no spec's own server uses it.
const ESTIMATE_PORT = Number(process.env.E2E_ESTIMATE_PORT ?? PORT + 17)
const SECOND_BUILD_SPECS = /\/(analytics|quote-delivery|owner-pages|editor-sign-in|estimate)\.spec\.ts$/
// The specs that edit a copy of the project in `npm run cms`, the one copy their worker starts (cms-support.ts).
const EDITOR_SPECS = /\/cms(-[a-z-]+)?\.spec\.ts$/
// A test of one layout only is tagged with it (`{ tag: "@phone" }`) and runs in that project alone.
const PHONE_ONLY = /@phone/
const DESKTOP_ONLY = /@desktop/

/** A server Playwright starts before the tests, and waits for at `url`; locally, one already running is used. */
const server = (command: string, url: string) => ({
  command,
  url: `${url}/`,
  reuseExistingServer: !process.env.CI,
  timeout: 300_000,
  stdout: "pipe" as const,
})

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three on two cores: a worker often waits on a server, a SMTP reply or a serial spec's step, and a third fills that
  // time (478 s with two, 408 s with three, same machine, decision 054). E2E_WORKERS measures another count.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // A test that passes only on a second try is a failing test (decision 054).
  retries: 0,
  reporter: [["list"], ["./tests/summary-reporter.ts"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // Recording a trace for every test costs CPU on 2 cores: a failing test is run again alone with --trace on.
    trace: "off",
    // A failing test leaves a picture of its page in test-results/, taken only then: a failure under the whole run's
    // load may not come back when its spec is run alone.
    screenshot: "only-on-failure",
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
      // One worker runs the editor specs one after another on one editor copy; it runs beside the others from the start,
      // being first here, rather than at the end, after them. Its files run in the order of their names: none reads what
      // another saved (each checks its own files), so the order is not part of the tests.
      name: "editor",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } },
      testMatch: EDITOR_SPECS,
      workers: 1,
    },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } },
      testIgnore: [SECOND_BUILD_SPECS, EDITOR_SPECS],
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
    // Every build of the suite first, side by side (builds.ts; under `npm test` they are made already); then the
    // production build, served exactly as `npm start` serves it, of a frozen copy of the content: the owner's edits
    // of content/ change no test (decision 034; the photos are content/photos in every build).
    server(`npx tsx tests/e2e/builds.ts && PORT=${PORT} npm run serve`, baseURL),
    server(
      `BUILD_DIR=build-analytics ${SIGN_IN_ENV} CMS_AUTH_URL=${analyticsURL} PORT=${ANALYTICS_PORT} npm run serve`,
      analyticsURL,
    ),
    server(`BUILD_DIR=build-estimate PORT=${ESTIMATE_PORT} npm run serve`, `http://localhost:${ESTIMATE_PORT}`),
  ],
})
