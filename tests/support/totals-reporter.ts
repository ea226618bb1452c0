import type { Reporter, TestModule } from 'vitest/node'

/**
 * Ends every run with one plain line, `N passed, N failed`, the totals over all suites, which CI
 * reads. A file that fails before its tests run (a syntax error, a failing hook) counts as failed.
 */
export default class TotalsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    let passed = 0
    let failed = unhandledErrors.length
    let skipped = 0
    for (const module of testModules) {
      const tests = [...module.children.allTests()]
      if (module.state() === 'failed' && tests.every((test) => test.result().state !== 'failed')) failed += 1
      for (const test of tests) {
        const state = test.result().state
        if (state === 'passed') passed += 1
        else if (state === 'failed') failed += 1
        else if (state === 'skipped') skipped += 1
      }
    }
    const tail = skipped > 0 ? `, ${skipped} skipped` : ''
    process.stdout.write(`\n${passed} passed, ${failed} failed${tail}\n`)
  }
}
