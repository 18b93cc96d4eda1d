// node --test: what npm test's summary reads from each runner's report (test-reports.mjs).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { jestCounts, playwrightCounts, tapCounts } from './test-reports.mjs';

describe("the runners' reports", () => {
  it('names the failed and the flaky tests of a jest report, a flaky one not counted as passed', () => {
    const test = (fullName, status, invocations = 1) => ({ fullName, status, invocations });
    const json = {
      numPassedTests: 3,
      numFailedTests: 1,
      numPendingTests: 1,
      numTodoTests: 0,
      testResults: [
        { assertionResults: [test('a passes', 'passed'), test('b fails', 'failed')] },
        { assertionResults: [test('c passes on its retry', 'passed', 2), test('d passes', 'passed')] },
      ],
    };
    assert.deepEqual(jestCounts(json), {
      runner: 'jest',
      passed: 2,
      failed: 1,
      failures: ['b fails'],
      flaky: ['c passes on its retry'],
      skipped: 1,
    });
  });

  it('names the failed and the flaky tests of a Playwright report by project, file and title', () => {
    const spec = (title, status) => ({ title, tests: [{ status }] });
    const json = {
      stats: { expected: 1, unexpected: 1, flaky: 1, skipped: 0 },
      suites: [
        {
          title: 'day.spec.ts',
          specs: [spec('a day', 'expected'), spec('a late cupper', 'unexpected')],
          suites: [{ title: 'offline', specs: [spec('a phone offline', 'flaky')] }],
        },
      ],
    };
    assert.deepEqual(playwrightCounts(json), {
      runner: 'playwright',
      passed: 1,
      failed: 1,
      failures: ['day.spec.ts › a late cupper'],
      flaky: ['day.spec.ts › offline › a phone offline'],
      skipped: 0,
    });
  });

  it("names a node:test failure with its suite, from node's own TAP report", () => {
    const dir = mkdtempSync(join(tmpdir(), 'tap-report-'));
    try {
      const file = join(dir, 'sample.test.mjs');
      writeFileSync(
        file,
        `import { describe, it } from 'node:test';
describe('the counter', () => {
  it('saves a brew', () => {});
  it('stamps a step', () => { throw new Error('no'); });
  it.skip('later', () => {});
});
`,
      );
      let tap = '';
      // Run as npm test runs it, not as a subtest of this run (which would report to it instead).
      const env = { ...process.env };
      delete env.NODE_TEST_CONTEXT;
      try {
        execFileSync(process.execPath, ['--test', '--test-reporter=tap', file], {
          encoding: 'utf8',
          stdio: 'pipe',
          env,
        });
      } catch (error) {
        tap = error.stdout;
      }
      const counts = tapCounts('server', tap);
      assert.deepEqual(
        { ...counts, failures: counts.failures.map((name) => name.trim()) },
        { runner: 'server', passed: 1, failed: 1, failures: ['stamps a step', 'the counter'], flaky: [], skipped: 1 },
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
