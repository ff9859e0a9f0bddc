// The repository stands alone: no comment, test title, guide or script points to a document or tool a clone of it
// does not have. Decision records (docs/decisions/) may name what they measured with, so they are not read here.
import { readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"

import { describe, expect, it } from "vitest"

const ROOT = path.resolve(import.meta.dirname, "..")

/** The folders and files read, from the repository's root; of docs/, only the guides at its top. */
const READ = ["src", "scripts", "server", "tests", "functions", "netlify", ".ci", ".github", "README.md", "docs"]

const TEXT = /\.(ts|tsx|astro|mjs|js|cjs|css|md|json|ya?ml|sh|html|txt)$|^run$/

/** Built from pieces, so this file does not match it. */
const OUTSIDE = new RegExp(
  [
    ["sha", "red/"].join(""),
    `${["SP", "EC"].join("")}(\\.md| section| §)`,
    ["DES", "IGN\\.md"].join(""),
    ["STY", "LE\\.md"].join(""),
  ].join("|"),
)

function filesIn(entry: string): string[] {
  const full = path.join(ROOT, entry)
  if (!statSync(full).isDirectory()) return [entry]
  if (entry === "docs")
    return readdirSync(full)
      .filter((name) => name.endsWith(".md"))
      .map((name) => `docs/${name}`)
  return readdirSync(full).flatMap((name) => {
    const child = path.join(entry, name)
    if (statSync(path.join(ROOT, child)).isDirectory()) return filesIn(child)
    return TEXT.test(name) ? [child] : []
  })
}

/** Each line that points outside the repository, as `file:line: text`. */
function outsideReferences(files: string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(path.join(ROOT, file), "utf8")
      .split("\n")
      .flatMap((line, index) => (OUTSIDE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  )
}

describe("the repository", () => {
  it("reads the code, the tests, the scripts and the guides", () => {
    const files = READ.flatMap(filesIn)
    expect(files).toEqual(expect.arrayContaining(["README.md", "docs/contributing.md", "server/index.ts"]))
    expect(files.filter((file) => file.startsWith("docs/decisions/"))).toEqual([])
  })

  it("names no document or tool outside itself", () => {
    expect(outsideReferences(READ.flatMap(filesIn))).toEqual([])
  })

  it("would notice such a reference", () => {
    const line = `see ../${["sha", "red"].join("")}/tools/x.sh and ${["SP", "EC"].join("")} section 4`
    expect(OUTSIDE.test(line)).toBe(true)
  })
})
