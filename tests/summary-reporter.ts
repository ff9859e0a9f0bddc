import type { FullConfig, Reporter, Suite, TestCase, TestResult } from "@playwright/test/reporter"

/**
 * Prints the plain closing lines CI reads: "e2e: N passed, N failed, N skipped" (each test once, by its outcome over
 * all its attempts), the run's wall time, and the ten spec files that took longest (their tests' time, hooks and
 * fixtures included, summed over the workers): where to look when the suite slows down (docs/contributing.md).
 */
export default class SummaryReporter implements Reporter {
  private suite?: Suite
  private readonly started = performance.now()
  private readonly byFile = new Map<string, number>()

  onBegin(_config: FullConfig, suite: Suite) {
    this.suite = suite
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const file = test.location.file.replace(/^.*?(?=tests\/)/, "")
    this.byFile.set(file, (this.byFile.get(file) ?? 0) + result.duration)
  }

  onEnd() {
    const outcomes = this.suite?.allTests().map((test) => test.outcome()) ?? []
    const count = (...kinds: string[]) => outcomes.filter((outcome) => kinds.includes(outcome)).length
    const slowest = [...this.byFile].sort(([, a], [, b]) => b - a).slice(0, 10)
    console.log(
      [
        "Slowest spec files (their tests' time, summed):",
        ...slowest.map(([file, ms]) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file}`),
        `e2e wall time: ${((performance.now() - this.started) / 1000).toFixed(0)} s`,
        `e2e: ${count("expected", "flaky")} passed, ${count("unexpected")} failed, ${count("skipped")} skipped`,
      ].join("\n"),
    )
  }
}
