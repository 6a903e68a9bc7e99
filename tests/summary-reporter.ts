import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends every run with the plain closing line CI reads in any language ("N passed, N failed"), counted
 * over all projects (unit, contract, e2e), after vitest's own summary.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
      }
      // A file that failed to load has no tests but is a failure all the same.
      if (module.state() === 'failed' && !module.children.size) counts.failed += 1;
    }
    console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  }
}
