import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { describe, expect, it } from "vitest"

import { faqsFileSchema, pagesFileSchema } from "../src/lib/content/schemas"
import { checkContent, checkJsonFile } from "./check-content"

describe("content check", () => {
  it("passes the committed content", () => {
    expect(checkContent()).toEqual([])
  })

  it("names the file, the field and the problem", () => {
    const dir = mkdtempSync(join(tmpdir(), "content-"))
    const file = join(dir, "faqs.json")
    writeFileSync(file, JSON.stringify({ home: [{ question: "Hi?", answer: "Too short" }] }))
    const problems = checkJsonFile(file, faqsFileSchema)
    expect(problems).toContain(`${file}: home: must list exactly six questions`)
    expect(problems).toContain(`${file}: home[0].question: must be at least 5 characters`)
  })

  it("reports JSON syntax errors", () => {
    const file = join(mkdtempSync(join(tmpdir(), "content-")), "pages.json")
    writeFileSync(file, "{ nope")
    expect(checkJsonFile(file, pagesFileSchema)[0]).toMatch(/pages\.json: \(file\): not valid JSON/)
  })
})
