/**
 * The local D1 that `npm run serve:cloudflare` runs the lead store on (wrangler's local Pages runtime), opened from
 * Node as the store's SqlDatabase through wrangler's own platform proxy: the binding wrangler.toml declares, in a
 * workerd of its own. `npm run leads -- export --cloudflare` reads it with the same queries as the Node store.
 * wrangler is a dev dependency, loaded only here (decision 031).
 */
import { join } from "node:path"

import { d1Database, type D1Binding } from "./cloudflare.ts"

/** Where wrangler keeps the local D1 (and its other local state); git ignores .wrangler/. */
export const LOCAL_STATE = process.env.LOCAL_CLOUDFLARE_STATE ?? ".wrangler/state"

/** The lead store's D1 database and its binding, as wrangler.toml names them. */
export const LEADS_DATABASE = "leads"
const LEADS_BINDING = "LEADS_D1"

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

/** The local D1 as a SqlDatabase; dispose it when done, which stops its workerd. */
export async function openLocalD1(state = LOCAL_STATE) {
  Object.assign(process.env, OFFLINE_ENV)
  const wrangler = await import("wrangler").catch(() => {
    throw new Error(
      "Reading the local Cloudflare copy needs wrangler, a development tool: run npm ci (not --omit=dev).",
    )
  })
  // `--persist-to X` keeps its state in X/v3; the proxy takes the folder as it is.
  const proxy = await wrangler.getPlatformProxy<{ [LEADS_BINDING]: D1Binding }>({
    persist: { path: join(state, "v3") },
  })
  const binding = proxy.env[LEADS_BINDING]
  return { db: d1Database(binding), binding, dispose: () => proxy.dispose() }
}
