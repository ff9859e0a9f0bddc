// The repository stands alone: no comment, test title, guide or script points to a document or tool a clone of it
// does not have. Decision records (docs/decisions/) may name what they measured with, so they are not read here.
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

import { describe, expect, it } from "vitest"

const ROOT = path.resolve(import.meta.dirname, "..")

/** The folders and files read, from the repository's root; of docs/, only the guides at its top. */
const READ = [
  "src",
  "scripts",
  "server",
  "common",
  "tests",
  "functions",
  "netlify",
  ".ci",
  ".github",
  "README.md",
  "docs",
]

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

/**
 * Each place that points outside the repository, as `file:line: text`. A comment may break the name over two lines,
 * so the lines are also read joined, without their comment markers.
 */
function outsideReferences(root: string, files: string[]): string[] {
  return files.flatMap((file) => {
    const text = readFileSync(path.join(root, file), "utf8")
    const lines = text
      .split("\n")
      .flatMap((line, index) => (OUTSIDE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []))
    const joined = OUTSIDE.exec(text.replace(/\s*\n\s*(?:\/\/|\*|#)?\s*/g, " "))
    return lines.length === 0 && joined ? [`${file}: ${joined[0]} (across two lines)`] : lines
  })
}

describe("the repository", () => {
  it("reads the code, the tests, the scripts and the guides", () => {
    const files = READ.flatMap(filesIn)
    expect(files).toEqual(expect.arrayContaining(["README.md", "docs/contributing.md", "server/index.ts"]))
    expect(files.filter((file) => file.startsWith("docs/decisions/"))).toEqual([])
  })

  it("names no document or tool outside itself", () => {
    expect(outsideReferences(ROOT, READ.flatMap(filesIn))).toEqual([])
  })

  it("would notice such a reference, also broken over two comment lines", () => {
    const spec = ["SP", "EC"].join("")
    const root = mkdtempSync(path.join(tmpdir(), "stands-alone-"))
    writeFileSync(path.join(root, "one.ts"), `// as ${spec} section 4 says\n// as ${spec}\n// section 8 says\n`)
    writeFileSync(path.join(root, "two.ts"), `// as ${spec}\n// section 8 says\n`)
    expect(outsideReferences(root, ["one.ts", "two.ts"])).toEqual([
      `one.ts:1: // as ${spec} section 4 says`,
      `two.ts: ${spec} section (across two lines)`,
    ])
  })
})
