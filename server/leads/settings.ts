/**
 * The lead store's settings on the Node server, from the environment (docs/deploy.md, "The site's own lead store"),
 * the business's facts from content/business.json and the services' names from packages.json and home.json, read at
 * start: the server imports nothing of src/, and a production install copies those files beside server/ and build/
 * (decisions 030, 037).
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"

import {
  storeSettingsFromEnv,
  type BusinessFile,
  type ContentFiles,
  type Env,
  type ServiceNamesFiles,
  type StoreSettings,
} from "./store-settings.ts"

const DEFAULT_LEADS_DB = "data/leads.sqlite"
const CONTENT_FOLDER = "content"
/**
 * The content folder the site was built from: CONTENT_DIR, as the build reads it (decision 034; the server imports
 * nothing of src/, so the setting is read here too). The e2e suite's servers read the tests' copy.
 */
export const contentDirOf = (env: Env) => env.CONTENT_DIR?.trim() || CONTENT_FOLDER

export type NodeLeadsSettings = StoreSettings & {
  dbPath: string
  smtpUrl?: string
  /** A header a trusted proxy in front sets to the visitor's address (LEADS_CLIENT_IP_HEADER), e.g. X-Real-IP. */
  clientIpHeader?: string
}

function readJson<T>(dir: string, name: string, what: string): T {
  const file = join(dir, name)
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T
  } catch (error) {
    throw new Error(
      `The lead store needs ${what} from ${file}, which could not be read (${error instanceof Error ? error.message : String(error)}). Copy content/business.json, content/packages.json and content/home.json beside server/.`,
    )
  }
}

/** The three content files the store reads, from `dir`. */
function readContentFiles(dir: string): ContentFiles {
  return {
    business: readJson<BusinessFile>(dir, "business.json", "the business's name, phone and e-mail"),
    packages: readJson<ServiceNamesFiles["packages"]>(dir, "packages.json", "the packages' names"),
    home: readJson<ServiceNamesFiles["home"]>(dir, "home.json", "the NDIS service's name"),
  }
}

export function leadsSettingsFromEnv(env: Env = process.env, contentDir = contentDirOf(env)): NodeLeadsSettings {
  return {
    ...storeSettingsFromEnv(env, readContentFiles(contentDir)),
    dbPath: env.LEADS_DB?.trim() || DEFAULT_LEADS_DB,
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    clientIpHeader: env.LEADS_CLIENT_IP_HEADER?.trim().toLowerCase() || undefined,
  }
}
