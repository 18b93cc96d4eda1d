// node --test: the guard that keeps the repository free of paths outside its tree.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { sandbox } from './sandbox.mjs';
import { findOutsideReferences } from './self-contained.mjs';
import { repoRoot } from './setup.mjs';

const { repository, removeAll } = sandbox('self-contained');
after(removeAll);

const DOTS = '..';

describe('findOutsideReferences', () => {
  it('reports a relative path literal that climbs above the repository', () => {
    const root = repository({
      'pkg/src/seed.ts': `const dir = new URL('${DOTS}/${DOTS}/${DOTS}/data/', import.meta.url);\n`,
    });
    const [hit, ...rest] = findOutsideReferences(root);
    assert.equal(rest.length, 0);
    assert.equal(hit.file, join('pkg', 'src', 'seed.ts'));
    assert.equal(hit.line, 1);
    assert.match(hit.reason, /leaves the repository/);
  });

  it("reports join(__dirname, '..', ...) segments that climb above the repository, also across lines", () => {
    const root = repository({
      'e2e/tests/a.spec.ts': `const f = join(\n  __dirname,\n  '${DOTS}',\n  '${DOTS}',\n  '${DOTS}',\n  'x',\n);\n`,
    });
    assert.deepEqual(
      findOutsideReferences(root).map(({ line, reason }) => [line, reason]),
      [[3, `3 × '${DOTS}' leaves the repository`]],
    );
  });

  it('reports a mention of the shared fixtures folder that once lived beside the repository', () => {
    const root = repository({ 'a.ts': `const ok = 1;\nconst f = resolve(root, 'shared/${'fixtures'}/alog');\n` });
    assert.deepEqual(
      findOutsideReferences(root).map((hit) => hit.line),
      [2],
    );
  });

  it('accepts relative paths, parent segments, globs and module folders that stay inside', () => {
    const root = repository({
      'pkg/src/deep/a.ts': `import { x } from '${DOTS}/shared';\nconst f = join(__dirname, '${DOTS}', '${DOTS}', 'test-fixtures');\n`,
      'pkg/eslint.config.mjs': `const globs = [\`${DOTS}/${DOTS}/${DOTS}/\${name}/**\`];\n`,
      'node_modules/x/index.js': `require('${DOTS}/${DOTS}/${DOTS}/${DOTS}/outside');\n`,
    });
    assert.deepEqual(findOutsideReferences(root), []);
  });

  it('finds nothing outside the tree in this repository', () => {
    const ignore = ['self-contained.mjs', 'self-contained.test.mjs'].map((file) =>
      join('packages', 'workspace-tools', 'src', file),
    );
    assert.deepEqual(findOutsideReferences(repoRoot, { ignore }), []);
  });
});
