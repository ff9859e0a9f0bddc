import { existsSync, readdirSync, readFileSync } from "node:fs"

import { describe, expect, it } from "vitest"

import { CONTENT_FILE_NAMES, CONTENT_FILES, contentPath, RUNTIME_CONTENT_URLS } from "./content-files"
import { GALLERY_JSON, PORTFOLIO_JSON, TESTIMONIALS_JSON } from "./queries"

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

  // The tests read frozen copies of the content (decision 034): a file added to content/ is added to them too, and the
  // second build's copy is the first with the instant estimate on and the owner's pages of tests/e2e/owner-pages.spec.ts.
  it("have their copies in tests/fixtures/, the second the first with the estimate on and two pages of the owner's", () => {
    const jsonIn = (dir: string) => readdirSync(dir).filter((name) => name.endsWith(".json"))
    const FIRST = "tests/fixtures/content"
    const SECOND = "tests/fixtures/content-every-option"
    expect(jsonIn(FIRST).sort()).toEqual(jsonIn("content").sort())
    expect(jsonIn(SECOND).sort()).toEqual(jsonIn("content").sort())
    const read = (dir: string, file: string) => JSON.parse(readFileSync(`${dir}/${file}`, "utf8")) as unknown
    for (const file of jsonIn(FIRST).filter((name) => name !== "estimate.json"))
      expect(read(SECOND, file), file).toEqual(read(FIRST, file))
    expect(read(SECOND, "estimate.json")).toEqual({ ...(read(FIRST, "estimate.json") as object), enabled: true })
    expect(readdirSync(`${SECOND}/blog`)).toEqual(readdirSync(`${FIRST}/blog`))
    for (const article of readdirSync(`${FIRST}/blog`))
      expect(readFileSync(`${SECOND}/blog/${article}`, "utf8"), article).toBe(
        readFileSync(`${FIRST}/blog/${article}`, "utf8"),
      )
    expect(jsonIn(`${FIRST}/owner-pages`)).toEqual([])
    expect(jsonIn(`${SECOND}/owner-pages`).sort()).toEqual(["draft-page.json", "every-section.json"])
  })
})
