// node --test: each shared package's committed API report matches what it exports, under a version of its own.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import {
  REPORTED_PACKAGES,
  bumpVersion,
  currentExports,
  fingerprint,
  reportFile,
  requiredBump,
} from './api-report.mjs';
import { repoRoot } from './setup.mjs';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

describe('the API reports of the shared packages', () => {
  for (const name of REPORTED_PACKAGES) {
    it(`@coffee/${name} exports what its report says, under the version its report was written for`, () => {
      const report = readJson(reportFile(name));
      const { version } = readJson(join(repoRoot, 'packages', name, 'package.json'));
      const { bump, changes } = requiredBump(report.exports, currentExports(name));
      assert.equal(
        bump,
        null,
        `@coffee/${name}'s exports changed (${JSON.stringify(changes)}): that is a new ${bump} version; ` +
          '`npm run api-report` writes the report and the version',
      );
      assert.equal(report.version, version, `the report is for ${report.version}, package.json says ${version}`);
      assert.equal(
        report.versions[version],
        fingerprint(report.exports),
        `the exports of ${version} were edited in the report without a new version`,
      );
    });
  }

  it('asks for a major version when an export is removed or narrowed, a minor one when exports are added or grown', () => {
    const before = { '.': { a: 'value () => void', B: 'interface { x: string }', C: 'type "a" | "b"' } };
    assert.equal(requiredBump(before, before).bump, null);
    assert.deepEqual(requiredBump(before, { '.': { ...before['.'], c: 'value number' } }), {
      bump: 'minor',
      changes: { removed: [], changed: [], grown: [], rewritten: [], added: ['.:c'] },
    });
    assert.equal(requiredBump(before, { '.': { a: 'value () => void', C: 'type "a" | "b"' } }).bump, 'major');
    assert.equal(requiredBump(before, { '.': { ...before['.'], B: 'interface { x: number }' } }).bump, 'major');
    assert.equal(requiredBump(before, { '.': before['.'], './more': { c: 'value number' } }).bump, 'minor');
    assert.deepEqual(requiredBump(before, { '.': { ...before['.'], C: 'type "a" | "b" | "c"' } }), {
      bump: 'minor',
      changes: { removed: [], changed: [], grown: ['.:C'], rewritten: [], added: [] },
    });
    assert.equal(requiredBump(before, { '.': { ...before['.'], C: 'type "a"' } }).bump, 'major');
    assert.equal(requiredBump(before, { '.': { ...before['.'], C: 'type "b" | "a"' } }).bump, 'patch');
    // One narrowing outweighs any growth.
    const mixed = { '.': { ...before['.'], C: 'type "a" | "b" | "c"', B: 'interface { x: string; y: number }' } };
    assert.deepEqual(requiredBump(before, mixed).changes, {
      removed: [],
      changed: ['.:B'],
      grown: ['.:C'],
      rewritten: [],
      added: [],
    });
    assert.equal(requiredBump(before, mixed).bump, 'major');
  });

  it('bumps the major, the minor or the patch version and starts the lower parts again', () => {
    assert.equal(bumpVersion('1.4.2', 'minor'), '1.5.0');
    assert.equal(bumpVersion('1.4.2', 'major'), '2.0.0');
    assert.equal(bumpVersion('1.4.2', 'patch'), '1.4.3');
  });
});
