/**
 * Running wrangler (a dev dependency) for the local Cloudflare Pages copy, `npm run serve:cloudflare`; its state
 * folder and offline settings are server/leads/local-d1.ts's, which `npm run leads -- export --cloudflare` reads.
 */
import { execFileSync } from "node:child_process"
import { createRequire } from "node:module"

import { LEADS_DATABASE, LOCAL_STATE, OFFLINE_ENV } from "../../server/leads/local-d1.ts"

/** wrangler's own entry (its bin script only starts this under a second Node). */
export const wranglerCli = () => createRequire(import.meta.url).resolve("wrangler")

/**
 * Applies the lead store's migrations not yet applied to the local D1, as `wrangler d1 migrations apply leads --remote`
 * does to the deployed one: wrangler.toml's migrations_dir is server/leads/migrations, the Node server's own, and
 * both hosts record them in D1's d1_migrations table (decision 031). Returns what wrangler printed.
 */
export function applyLocalMigrations(state = LOCAL_STATE) {
  const args = ["d1", "migrations", "apply", LEADS_DATABASE, "--local", "--persist-to", state]
  return execFileSync(process.execPath, ["--no-warnings", wranglerCli(), ...args], {
    env: { ...process.env, ...OFFLINE_ENV },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  })
}
