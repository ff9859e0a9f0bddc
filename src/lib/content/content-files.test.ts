import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { describe, expect, it } from "vitest"

import { EVERY_OPTION_OVERLAY, everyOptionContent } from "../../../tests/setup/every-option-content"
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

  const jsonIn = (dir: string) => readdirSync(dir).filter((name) => name.endsWith(".json"))

  // The tests read a frozen copy of the content (decision 034): a file added to content/ is added to it too. The second
  // build's copy is an overlay on it (tests/setup/every-option-content.ts): the estimate on, and tests/e2e/owner-pages.spec.ts's
  // two pages of the owner's, nothing else.
  it("have their copy in tests/fixtures/, and the every-option overlay only what differs from it", () => {
    const FROZEN = "tests/fixtures/content"
    expect(jsonIn(FROZEN).sort()).toEqual(jsonIn("content").sort())
    expect(jsonIn(`${FROZEN}/owner-pages`)).toEqual([])
    const read = (dir: string, file: string) => JSON.parse(readFileSync(`${dir}/${file}`, "utf8")) as unknown
    expect(readdirSync(EVERY_OPTION_OVERLAY).sort()).toEqual(["estimate.json", "owner-pages"])
    expect(read(EVERY_OPTION_OVERLAY, "estimate.json")).toEqual({
      ...(read(FROZEN, "estimate.json") as object),
      enabled: true,
    })
    expect(readdirSync(`${EVERY_OPTION_OVERLAY}/owner-pages`).sort()).toEqual(["draft-page.json", "every-section.json"])
  })

  it("write the every-option copy whole: the frozen copy with the overlay over it", () => {
    const dir = everyOptionContent(mkdtempSync(join(tmpdir(), "every-option-")))
    expect(readdirSync(dir).sort()).toEqual(readdirSync("tests/fixtures/content").sort())
    expect(JSON.parse(readFileSync(`${dir}/estimate.json`, "utf8")).enabled).toBe(true)
    expect(jsonIn(`${dir}/owner-pages`).sort()).toEqual(["draft-page.json", "every-section.json"])
    rmSync(dir, { recursive: true })
  })
})
