import { describe, expect, it } from "vitest"

import { isBusy, whileBusy } from "./local-d1.ts"

// workerd's words when `npm run serve:cloudflare` holds the file (seen in cloudflare.spec.ts under load).
const BUSY = new Error("workerd/util/sqlite.c++:914: failed: SQLite failed; database is locked: SQLITE_BUSY")

describe("whileBusy", () => {
  it("reads again while the local D1 is busy, and answers with the first read that works", async () => {
    let calls = 0
    const read = async () => {
      calls++
      if (calls < 3) throw BUSY
      return "rows"
    }
    expect(await whileBusy(read, { delayMs: 1 })).toBe("rows")
    expect(calls).toBe(3)
  })

  it("gives up after its tries with the busy error, and never retries another error", async () => {
    let calls = 0
    await expect(whileBusy(async () => (calls++, Promise.reject(BUSY)), { tries: 3, delayMs: 1 })).rejects.toBe(BUSY)
    expect(calls).toBe(3)
    const missing = new Error("no such table: leads")
    calls = 0
    await expect(whileBusy(async () => (calls++, Promise.reject(missing)), { delayMs: 1 })).rejects.toBe(missing)
    expect(calls).toBe(1)
    expect([isBusy(BUSY), isBusy(missing)]).toEqual([true, false])
  })
})
