/** A Chromium for the end-to-end tests (decision 005: Playwright cannot download one here), from apt-get as root. */
import { spawnSync } from "node:child_process"

import { findTestBrowser, isHeadlessShell } from "../scripts/lib/browser.ts"

const canInstall = process.getuid?.() === 0 && spawnSync("which", ["apt-get"]).status === 0

function aptInstall(pkg: string) {
  console.log(`Installing Debian's ${pkg} package for the end-to-end tests (apt-get)…`)
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" }
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env })
  spawnSync("apt-get", ["install", "-y", "-qq", pkg], { stdio: "inherit", env })
  return findTestBrowser()
}

let browser = findTestBrowser()
// On CI or with no browser, the faster headless shell; a developer's full Chromium is kept, not apt-get on every run.
const wantShell = !browser || (Boolean(process.env.CI) && !isHeadlessShell(browser))
if (!process.env.CHROME_PATH && wantShell && canInstall) browser = aptInstall("chromium-headless-shell")
if (!browser && canInstall) browser = aptInstall("chromium")
if (!browser) {
  console.error(`No Chromium browser found for the end-to-end tests.
Install one (Debian/Ubuntu: \`sudo apt-get install chromium-headless-shell\`, or \`chromium\`) or point
CHROME_PATH at any Chromium or Chrome binary, e.g. \`CHROME_PATH=/path/to/chrome npm test\`.`)
  process.exit(1)
}
if (!isHeadlessShell(browser) && !process.env.CHROME_PATH)
  console.log("Note: Chromium's headless shell (chromium-headless-shell) runs the suite about a third faster.")
console.log(`e2e browser: ${browser}`)
