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

  it('asks for a major version when an export is removed or changed, a minor one when exports are only added', () => {
    const before = { '.': { a: 'value () => void', B: 'interface { x: string }' } };
    assert.equal(requiredBump(before, before).bump, null);
    assert.deepEqual(requiredBump(before, { '.': { ...before['.'], c: 'value number' } }), {
      bump: 'minor',
      changes: { removed: [], changed: [], added: ['.:c'] },
    });
    assert.equal(requiredBump(before, { '.': { a: 'value () => void' } }).bump, 'major');
    assert.equal(requiredBump(before, { '.': { ...before['.'], B: 'interface { x: number }' } }).bump, 'major');
    assert.equal(requiredBump(before, { '.': before['.'], './more': { c: 'value number' } }).bump, 'minor');
  });

  it('bumps the major or the minor version and starts the lower parts again', () => {
    assert.equal(bumpVersion('1.4.2', 'minor'), '1.5.0');
    assert.equal(bumpVersion('1.4.2', 'major'), '2.0.0');
  });
});
