import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TEST_FLOORS, shortfalls } from './test-floors.mjs';

const count = (runner, passed, extra = {}) => ({ runner, passed, failed: 0, flaky: [], skipped: 0, ...extra });

describe('the floor of test counts per runner', () => {
  it('names a runner that knows fewer tests than its floor, counting failed, flaky and skipped ones', () => {
    const floors = { jest: 10, playwright: 5 };
    const counts = [count('jest', 6, { failed: 1, flaky: ['a'], skipped: 1 }), count('playwright', 5)];
    assert.deepEqual(shortfalls(counts, ['jest', 'playwright'], floors), [{ runner: 'jest', total: 9, floor: 10 }]);
    counts[0].skipped = 2;
    assert.deepEqual(shortfalls(counts, ['jest', 'playwright'], floors), []);
  });

  it('counts a runner that ran without a report as none, and asks nothing of one that did not run', () => {
    const floors = { jest: 10, 'server (debian-pg)': 5 };
    assert.deepEqual(shortfalls([], ['jest'], floors), [{ runner: 'jest', total: 0, floor: 10 }]);
  });

  it('has a floor for every runner npm test counts', () => {
    for (const runner of ['workspace tools', 'server (embedded)', 'server (debian-pg)', 'jest', 'playwright'])
      assert.ok(TEST_FLOORS[runner] > 0, runner);
  });
});
