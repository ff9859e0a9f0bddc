import { defineConfig, devices } from "@playwright/test"

import { BROWSER_ARGS, findBrowser } from "./scripts/lib/browser.ts"

const PORT = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://localhost:${PORT}`

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"], ["./tests/summary-reporter.ts"]] : [["list"], ["./tests/summary-reporter.ts"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: findBrowser(), args: BROWSER_ARGS },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } },
    {
      name: "mobile",
      use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 812 }, isMobile: false, hasTouch: true },
      testMatch: /(a11y|layout|mobile).*\.spec\.ts/,
    },
  ],
  webServer: {
    // The production build, served exactly as `npm start` serves it.
    command: `npm run build && PORT=${PORT} npm run serve`,
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: "pipe",
  },
})
