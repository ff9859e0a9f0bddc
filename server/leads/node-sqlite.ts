/**
 * The lead store on the Node server: node:sqlite (Node 24's own SQLite, no native build) behind the SqlDatabase the
 * lead code asks for (sql.ts). WAL, so the owner's export reads while the server writes; synchronous=FULL, so a
 * committed lead survives a power cut, not only a crash; each batch in BEGIN IMMEDIATE … COMMIT, all or none. The file
 * is created, and the migrations not yet applied are applied, at first use (decision 030).
 *
 * SQLite's own busy wait would block the server's only thread, and every page with it: a batch that finds the store
 * locked by another connection tries again on a timer instead, and fails after BUSY_TIMEOUT_MS (decision 042).
 *
 * Only the owner reads the files: the store (and so its -wal and -shm, which SQLite creates with the store's mode) is
 * 0600, a folder made for it 0700.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, statSync } from "node:fs"
import { dirname, join } from "node:path"
import { DatabaseSync, type StatementSync } from "node:sqlite"
import { setTimeout as sleep } from "node:timers/promises"
import { fileURLToPath } from "node:url"

import type { SqlDatabase, SqlRow, SqlStatement } from "./sql.ts"

/** How long a write waits for another connection's lock before the request is answered with an error. */
const BUSY_TIMEOUT_MS = 2000
/** How often a batch that found the store locked tries again. */
const BUSY_RETRY_MS = 25

/** SQLITE_BUSY, and its extended codes: another connection holds the lock. */
const isBusy = (error: unknown) => ((error as { errcode?: number }).errcode ?? 0) % 256 === 5

/**
 * The lead store's migrations: the .sql files of migrations/ in name order (`0001_leads.sql`, `0002_…`), the one
 * source both hosts use (wrangler applies the same folder to D1 with `migrations_dir`).
 */
const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url))
const readMigrations = () =>
  readdirSync(MIGRATIONS_DIR)
    .filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(MIGRATIONS_DIR, name), "utf8") }))

/**
 * Runs `work` in BEGIN IMMEDIATE … COMMIT: the write lock is taken first, so two writers never deadlock halfway. Reads
 * alone take no lock (WAL): the health answer and the token's secret are read while another process writes.
 */
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

/**
 * The migrations not yet applied, in order, each with its record, in one transaction. The record is D1's own table
 * (wrangler's d1_migrations), so the two hosts read the same history.
 */
function applyMigrations(db: DatabaseSync) {
  inTransaction(db, () => {
    db.exec(`CREATE TABLE IF NOT EXISTS d1_migrations (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT UNIQUE,
      applied_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
    )`)
    const applied = new Set(
      db
        .prepare("SELECT name FROM d1_migrations")
        .all()
        .map((row) => row.name),
    )
    for (const migration of readMigrations()) {
      if (applied.has(migration.name)) continue
      db.exec(migration.sql)
      db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").run(migration.name)
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

/** Opens (creating it if need be) and migrates the store's file. */
function openSqliteFile(path: string) {
  ownerOnlyFile(path)
  // No busy wait inside SQLite: batch() waits on a timer.
  const db = new DatabaseSync(path, { timeout: 0 })
  try {
    db.exec("PRAGMA journal_mode = WAL")
    db.exec("PRAGMA synchronous = FULL")
    applyMigrations(db)
    return db
  } catch (error) {
    db.close()
    throw error
  }
}

export type NodeSqlite = SqlDatabase & {
  /** The open connection, opening it first: for the owner's backup (node:sqlite's backup takes one). */
  connection(): DatabaseSync
  close(): void
  /** Whether the file has been opened by this process. */
  readonly opened: boolean
}

/**
 * A SqlDatabase over the file at `path`, opened at its first batch. A file that cannot be opened (unreadable, a
 * folder that cannot be made) fails that batch, and the next one tries again: mending the file needs no restart.
 */
export function nodeSqlite(path: string, options: { busyTimeoutMs?: number } = {}): NodeSqlite {
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
