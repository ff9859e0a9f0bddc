/**
 * Running wrangler (a dev dependency) for the local Cloudflare Pages copy: `npm run serve:cloudflare` and
 * `npm run leads -- export --cloudflare` share its state folder and its offline settings (decision 031).
 */
import { execFileSync } from "node:child_process"
import { createRequire } from "node:module"

/** Where wrangler keeps the local D1 (and its other local state); git ignores .wrangler/. */
export const LOCAL_STATE = process.env.LOCAL_CLOUDFLARE_STATE ?? ".wrangler/state"

/** The lead store's D1 database, as wrangler.toml names it. */
export const LEADS_DATABASE = "leads"

/**
 * wrangler and miniflare ask the internet at start: usage metrics, error reports, a newer version (with the banner),
 * and the `Request.cf` object. Each waits up to 3 s for an answer that never comes offline; these turn all four off.
 */
export const OFFLINE_ENV = {
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  WRANGLER_HIDE_BANNER: "true",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
}

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
  "MAIL_FROM",
  "MAIL_API_KEY",
  "MAIL_API_URL",
]

/** wrangler's own entry (its bin script only starts this under a second Node). */
export const wranglerCli = (require = createRequire(import.meta.url)) => require.resolve("wrangler")

/**
 * Runs SQL on the local D1 through `wrangler d1 execute --local --json`, the documented way to read it, and returns
 * the rows of each statement.
 */
export function queryLocalD1(sql: string): Record<string, unknown>[][] {
  const output = execFileSync(
    process.execPath,
    [
      "--no-warnings",
      wranglerCli(),
      "d1",
      "execute",
      LEADS_DATABASE,
      "--local",
      "--persist-to",
      LOCAL_STATE,
      "--json",
      "--command",
      sql,
    ],
    { env: { ...process.env, ...OFFLINE_ENV }, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
  )
  const results = JSON.parse(output) as { results: Record<string, unknown>[]; success: boolean }[]
  return results.map((result) => result.results)
}
