// node --test: each remote requires the suite's packages at the major and minor it was built against (a minor adds
// or grows exports the remote may call), strictly; other shared libraries keep their caret range.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { minorRange, sharedSingletons } from '../../build-config/src/shared.mjs';
import { repoRoot } from './setup.mjs';

const versionOf = (name) => JSON.parse(readFileSync(join(repoRoot, 'packages', name, 'package.json'), 'utf8')).version;

describe("the shared packages' required versions", () => {
  it('keeps the major and the minor of the version built against', () => {
    assert.equal(minorRange('^14.2.3'), '^14.2.0');
    assert.equal(minorRange('^3.0.0'), '^3.0.0');
  });

  it("requires each suite package's own major.minor in a remote's build, strictly", () => {
    const shared = sharedSingletons(join(repoRoot, 'mf-quality'));
    for (const [request, name] of [
      ['@coffee/field-toolkit/', 'field-toolkit'],
      ['@coffee/api-client', 'api-client'],
      ['@coffee/domain', 'domain'],
    ]) {
      const [major, minor] = versionOf(name).split('.');
      assert.deepEqual(shared[request], {
        singleton: true,
        requiredVersion: `^${major}.${minor}.0`,
        strictVersion: true,
      });
    }
    assert.equal(shared.react.strictVersion, undefined);
  });
});
