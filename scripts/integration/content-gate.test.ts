// `astro build` itself, stopped by a content slip before it reads the content: the check runs once, in the
// integration's astro:config:setup, and says the file and the field in plain words whatever imports the site config.
import { spawnSync } from "node:child_process"
import { readFileSync, rmSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"

import { describe, expect, it } from "vitest"

import { copyOfContent } from "../../tests/setup/content-copy.ts"

function astroBuildOf(edit: (dir: string) => void, settings: Record<string, string> = {}) {
  const root = copyOfContent("gate-")
  const dir = join(root, "content")
  try {
    edit(dir)
    return spawnSync(process.execPath, [resolve("node_modules/astro/bin/astro.mjs"), "build"], {
      env: { ...process.env, ...settings, CONTENT_DIR: dir },
      encoding: "utf8",
      timeout: 60_000,
    })
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

const change = (file: string, from: string, to: string) => {
  const text = readFileSync(file, "utf8")
  expect(text).toContain(from)
  writeFileSync(file, text.replace(from, to))
}

describe("astro build on content with a slip", () => {
  it("stops on a file that is not JSON, which the site config imports, in words and not a stack trace", () => {
    const run = astroBuildOf((dir) => change(join(dir, "business.json"), '"linkedin": ""', '"linkedin": "",'))
    expect(run.status).toBe(1)
    expect(run.stderr.trim().split("\n")).toEqual([
      "Content check failed (1 problem):",
      expect.stringMatching(/^ {2}\S*business\.json: \(file\): not valid JSON: .* \(line \d+, column \d+\)$/),
    ])
    expect(run.stdout).not.toMatch(/^\s+at /m)
  }, 70_000)

  it("stops on a field the schema refuses, naming the file and the field", () => {
    const run = astroBuildOf((dir) => change(join(dir, "packages.json"), '"priceFrom": 250', '"priceFrom": "250"'))
    expect(run.status).toBe(1)
    expect(run.stderr.trim().split("\n")).toEqual([
      "Content check failed (1 problem):",
      expect.stringMatching(/^ {2}\S*packages\.json: packages\[1\]\.priceFrom .*: must be a price in dollars/),
    ])
  }, 70_000)

  it("stops on a wrong deploy-time setting, naming it, before Astro's own check of its type", () => {
    const run = astroBuildOf(() => {}, { SITE_URL: "www.example.com.au" })
    expect(run.status).toBe(1)
    expect(run.stderr.trim().split("\n")).toEqual([
      'A deploy-time setting is wrong (docs/deploy.md, "Deploy-time values"): SITE_URL must be a full web address starting with https:// (like "https://www.example.com.au"), not "www.example.com.au"',
    ])
  }, 70_000)
})
