/**
 * The lead store on the Node server: node:sqlite behind SqlDatabase, WAL and synchronous=FULL (decision 030); a locked
 * batch tries again on a timer, never in a busy wait inside SQLite (042). The files are 0600, the owner's alone, and a
 * deleted lead is gone from both: secure_delete zeroes what a delete frees, a checkpoint empties the WAL (049).
 */
import {
  accessSync,
  chmodSync,
  closeSync,
  constants,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  statSync,
} from "node:fs"
import { dirname, join } from "node:path"
import { DatabaseSync, type StatementSync } from "node:sqlite"
import { setTimeout as sleep } from "node:timers/promises"
import { fileURLToPath } from "node:url"

import type { SqlRow, SqlStatement } from "./sql.ts"

const BUSY_TIMEOUT_MS = 2000
const BUSY_RETRY_MS = 25

/** SQLITE_BUSY, and its extended codes: another connection holds the lock. */
const isBusy = (error: unknown) => ((error as { errcode?: number }).errcode ?? 0) % 256 === 5

/** wrangler applies the same folder to D1 (`migrations_dir`): one set of migrations for both hosts. */
const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url))

/** BEGIN IMMEDIATE takes the write lock first, so two writers never deadlock halfway; reads alone take none (WAL). */
function inTransaction<T>(db: DatabaseSync, work: () => T, reads = false): T {
  db.exec(reads ? "BEGIN" : "BEGIN IMMEDIATE")
  try {
    const result = work()
    db.exec("COMMIT")
    return result
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK")
    throw error
  }
}

/** The migrations not yet applied, in name order, in one transaction, recorded in D1's own d1_migrations table. */
function applyMigrations(db: DatabaseSync) {
  inTransaction(db, () => {
    db.exec(`CREATE TABLE IF NOT EXISTS d1_migrations (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT UNIQUE,
      applied_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
    )`)
    const applied = db.prepare("SELECT 1 FROM d1_migrations WHERE name = ?")
    for (const name of readdirSync(MIGRATIONS_DIR).sort()) {
      if (!/^\d{4}_[\w-]+\.sql$/.test(name) || applied.get(name)) continue
      db.exec(readFileSync(join(MIGRATIONS_DIR, name), "utf8"))
      db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").run(name)
    }
  })
}

/** A file of the owner's alone: created 0600 (its folder 0700 when made here), or made so if an older one is not. */
export function ownerOnlyFile(path: string) {
  const dir = dirname(path)
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: 0o700 })
  try {
    closeSync(openSync(path, "wx", 0o600))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
  }
  for (const file of [path, `${path}-wal`, `${path}-shm`])
    if (existsSync(file) && (statSync(file).mode & 0o777) !== 0o600) chmodSync(file, 0o600)
}

/**
 * Why the store's file can't be made or written at `path`, or undefined. The file is made at the first request that
 * needs it: this says at the start what that request would meet.
 */
export function whyNoStoreFile(path: string) {
  let dir = dirname(path)
  while (!existsSync(dir)) dir = dirname(dir)
  const writable = (where: string) => {
    try {
      accessSync(where, constants.W_OK)
      return true
    } catch {
      return false
    }
  }
  if (existsSync(path)) {
    if (!statSync(path).isFile()) return `${path} is a folder, not a file`
    return writable(path) ? undefined : `the server's user can't write ${path}`
  }
  if (!statSync(dir).isDirectory()) return `${dir} is a file, not a folder`
  return writable(dir) ? undefined : `the server's user can't write in ${dir}`
}

function openSqliteFile(path: string) {
  ownerOnlyFile(path)
  const db = new DatabaseSync(path, { timeout: 0 })
  try {
    db.exec("PRAGMA journal_mode = WAL")
    db.exec("PRAGMA synchronous = FULL")
    db.exec("PRAGMA secure_delete = ON")
    applyMigrations(db)
    return db
  } catch (error) {
    db.close()
    throw error
  }
}

export type NodeSqlite = ReturnType<typeof nodeSqlite>

/** Opened at its first batch; a file that cannot be opened fails that batch only: mending it needs no restart. */
export function nodeSqlite(path: string, options: { busyTimeoutMs?: number } = {}) {
  let db: DatabaseSync | undefined
  const statements = new Map<string, StatementSync>()
  const connection = () => (db ??= openSqliteFile(path))
  const prepared = (sql: string) => {
    if (!statements.has(sql)) statements.set(sql, connection().prepare(sql))
    return statements.get(sql)!
  }
  return {
    async batch(list: SqlStatement[]) {
      const deadline = performance.now() + (options.busyTimeoutMs ?? BUSY_TIMEOUT_MS)
      const reads = list.every(({ sql }) => /^\s*SELECT\b/i.test(sql))
      for (;;) {
        try {
          const open = connection()
          const work = () => list.map(({ sql, params = [] }) => prepared(sql).all(...params) as SqlRow[])
          return inTransaction(open, work, reads)
        } catch (error) {
          if (!isBusy(error) || performance.now() + BUSY_RETRY_MS > deadline) throw error
          await sleep(BUSY_RETRY_MS)
        }
      }
    },
    /** The WAL's pages copied into the file and the WAL emptied: it still held the deleted lead's older pages. */
    async afterDelete() {
      connection().exec("PRAGMA wal_checkpoint(TRUNCATE)")
    },
    /** The open connection, opening it first: for the owner's backup (node:sqlite's backup takes one). */
    connection,
    close() {
      statements.clear()
      db?.close()
      db = undefined
    },
    get opened() {
      return db !== undefined
    },
  }
}
