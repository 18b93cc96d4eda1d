// What each runner of `npm test` reports, read from its machine-readable report: passed, failed (and which), flaky
// (passed on a retry, and which) and skipped tests.

/** @typedef {{ runner: string, passed: number, failed: number, failures: string[], flaky: string[], skipped: number }} Counts */

/** jest's `--json` report. A test jest ran again (jest.retryTimes) and then passed is flaky, not a plain pass. */
export function jestCounts(json) {
  const tests = (json.testResults ?? []).flatMap((file) => file.assertionResults ?? []);
  const flaky = tests.filter((test) => test.status === 'passed' && (test.invocations ?? 1) > 1);
  return {
    runner: 'jest',
    passed: json.numPassedTests - flaky.length,
    failed: json.numFailedTests,
    failures: tests.filter((test) => test.status === 'failed').map((test) => test.fullName),
    flaky: flaky.map((test) => test.fullName),
    skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
  };
}

/** Every test of a Playwright JSON report with its outcome ('expected', 'unexpected', 'flaky', 'skipped'). */
const playwrightTests = (suite, path = []) => [
  ...(suite.specs ?? []).flatMap((spec) =>
    (spec.tests ?? []).map((test) => ({ name: [...path, spec.title].join(' › '), status: test.status })),
  ),
  ...(suite.suites ?? []).flatMap((child) => playwrightTests(child, [...path, child.title].filter(Boolean))),
];

/** Playwright's JSON report. A test that failed and passed on its retry is flaky, not counted as passed. */
export function playwrightCounts(json) {
  const tests = (json.suites ?? []).flatMap((suite) => playwrightTests(suite, [suite.title]));
  const named = (status) => tests.filter((test) => test.status === status).map((test) => test.name);
  return {
    runner: 'playwright',
    passed: json.stats.expected,
    failed: json.stats.unexpected,
    failures: named('unexpected'),
    flaky: named('flaky'),
    skipped: json.stats.skipped ?? 0,
  };
}

/**
 * node:test's TAP report as `runner`. node:test never retries: nothing is flaky; cancelled tests count as failed,
 * todo ones as skipped. A failed test is named with the suites around it, indented as TAP nests them.
 */
export function tapCounts(runner, tap) {
  const total = (key) => Number(tap.match(new RegExp(`^# ${key} (\\d+)$`, 'm'))?.[1] ?? 0);
  return {
    runner,
    passed: total('pass'),
    failed: total('fail') + total('cancelled'),
    failures: [...tap.matchAll(/^(\s*)not ok \d+ - (.*)$/gm)].map(([, indent, name]) => `${indent}${name}`),
    flaky: [],
    skipped: total('skipped') + total('todo'),
  };
}
