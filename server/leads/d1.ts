// The lead store's database on Cloudflare Pages: D1, behind the same SqlDatabase as the Node server's node:sqlite
// (sql.ts, decision 031).
import type { SqlDatabase, SqlRow, SqlStatement, SqlValue } from "./sql.ts"

/** The parts of Cloudflare's D1 binding used here (its full types are in @cloudflare/workers-types). */
interface D1PreparedStatement {
  bind(...values: SqlValue[]): D1PreparedStatement
}
export interface D1Binding {
  prepare(sql: string): D1PreparedStatement
  batch(statements: D1PreparedStatement[]): Promise<{ results?: SqlRow[] }[]>
}

/** D1's batch() runs its statements as one transaction, all or none, which is what SqlDatabase's promises. */
export function d1Database(d1: D1Binding): SqlDatabase {
  return {
    async batch(statements: SqlStatement[]) {
      if (statements.length === 0) return []
      const results = await d1.batch(statements.map(({ sql, params = [] }) => d1.prepare(sql).bind(...params)))
      return results.map((result) => result.results ?? [])
    },
  }
}
