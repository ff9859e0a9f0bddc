import { afterEach, describe, expect, it, vi } from "vitest"

import { ownerPageLinks, ownerPages } from "./read"

describe("the owner's pages on a site that has none", () => {
  afterEach(() => vi.restoreAllMocks())

  it("are none, and reading them warns of nothing (a build printed it once a page)", async () => {
    const said: unknown[] = []
    for (const level of ["warn", "log", "info", "error"] as const)
      vi.spyOn(console, level).mockImplementation((...args) => void said.push(args.join(" ")))
    expect(await ownerPages()).toEqual([])
    expect(await ownerPageLinks()).toEqual({ footer: [], menu: [] })
    expect(said).toEqual([])
  })
})
