import { describe, expect, it } from "vitest"

import { lostAstroRace } from "./astro-race.ts"

describe("lostAstroRace", () => {
  it("knows Astro's rename of a temporary file another process had already moved", () => {
    // As run 47 printed it (decision 058).
    const output = `[UnknownFilesystemError]
  Caused by:
  ENOENT: no such file or directory, rename '/tmp/ci-clone/.astro/content-assets.mjs.tmp' -> '/tmp/ci-clone/.astro/content-assets.mjs'`
    expect(lostAstroRace(output)).toBe(true)
    expect(
      lostAstroRace("ENOENT: no such file or directory, rename '/p/node_modules/.astro/data-store.json.tmp' -> 'x'"),
    ).toBe(true)
  })

  it("leaves every other failure a failure", () => {
    expect(lostAstroRace("ENOENT: no such file or directory, open '/p/.astro/content-assets.mjs.tmp'")).toBe(false)
    expect(
      lostAstroRace("ENOENT: no such file or directory, rename '/p/build/client/a.tmp' -> '/p/build/client/a'"),
    ).toBe(false)
    expect(lostAstroRace("content/business.json: phone must be a phone number")).toBe(false)
  })
})
