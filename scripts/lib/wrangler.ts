/**
 * Running wrangler (a dev dependency) for the local Cloudflare Pages copy, `npm run serve:cloudflare`; its state
 * folder and offline settings are server/leads/local-d1.ts's, which `npm run leads -- export --cloudflare` reads.
 */
import { execFileSync } from "node:child_process"
import { createRequire } from "node:module"

import { LEADS_DATABASE, LOCAL_STATE, OFFLINE_ENV } from "../../server/leads/local-d1.ts"

export { LOCAL_STATE, OFFLINE_ENV }

/**
 * The functions' settings (the sign-in's, functions/api/auth/; the lead store's, functions/api/leads/) that
 * `npm run serve:cloudflare` hands on from its environment, as a Pages project's variables and secrets are. wrangler
 * reads a .dev.vars or .env file beside wrangler.toml itself.
 */
export const FUNCTION_SETTINGS = [
  "SITE_URL",
  "CMS_GITHUB_CLIENT_ID",
  "CMS_GITHUB_CLIENT_SECRET",
  "CMS_GITHUB_URL",
  "CMS_GITHUB_API_URL",
  "LEADS_SECRET",
  "LEADS_NOTIFY_TO",
  "LEADS_RATE_LIMIT",
  "LEADS_ACK_LIMIT",
  "LEADS_RETENTION_DAYS",
  "MAIL_FROM",
  "MAIL_API_KEY",
  "MAIL_API_URL",
]

/** wrangler's own entry (its bin script only starts this under a second Node). */
export const wranglerCli = (require = createRequire(import.meta.url)) => require.resolve("wrangler")

/** Runs wrangler with these arguments and the offline settings, and returns what it printed. */
function wranglerOutput(args: string[]) {
  return execFileSync(process.execPath, ["--no-warnings", wranglerCli(), ...args], {
    env: { ...process.env, ...OFFLINE_ENV },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  })
}

/**
 * Applies the lead store's migrations not yet applied to the local D1, as `wrangler d1 migrations apply leads --remote`
 * does to the deployed one: wrangler.toml's migrations_dir is server/leads/migrations, the Node server's own, and
 * both hosts record them in D1's d1_migrations table (decision 031).
 */
export function applyLocalMigrations(state = LOCAL_STATE) {
  return wranglerOutput(["d1", "migrations", "apply", LEADS_DATABASE, "--local", "--persist-to", state])
}
