/**
 * Makes sure the end-to-end tests have a Chromium. Playwright cannot download its own browser on
 * this network, so it uses a system one: CHROME_PATH if set, else Debian's `chromium`, which this
 * script installs with apt-get when it runs as root and none is found.
 */
import { spawnSync } from "node:child_process"

import { findBrowser } from "./lib/browser.ts"

let browser = findBrowser()
if (!browser && process.getuid?.() === 0 && spawnSync("which", ["apt-get"]).status === 0) {
  console.log("No Chromium found: installing Debian's chromium package (apt-get)…")
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" })
  spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } })
  browser = findBrowser()
}
if (!browser) {
  console.error(
    [
      "No Chromium browser found for the end-to-end tests.",
      "Install one (Debian/Ubuntu: `sudo apt-get install chromium`) or point CHROME_PATH at any",
      "Chromium or Chrome binary, e.g. `CHROME_PATH=/path/to/chrome npm test`.",
    ].join("\n"),
  )
  process.exit(1)
}
console.log(`e2e browser: ${browser}`)
