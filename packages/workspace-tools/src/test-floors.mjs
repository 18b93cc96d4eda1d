// The fewest tests each runner of `npm test` may know (passed, failed, flaky and skipped together): a suite that
// silently shrinks (a file no longer found, a describe dropped, a pattern gone wrong) fails the run instead of
// passing with fewer tests. Each floor is a little below the count of the last full run; raise it as tests are added,
// lower it only with the commit that removes tests on purpose.
export const TEST_FLOORS = {
  'workspace tools': 70,
  'server (embedded)': 320,
  'server (embedded start)': 5,
  'server (debian-pg)': 320,
  jest: 1400,
  playwright: 260,
};

/**
 * The runners below their floor, each with its count: a runner that ran but reported nothing counts 0; one that did
 * not run in this configuration (the Debian server suite off CI) is not asked for.
 */
export function shortfalls(counts, ran, floors = TEST_FLOORS) {
  return Object.entries(floors)
    .filter(([runner]) => ran.includes(runner))
    .map(([runner, floor]) => {
      const count = counts.find((entry) => entry.runner === runner);
      const total = count ? count.passed + count.failed + count.flaky.length + count.skipped : 0;
      return { runner, total, floor };
    })
    .filter(({ total, floor }) => total < floor);
}
