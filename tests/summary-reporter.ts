import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter"

/** Prints the plain closing line CI reads: "e2e: N passed, N failed, N skipped". */
export default class SummaryReporter implements Reporter {
  private passed = 0
  private failed = 0
  private skipped = 0

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.retry < test.retries && result.status !== "passed" && result.status !== "skipped") return
    if (result.status === "passed") this.passed++
    else if (result.status === "skipped") this.skipped++
    else this.failed++
  }

  onEnd(_result: FullResult) {
    console.log(`e2e: ${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped`)
  }
}
