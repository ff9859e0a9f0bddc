/**
 * The suite's third build, in build-estimate/: the tests' copy of the content (decision 034) with the instant estimate
 * switched on and nothing else, so budget.spec.ts measures home as an owner who turns the estimate on ships it
 * (decision 036). The second build has the estimate on too, but its analytics ids and quote endpoint change home's
 * HTML and its headers. Run by playwright.config.ts before it serves the folder; only Astro's build runs (the images
 * are up to date after the first build).
 */
import { spawnSync } from "node:child_process"
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"

const BUILD_DIR = "build-estimate"
const CONTENT = join(BUILD_DIR, "content")

rmSync(CONTENT, { recursive: true, force: true })
cpSync("tests/fixtures/content", CONTENT, { recursive: true })
const estimateFile = join(CONTENT, "estimate.json")
const estimate = JSON.parse(readFileSync(estimateFile, "utf8")) as { enabled: boolean }
writeFileSync(estimateFile, `${JSON.stringify({ ...estimate, enabled: true }, null, 2)}\n`)

const build = spawnSync("npx", ["astro", "build"], {
  stdio: "inherit",
  env: { ...process.env, BUILD_DIR, CONTENT_DIR: CONTENT },
})
process.exit(build.status ?? 1)
