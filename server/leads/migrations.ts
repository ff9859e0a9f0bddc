/**
 * The lead store's migrations on Node: the .sql files of migrations/ in name order, the one source both hosts use
 * (wrangler applies the same folder to D1 with `migrations_dir`; a bundler may import the files as text instead).
 */
import { readdirSync, readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"

export type Migration = { name: string; sql: string }

const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url))

/** `0001_leads.sql`, `0002_…`: four digits, an underscore, a name. */
const MIGRATION_FILE = /^\d{4}_[\w-]+\.sql$/

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort()
    .map((name) => ({ name, sql: readFileSync(`${dir}/${name}`, "utf8") }))
}
