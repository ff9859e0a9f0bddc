import { execFileSync } from "node:child_process"
import { readdirSync } from "node:fs"
import { createRequire } from "node:module"
import { join } from "node:path"

import { expect, test } from "./test"

const vnuJar = createRequire(import.meta.url)("vnu-jar") as string

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? htmlFiles(join(dir, entry.name))
      : entry.name.endsWith(".html")
        ? [join(dir, entry.name)]
        : [],
  )
}

/**
 * Every prerendered page through the W3C Nu HTML checker (the vnu.jar release of validator.w3.org).
 * Its CSS grammar predates @property, @starting-style and similar rules that Tailwind 4 emits in the
 * inlined stylesheet, so only CSS messages are filtered; every HTML error fails the test.
 */
test("every page is valid HTML (W3C Nu checker)", () => {
  test.setTimeout(120_000)
  const files = htmlFiles("build/client")
  expect(files.length).toBeGreaterThan(14)
  let output = ""
  try {
    execFileSync(
      "java",
      ["-jar", vnuJar, "--errors-only", "--format", "text", "--filterpattern", ".*CSS: .*", ...files],
      {
        encoding: "utf8",
        stdio: "pipe",
      },
    )
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string; code?: string }
    if (failure.code === "ENOENT")
      throw new Error("Java is needed for the HTML check: apt-get install default-jre-headless")
    output = `${failure.stdout ?? ""}${failure.stderr ?? ""}`
  }
  const errors = output.split("\n").filter((line) => line.startsWith("Error:"))
  expect(errors, output).toEqual([])
})
