/**
 * The Node server's secret without LEADS_SECRET: `<LEADS_DB>.secret`, 0600, never in the store, so a backup does not
 * carry the key to the addresses it hashed (issue 64). A secret still in the settings row moves to the file.
 */
import { randomBytes } from "node:crypto"
import { readFileSync, writeFileSync } from "node:fs"

import { query, type SqlDatabase } from "./sql.ts"

export function nodeSecret(dbPath: string, db: SqlDatabase, fromEnv?: string): () => Promise<string> {
  const file = `${dbPath}.secret`
  const read = () => {
    try {
      return readFileSync(file, "utf8").trim()
    } catch {
      return ""
    }
  }
  // Read first, and written only when there is a row to move: a store locked by another process still gives a token.
  const row = async () => (await query(db, "SELECT value FROM settings WHERE name = 'token_secret'"))[0]?.value
  const dropRow = () => query(db, "DELETE FROM settings WHERE name = 'token_secret'")
  return async () => {
    const kept = await row()
    if (fromEnv) {
      if (kept !== undefined) await dropRow()
      return fromEnv
    }
    if (!read()) {
      // Opening the store made its folder (0700, node-sqlite.ts).
      const made = typeof kept === "string" && kept ? kept : randomBytes(32).toString("base64")
      try {
        writeFileSync(file, `${made}\n`, { flag: "wx", mode: 0o600 })
      } catch (error) {
        // Another process wrote it first: its secret is the one.
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
      }
    }
    const secret = read()
    if (!secret) throw new Error(`the lead store's secret file ${file} is empty: delete it, and a new one is made`)
    if (kept !== undefined) await dropRow()
    return secret
  }
}
