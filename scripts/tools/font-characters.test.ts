import { readFileSync } from "node:fs"

import { describe, expect, it } from "vitest"

import { FONT_CODE_POINTS, unicodeRange } from "./font-characters"

describe("font characters", () => {
  it("joins consecutive code points into ranges", () => {
    expect(unicodeRange([0x20, 0x21, 0x22, 0xa9, 0x2190, 0x2191])).toBe("U+0020-0022, U+00A9, U+2190-2191")
  })

  it("keeps the letters, accents and punctuation the site's copy uses", () => {
    for (const c of "Aaz09é’“”–—…·×©→") expect(FONT_CODE_POINTS).toContain(c.codePointAt(0))
  })

  it("matches the unicode-range of both @font-face rules in app.css", () => {
    const css = readFileSync("src/styles/app.css", "utf8")
    const ranges = [...css.matchAll(/unicode-range:\s*([^;]+);/g)].map((m) => m[1]!.replace(/\s+/g, " ").trim())
    expect(ranges).toEqual([unicodeRange(), unicodeRange()])
  })
})
