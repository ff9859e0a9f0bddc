/**
 * The Node server's secrets without LEADS_SECRET, each in a 0600 file beside the store, never in it, so a backup does
 * not carry them (issue 64): `<LEADS_DB>.secret`, the token secret (one still in the settings row moves to the file),
 * and `<LEADS_DB>.vapid`, the key the phone alerts are signed with (decision 053).
 */
import { randomBytes } from "node:crypto"
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { dirname } from "node:path"

import { query, type SqlDatabase } from "./sql.ts"
import { makeVapidKey } from "./web-push.ts"

const read = (file: string) => {
  try {
    return readFileSync(file, "utf8").trim()
  } catch {
    return ""
  }
}

/** The secret in `file`, made by `make` when there is none; another process's, when it wrote first. */
async function fileSecret(file: string, make: () => string | Promise<string>) {
  if (!read(file)) {
    const made = await make()
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 })
    try {
      writeFileSync(file, `${made}\n`, { flag: "wx", mode: 0o600 })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
    }
  }
  const secret = read(file)
  if (!secret) throw new Error(`the lead store's secret file ${file} is empty: delete it, and a new one is made`)
  return secret
}

export function nodeSecret(dbPath: string, db: SqlDatabase, fromEnv?: string): () => Promise<string> {
  // Read first, and written only when there is a row to move: a store locked by another process still gives a token.
  return async () => {
    const kept = (await query(db, "SELECT value FROM settings WHERE name = 'token_secret'"))[0]?.value
    const secret =
      fromEnv ??
      (await fileSecret(`${dbPath}.secret`, () =>
        typeof kept === "string" && kept ? kept : randomBytes(32).toString("base64"),
      ))
    if (kept !== undefined) await query(db, "DELETE FROM settings WHERE name = 'token_secret'")
    return secret
  }
}

/** The site's VAPID key (web-push.ts's text), made at its first use. */
export const nodeVapidKey = (dbPath: string) => () => fileSecret(`${dbPath}.vapid`, makeVapidKey)
