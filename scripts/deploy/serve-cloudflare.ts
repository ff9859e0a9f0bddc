/**
 * `npm run serve:cloudflare` (decision 031): the build under wrangler's local Pages runtime, functions and local D1
 * included. PORT (default 8788), BUILD_DIR, LOCAL_CLOUDFLARE_STATE (default .wrangler/state) as in docs/deploy.md.
 */
import { spawn } from "node:child_process"
import { existsSync } from "node:fs"

// First: .env's PORT and LOCAL_CLOUDFLARE_STATE, as npm run leads -- … --cloudflare reads them.
import "../../server/load-env.ts"

import { CLIENT_DIR, HEADERS_FILE } from "../../server/build-dir.ts"
import { FUNCTION_SETTINGS } from "../../server/leads/cloudflare.ts"
import { LOCAL_STATE, OFFLINE_ENV } from "../../server/leads/local-d1.ts"
import { contractIn } from "../../server/live-form.ts"
import { buildInputs, whyBuildAgain } from "../lib/build-inputs.ts"
import { applyLocalMigrations, wranglerCli } from "./wrangler.ts"

if (!existsSync(HEADERS_FILE)) {
  console.error(`${HEADERS_FILE} is missing: build the site first (npm run build)`)
  process.exit(1)
}

// The functions read SITE_URL and the rest from .env and the environment now: a build made with others (SITE_URL given
// on the build's command line only) would have every post refused as "posted from a page on another site".
const changed = whyBuildAgain(contractIn(CLIENT_DIR).contract?.fingerprint, buildInputs(process.env))
if (changed) console.warn(`${changed}: build again (npm run build) with the settings this server has.`)

process.stdout.write(applyLocalMigrations())

const port = process.env.PORT ?? "8788"
const host = process.env.HOST || "127.0.0.1"

const bindings = FUNCTION_SETTINGS.filter((name) => process.env[name]).flatMap((name) => [
  "--binding",
  `${name}=${process.env[name]}`,
])

const wrangler = spawn(
  process.execPath,
  [
    "--no-warnings",
    wranglerCli(),
    "pages",
    "dev",
    // wrangler.toml names build/client, Astro's own folder; BUILD_DIR's build is served the same way.
    CLIENT_DIR,
    "--port",
    port,
    "--ip",
    host,
    "--persist-to",
    LOCAL_STATE,
    // Headless: no key shortcuts to read, and no script added to the pages.
    "--show-interactive-dev-session=false",
    "--live-reload=false",
    ...bindings,
  ],
  { stdio: "inherit", env: { ...process.env, ...OFFLINE_ENV } },
)

// wrangler stops its workerd processes on SIGTERM and SIGINT; pass them on, and leave with its status.
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => wrangler.kill(signal))
wrangler.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
