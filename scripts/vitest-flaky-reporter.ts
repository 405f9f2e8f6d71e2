/**
 * A Vitest reporter for `npm test` (scripts/test.ts): writes to VITEST_FLAKY_OUTPUT the tests that passed only
 * after a retry, as a JSON array of names. Vitest's JSON report counts such a test as passed and says nothing of
 * its retries; `npm test` counts it as flaky and names it. No test sets `retry` today: this keeps it honest if one does.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(testCase: TestCase) {
    const diagnostic = testCase.diagnostic();
    if (testCase.result().state === 'passed' && diagnostic && diagnostic.retryCount > 0) {
      const file = path.relative(process.cwd(), testCase.module.moduleId);
      this.flaky.push(`${file} › ${testCase.fullName} (passed after ${diagnostic.retryCount} retr${diagnostic.retryCount === 1 ? 'y' : 'ies'})`);
    }
  }

  onTestRunEnd() {
    const output = process.env.VITEST_FLAKY_OUTPUT;
    if (output) writeFileSync(output, `${JSON.stringify(this.flaky, null, 2)}\n`);
  }
}
