/**
 * The lead store's settings on the Node server, from the environment (docs/deploy.md, "The site's own lead store")
 * and the business's facts from content/business.json, read at start: the server imports nothing of src/, and a
 * production install copies that one file beside server/ and build/ (decision 030).
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"

import { storeSettingsFromEnv, type BusinessFile, type Env, type StoreSettings } from "./store-settings.ts"

export const DEFAULT_LEADS_DB = "data/leads.sqlite"
export const BUSINESS_FILE = "content/business.json"
/**
 * The business file of the content folder the site was built from: CONTENT_DIR, as the build reads it (decision 034;
 * the server imports nothing of src/, so the setting is read here too). The e2e suite's servers read the tests' copy.
 */
export const businessFileOf = (env: Env) =>
  env.CONTENT_DIR?.trim() ? join(env.CONTENT_DIR.trim(), "business.json") : BUSINESS_FILE

export type NodeLeadsSettings = StoreSettings & {
  dbPath: string
  smtpUrl?: string
  /** A header a trusted proxy in front sets to the visitor's address (LEADS_CLIENT_IP_HEADER), e.g. X-Real-IP. */
  clientIpHeader?: string
}

function readBusinessFile(file: string): BusinessFile {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as BusinessFile
  } catch (error) {
    throw new Error(
      `The lead store needs the business's name, phone and e-mail from ${file}, which could not be read (${error instanceof Error ? error.message : String(error)}). Copy content/business.json beside server/.`,
    )
  }
}

export function leadsSettingsFromEnv(env: Env = process.env, businessFile = businessFileOf(env)): NodeLeadsSettings {
  return {
    ...storeSettingsFromEnv(env, readBusinessFile(businessFile)),
    dbPath: env.LEADS_DB?.trim() || DEFAULT_LEADS_DB,
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    clientIpHeader: env.LEADS_CLIENT_IP_HEADER?.trim().toLowerCase() || undefined,
  }
}
