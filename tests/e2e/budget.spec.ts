import { readFileSync } from "node:fs"
import { join } from "node:path"
import { gzipSync } from "node:zlib"

import { ALL_PATHS } from "./support"
import { expect, test } from "./test"

/** DESIGN.md: first-load JavaScript (gzip) of scripts and modulepreloads in the HTML. */
const BUDGET_KB = { home: 135, other: 130 }

function htmlFile(path: string) {
  return join("build/client", path === "/" ? "" : path, "index.html")
}

export function firstLoadJs(html: string) {
  const urls = new Set<string>()
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(m[1]!)
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) urls.add(m[1]!)
  for (const m of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?"(\/assets\/[^"]+\.js)"/g)) urls.add(m[1]!)
  let bytes = 0
  for (const url of urls) bytes += gzipSync(readFileSync(join("build/client", url))).length
  for (const m of html.matchAll(/<script(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)) {
    bytes += gzipSync(m[1]!).length
  }
  return { bytes, files: urls.size }
}

test.describe("JavaScript budget", () => {
  for (const path of ALL_PATHS) {
    test(`${path} stays within its first-load budget`, () => {
      const { bytes } = firstLoadJs(readFileSync(htmlFile(path), "utf8"))
      const budget = (path === "/" ? BUDGET_KB.home : BUDGET_KB.other) * 1024
      console.log(`${path}: ${(bytes / 1024).toFixed(1)} KB gzip (budget ${budget / 1024} KB)`)
      expect(bytes).toBeLessThanOrEqual(budget)
    })
  }
})
