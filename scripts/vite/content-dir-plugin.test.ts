import { describe, expect, it } from "vitest"

import { CONTENT_DIR } from "../../src/lib/content/content-dir"
import { contentDirPlugin } from "./content-dir-plugin"

/** The plugin's answer for an import that Vite itself would resolve to `resolved`. */
async function resolveAs(source: string, resolved: string | null) {
  const hook = contentDirPlugin("/site").resolveId as (
    this: unknown,
    source: string,
    importer: string,
    options: object,
  ) => Promise<{ id: string } | null>
  const context = { resolve: async () => (resolved ? { id: resolved, external: false } : null) }
  return (await hook.call(context, source, "/site/src/site.config.ts", {}))?.id ?? null
}

describe("contentDirPlugin", () => {
  it("runs the unit tests on the tests' copy of the content (vitest.config.ts)", () => {
    expect(CONTENT_DIR).toBe("tests/fixtures/content")
  })

  it("resolves a content file imported as JSON into CONTENT_DIR, and nothing else", async () => {
    expect(await resolveAs("../content/business.json", "/site/content/business.json")).toBe(
      "/site/tests/fixtures/content/business.json",
    )
    expect(await resolveAs("../../content/pages.json?import", "/site/content/pages.json?import")).toBe(
      "/site/tests/fixtures/content/pages.json?import",
    )
    expect(await resolveAs("./generated/sizes.json", "/site/src/generated/sizes.json")).toBe(
      "/site/src/generated/sizes.json",
    )
    expect(await resolveAs("../content/photos/hero/hero.jpg", "/site/content/photos/hero/hero.jpg")).toBeNull()
    expect(await resolveAs("../content/missing.json", null)).toBeNull()
  })
})
