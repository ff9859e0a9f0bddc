import { existsSync } from "node:fs"

/** Where a Chromium might be: CHROME_PATH first, then Debian's and the usual system locations. */
export const BROWSER_CANDIDATES = [
  process.env.CHROME_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome-stable",
  "/usr/bin/google-chrome",
].filter((path): path is string => Boolean(path))

export function findBrowser(): string | undefined {
  return BROWSER_CANDIDATES.find((path) => existsSync(path))
}

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
