/** wrangler for `npm run serve:cloudflare`; its state folder and offline settings are server/leads/local-d1.ts's. */
import { execFileSync } from "node:child_process"
import { createRequire } from "node:module"

import { LEADS_DATABASE, LOCAL_STATE, OFFLINE_ENV } from "../../server/leads/local-d1.ts"

/** wrangler's own entry (its bin script only starts this under a second Node). */
export const wranglerCli = () => createRequire(import.meta.url).resolve("wrangler")

/** Applies the lead store's new migrations to the local D1, as `--remote` does (decision 031); returns the output. */
export function applyLocalMigrations(state = LOCAL_STATE) {
  const args = ["d1", "migrations", "apply", LEADS_DATABASE, "--local", "--persist-to", state]
  return execFileSync(process.execPath, ["--no-warnings", wranglerCli(), ...args], {
    env: { ...process.env, ...OFFLINE_ENV },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  })
}
