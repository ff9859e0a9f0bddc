/**
 * The one thing the lead store needs of a database (decision 030): statements run in order in one transaction. The
 * Node server runs it over node:sqlite (node-sqlite.ts), Cloudflare Pages over D1; every query is SQL both run.
 */
export type SqlValue = string | number | null
export type SqlStatement = { sql: string; params?: SqlValue[] }
export type SqlRow = Record<string, SqlValue>

/** node:sqlite on the Node server, D1 on Cloudflare. */
export interface SqlDatabase {
  /** Runs the statements in order in one transaction, all or none; returns each statement's rows. */
  batch(statements: SqlStatement[]): Promise<SqlRow[][]>
}

/** One statement's rows, for a batch of one. */
export async function query(db: SqlDatabase, sql: string, params: SqlValue[] = []): Promise<SqlRow[]> {
  const [rows] = await db.batch([{ sql, params }])
  return rows ?? []
}
