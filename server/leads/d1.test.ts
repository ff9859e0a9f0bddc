// The D1 SqlDatabase against a real D1: wrangler's local one (workerd's SQLite), bound as wrangler.toml binds it.
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { getPlatformProxy } from "wrangler"

import { d1Database, type D1Binding } from "./d1.ts"
import { OFFLINE_ENV } from "./local-d1.ts"
import type { SqlDatabase } from "./sql.ts"

Object.assign(process.env, OFFLINE_ENV)
const state = mkdtempSync(join(tmpdir(), "d1-test-"))
let proxy: Awaited<ReturnType<typeof getPlatformProxy<{ LEADS_D1: D1Binding }>>>
let db: SqlDatabase

beforeAll(async () => {
  proxy = await getPlatformProxy<{ LEADS_D1: D1Binding }>({ persist: { path: state } })
  db = d1Database(proxy.env.LEADS_D1)
  await db.batch([{ sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL, score REAL)" }])
}, 30_000)

afterAll(async () => {
  await proxy?.dispose()
  rmSync(state, { recursive: true, force: true })
})

describe("d1Database", () => {
  it("runs the statements in order and returns each one's rows, values bound as values", async () => {
    const hostile = `Robert'); DROP TABLE notes; -- <b>hi</b>`
    const rows = await db.batch([
      { sql: "INSERT INTO notes (body, score) VALUES (?, ?)", params: [hostile, 2.5] },
      { sql: "INSERT INTO notes (body, score) VALUES (?, ?)", params: ["second", null] },
      { sql: "SELECT body, score FROM notes ORDER BY id" },
      { sql: "SELECT count(*) AS n FROM notes WHERE body = ?", params: ["second"] },
    ])
    expect(rows).toEqual([
      [],
      [],
      [
        { body: hostile, score: 2.5 },
        { body: "second", score: null },
      ],
      [{ n: 1 }],
    ])
  })

  it("keeps none of a batch when one of its statements fails", async () => {
    await expect(
      db.batch([
        { sql: "INSERT INTO notes (body) VALUES (?)", params: ["kept only if all succeed"] },
        { sql: "INSERT INTO notes (body) VALUES (NULL)" },
      ]),
    ).rejects.toThrow(/NOT NULL/)
    const [rows] = await db.batch([
      { sql: "SELECT count(*) AS n FROM notes WHERE body = ?", params: ["kept only if all succeed"] },
    ])
    expect(rows).toEqual([{ n: 0 }])
  })

  it("answers an empty batch with no rows, without asking D1", async () => {
    await expect(db.batch([])).resolves.toEqual([])
  })
})
