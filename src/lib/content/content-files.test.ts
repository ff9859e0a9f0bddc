import { existsSync, readdirSync } from "node:fs"

import { describe, expect, it } from "vitest"

import { CONTENT_FILE_NAMES, CONTENT_FILES, contentPath, RUNTIME_CONTENT_URLS } from "./content-files"
import { GALLERY_JSON, PORTFOLIO_JSON, TESTIMONIALS_JSON } from "./paths"

describe("the content files' declarations", () => {
  it("declare every JSON file of content/, and only those", () => {
    const files = readdirSync("content").filter((name) => name.endsWith(".json"))
    expect(CONTENT_FILE_NAMES.map(contentPath).sort()).toEqual(files.map((name) => `content/${name}`).sort())
    for (const name of CONTENT_FILE_NAMES) expect(existsSync(contentPath(name)), name).toBe(true)
  })

  it("publish exactly the files the browser reads, at the addresses it reads them from", () => {
    expect(RUNTIME_CONTENT_URLS).toEqual([GALLERY_JSON, PORTFOLIO_JSON, TESTIMONIALS_JSON])
    expect(CONTENT_FILE_NAMES.filter((name) => CONTENT_FILES[name].read === "run time")).toEqual([
      "gallery",
      "portfolio-postbuild",
      "testimonials",
    ])
  })
})
