import { existsSync } from "node:fs"

/** Full Chromium or Chrome builds, for Lighthouse (bench) and anything that should see what a visitor's browser does. */
const FULL_BROWSERS = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome-stable",
  "/usr/bin/google-chrome",
]

// About 40 % less CPU for the e2e suite (decision 005); the binary, not /usr/bin's wrapper, which outlives a kill.
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell"

const firstExisting = (paths: (string | undefined)[]) => paths.find((path) => path && existsSync(path))

export const findBrowser = () => firstExisting([process.env.CHROME_PATH, ...FULL_BROWSERS])

export const findTestBrowser = () => firstExisting([process.env.CHROME_PATH, HEADLESS_SHELL, ...FULL_BROWSERS])

/** A Chromium that shows notifications, which the headless shell refuses: the full browser's binary, not its wrapper. */
export const findNotifyingBrowser = () =>
  firstExisting([process.env.CHROME_PATH, "/usr/lib/chromium/chromium", ...FULL_BROWSERS])

export const isHeadlessShell = (path: string) => path === HEADLESS_SHELL

/** Flags for headless Chromium here: root needs no sandbox; the closed network slows background services. */
export const BROWSER_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-default-apps",
]
