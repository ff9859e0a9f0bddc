import { readFileSync } from "node:fs"

import { describe, expect, it, vi } from "vitest"

import home, { closing, hero } from "site:content/home"
import labels from "site:content/labels"

import { inContentDir } from "../../src/lib/content/content-dir"
import { contentFile, rememberParsed } from "../../src/lib/content/content-file"
import { CONTENT_FILE_NAMES } from "../../src/lib/content/content-files"
import { checkContent } from "./content-check"
import { contentModule } from "./content-module"

const raw = (name: string) => readFileSync(inContentDir(`${name}.json`), "utf8")

describe("site:content/<name>", () => {
  it("serves a file as the build read it, {placeholders} filled, each field also a named export", () => {
    expect(raw("home")).toContain("{publicLiability}")
    expect(home).toEqual(contentFile("home"))
    expect(JSON.stringify(home)).not.toMatch(/\{(publicLiability|phone|email|replyHome)\}/)
    expect(hero).toEqual(home.hero)
    expect(closing.formError).toBe(home.closing.formError)
    expect(labels).toEqual(contentFile("labels"))
  })

  it("writes one export per field, so a script carries only the fields it imports", () => {
    const text = contentModule("home")
    expect(text).toContain(`export const prompt = ${JSON.stringify(contentFile("home").prompt)}`)
    expect(text.split("\n").at(-1)).toBe(`export default { ${Object.keys(contentFile("home")).join(", ")} }`)
  })

  it("reads a file the content check has read from the check's parse, not again", () => {
    const file = inContentDir("labels.json")
    const checked = JSON.parse(raw("labels")) as Record<string, unknown>
    try {
      rememberParsed(file, { ...checked, notFound: { heading: "From the check" } })
      expect(contentFile("labels").notFound).toEqual({ heading: "From the check" })
    } finally {
      rememberParsed(file, checked)
    }
  })

  it("takes every file from the content check's parse, which the build runs first: none is parsed again", () => {
    ;(globalThis as { [key: symbol]: Map<string, unknown> })[Symbol.for("site:content")]!.clear()
    expect(checkContent()).toEqual([])
    const parse = vi.spyOn(JSON, "parse")
    for (const name of CONTENT_FILE_NAMES) contentFile(name)
    expect(parse).not.toHaveBeenCalled()
  })
})
