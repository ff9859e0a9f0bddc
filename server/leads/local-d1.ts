/**
 * The local D1 of `npm run serve:cloudflare`, opened from Node through wrangler's platform proxy for the owner's
 * commands. wrangler is a dev dependency, loaded only here (decision 031).
 */
import { join } from "node:path"

import { d1Database, type D1Binding } from "./d1.ts"

/** Where wrangler keeps the local D1 (and its other local state); git ignores .wrangler/. */
export const LOCAL_STATE = process.env.LOCAL_CLOUDFLARE_STATE ?? ".wrangler/state"

/** The lead store's D1 database and its binding, as wrangler.toml names them. */
export const LEADS_DATABASE = "leads"
const LEADS_BINDING = "LEADS_D1"

/** wrangler and miniflare ask the internet at start, each waiting up to 3 s offline: these turn all four off (031). */
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

const BUSY = /SQLITE_BUSY|database is locked/

/** Whether the local D1 refused because the running `npm run serve:cloudflare` held its file at that moment. */
export const isBusy = (error: unknown) => BUSY.test(String(error))

/**
 * A read of the local D1, tried again while the running copy's workerd holds its file (SQLITE_BUSY): the owner's
 * export must not fail because a visitor's request was being written at that moment.
 */
export async function whileBusy<T>(read: () => Promise<T>, { tries = 6, delayMs = 250 } = {}): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await read()
    } catch (error) {
      if (attempt >= tries || !isBusy(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, delayMs * attempt))
    }
  }
}
