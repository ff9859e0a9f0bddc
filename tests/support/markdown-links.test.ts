import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

import { describe, expect, it } from "vitest"

import { brokenLinks, githubSlug, headingAnchors, markdownLinks } from "./markdown-links"

describe("githubSlug", () => {
  it.each([
    ["Changing words, prices, reviews and photos", "changing-words-prices-reviews-and-photos"],
    ["Building blocks to reuse (do not re-create)", "building-blocks-to-reuse-do-not-re-create"],
    ["Riverleaf Eco Cleaning — website", "riverleaf-eco-cleaning--website"],
    ["The owner's guide", "the-owners-guide"],
    ["Running `npm start` on a_server", "running-npm-start-on-a_server"],
    ["See [the guide](guide.md)", "see-the-guide"],
  ])("makes %j into %j", (heading, slug) => {
    expect(githubSlug(heading)).toBe(slug)
  })
})

describe("headingAnchors", () => {
  it("numbers a repeated heading and skips lines in code blocks", () => {
    const markdown = ["# Notes", "## Set-up", "```sh", "# not a heading", "```", "## Set-up ##"].join("\n")
    expect([...headingAnchors(markdown)]).toEqual(["notes", "set-up", "set-up-1"])
  })
})

describe("markdownLinks", () => {
  it("finds links, images and definitions, not what sits in code", () => {
    const markdown = [
      'See [the guide](docs/guide.md#start) and ![a photo](images/a.png "A photo").',
      "Not `[this](code.md)`:",
      "```md",
      "[nor this](fenced.md)",
      "```",
      "[ref]: <decisions/001.md>",
    ].join("\n")
    expect(markdownLinks(markdown)).toEqual([
      { line: 1, target: "docs/guide.md#start" },
      { line: 1, target: "images/a.png" },
      { line: 6, target: "decisions/001.md" },
    ])
  })
})

describe("brokenLinks", () => {
  const root = mkdtempSync(path.join(tmpdir(), "markdown-links-"))
  mkdirSync(path.join(root, "docs", "images"), { recursive: true })
  writeFileSync(path.join(root, "docs", "images", "a.png"), "")
  writeFileSync(path.join(root, "docs", "guide.md"), "# Guide\n\n## Start here\n")

  it("accepts files, folders, headings and web addresses that are there", () => {
    writeFileSync(
      path.join(root, "README.md"),
      "[a](docs/guide.md#start-here) [b](docs/) [c](#readme) [d](https://example.com/x#y) ![e](docs/images/a.png)\n\n# Readme\n",
    )
    expect(brokenLinks(root, "README.md")).toEqual([])
  })

  it("names each missing file, folder and anchor, relative to the linking file", () => {
    writeFileSync(
      path.join(root, "docs", "other.md"),
      "# Other\n\n[a](guide.md#start) [b](images/b.png) [c](../README.md#nowhere) [d](#other) [e](missing/)\n",
    )
    expect(brokenLinks(root, "docs/other.md")).toEqual([
      "docs/other.md:3: guide.md#start: no heading with that anchor",
      "docs/other.md:3: images/b.png: no such file",
      "docs/other.md:3: ../README.md#nowhere: no heading with that anchor",
      "docs/other.md:3: missing/: no such file",
    ])
  })
})
