import type { FullConfig, Reporter, Suite } from "@playwright/test/reporter"

/**
 * Prints the plain closing line CI reads: "e2e: N passed, N failed, N skipped". Each test counts once, by its outcome
 * over all its attempts: a flaky one as passed, and a serial group's tests once although a retry runs them all again.
 */
export default class SummaryReporter implements Reporter {
  private suite?: Suite

  onBegin(_config: FullConfig, suite: Suite) {
    this.suite = suite
  }

  onEnd() {
    const outcomes = this.suite?.allTests().map((test) => test.outcome()) ?? []
    const count = (...kinds: string[]) => outcomes.filter((outcome) => kinds.includes(outcome)).length
    console.log(`e2e: ${count("expected", "flaky")} passed, ${count("unexpected")} failed, ${count("skipped")} skipped`)
  }
}
