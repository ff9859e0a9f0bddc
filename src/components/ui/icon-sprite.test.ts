import { readFileSync } from "node:fs"

import { describe, expect, it } from "vitest"

import { ICON_NAMES } from "~/lib/content/icon-names"

import { buildIconSprite, SPRITE_FILE } from "../../../scripts/tools/generate-icon-sprite"

describe("icon sprite", () => {
  const committed = readFileSync(SPRITE_FILE, "utf8")

  it("is up to date with the icon list (run `npx tsx scripts/tools/generate-icon-sprite.ts`)", () => {
    expect(committed).toBe(buildIconSprite())
  })

  it("has a symbol for every icon a content file may name", () => {
    for (const name of ICON_NAMES) expect(committed).toContain(`<symbol id="${name}" viewBox="0 0 24 24"><`)
  })
})
