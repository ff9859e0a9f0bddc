import type { Reporter, SerializedError, TestModule } from "vitest/node"

/**
 * Prints the plain closing line CI reads: "unit: N passed, N failed, N skipped", plus the test
 * files that failed to load and any unhandled errors, which no test count would show.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>) {
    let passed = 0
    let failed = 0
    let skipped = 0
    let brokenFiles = 0
    for (const module of testModules) {
      if (module.errors().length) brokenFiles++
      for (const test of module.children.allTests()) {
        const state = test.result().state
        if (state === "passed") passed++
        else if (state === "failed") failed++
        else skipped++
      }
    }
    const extra = [
      brokenFiles && `${brokenFiles} file${brokenFiles === 1 ? "" : "s"} failed to load`,
      unhandledErrors.length && `${unhandledErrors.length} unhandled error${unhandledErrors.length === 1 ? "" : "s"}`,
    ].filter(Boolean)
    console.log(
      `unit: ${passed} passed, ${failed} failed, ${skipped} skipped${extra.length ? `; ${extra.join(", ")}` : ""}`,
    )
  }
}
