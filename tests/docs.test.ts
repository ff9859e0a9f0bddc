// The repository's own guides: the README stays a newcomer's page, and every link in the guides and decision
// records leads somewhere.
import { readdirSync, statSync } from "node:fs"
import path from "node:path"

import { describe, expect, it } from "vitest"

import { brokenLinks } from "./support/markdown-links"

const ROOT = path.resolve(import.meta.dirname, "..")

/** README.md and every Markdown file under docs/, as paths from the repository's root. */
function guides(): string[] {
  const found = ["README.md"]
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(ROOT, dir)).sort()) {
      const file = path.join(dir, name)
      if (statSync(path.join(ROOT, file)).isDirectory()) walk(file)
      else if (name.endsWith(".md")) found.push(file)
    }
  }
  walk("docs")
  return found
}

describe("the guides", () => {
  it("keep the README at most 15,000 bytes", () => {
    expect(statSync(path.join(ROOT, "README.md")).size).toBeLessThanOrEqual(15_000)
  })

  it("include the owner's, the deploy and the contributor's guide", () => {
    expect(guides()).toEqual(expect.arrayContaining(["docs/owner-guide.md", "docs/deploy.md", "docs/contributing.md"]))
  })

  it.each(guides())("%s links only to files and headings that are there", (file) => {
    expect(brokenLinks(ROOT, file)).toEqual([])
  })
})
