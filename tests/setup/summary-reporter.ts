import type { Reporter, SerializedError, TestModule } from "vitest/node"

/**
 * Prints the plain closing line CI reads: "unit: N passed, N failed, N skipped", plus the test
 * files that failed to load and any unhandled errors, which no test count would show; before it, the ten test files
 * that took longest, where to look when the suite slows down.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>) {
    let passed = 0
    let failed = 0
    let skipped = 0
    let brokenFiles = 0
    const slowest = testModules
      .map(
        (module) =>
          [
            module.moduleId.replace(/^.*?(?=(src|server|scripts|common|tests)\/)/, ""),
            module.diagnostic().duration,
          ] as const,
      )
      .sort(([, a], [, b]) => b - a)
      .slice(0, 10)
    console.log(
      [
        "Slowest test files:",
        ...slowest.map(([file, ms]) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file}`),
      ].join("\n"),
    )
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
