/** The one thing the lead store needs of a database (decision 030): node:sqlite on Node, D1 on Cloudflare. */
export type SqlValue = string | number | null
export type SqlStatement = { sql: string; params?: SqlValue[] }
export type SqlRow = Record<string, SqlValue>

export interface SqlDatabase {
  /** Runs the statements in order in one transaction, all or none; returns each statement's rows. */
  batch(statements: SqlStatement[]): Promise<SqlRow[][]>
  /** After a lead is deleted: a host whose file keeps old copies of pages (SQLite's WAL) writes them over. */
  afterDelete?(): Promise<void>
}

export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error))

export async function query(db: SqlDatabase, sql: string, params: SqlValue[] = []): Promise<SqlRow[]> {
  const [rows] = await db.batch([{ sql, params }])
  return rows ?? []
}
