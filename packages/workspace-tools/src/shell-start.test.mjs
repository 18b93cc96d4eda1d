// node --test: the shell's start in one script (build-config/src/shellStart.mjs), on a small host compiled with
// webpack and the federation plugin: the shared packages' code lands in one chunk, what they and the app load with
// `import()` does not, and a package outside the list keeps its own chunk.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { SHELL_START_CHUNK, shellStartCacheGroup } from '../../build-config/src/shellStart.mjs';
import { buildFederatedApp, nodePackage } from './federated-build.mjs';

const singleton = { singleton: true, requiredVersion: '^1.0.0' };

describe('the shell start cache group', () => {
  let app;
  before(async () => {
    app = await buildFederatedApp({
      files: {
        ...nodePackage('react', { 'index.js': "export const createElement = () => 'react';\n" }),
        ...nodePackage('i18next', {
          'index.js':
            "import { now } from 'scheduler';\nexport const t = (key) => `${key}${now()}`;\n" +
            "export const backend = () => import('./backend.js');\n",
          'backend.js': "export const load = () => 'strings';\n",
        }),
        // Not shared, in the list: a dependency of a shared package that the app's own lazy code uses as well.
        ...nodePackage('scheduler', { 'index.js': 'export const now = () => 0;\n' }),
        ...nodePackage('dexie', { 'index.js': 'export default class Dexie {}\n' }),
        'src/index.js': "import('./bootstrap');\n",
        'src/bootstrap.js':
          "import { createElement } from 'react';\nimport { t } from 'i18next';\n" +
          "import('./page').then(() => createElement(t('x')));\n",
        'src/page.js':
          "import Dexie from 'dexie';\nimport { now } from 'scheduler';\nexport const db = new Dexie(now());\n",
      },
      shared: { react: singleton, i18next: singleton, dexie: singleton },
      cacheGroups: { shellStart: shellStartCacheGroup },
    });
  });
  after(() => app.remove());

  it('puts the listed shared packages into one chunk', () => {
    assert.deepEqual(app.chunks[SHELL_START_CHUNK]?.files.sort(), [
      'node_modules/i18next/index.js',
      'node_modules/react/index.js',
      'node_modules/scheduler/index.js',
    ]);
  });

  it("gives the app's lazy code the start's copy of a module it uses, not one of its own", () => {
    assert.deepEqual(app.holders('node_modules/scheduler/index.js'), [SHELL_START_CHUNK]);
  });

  it('leaves what a shared package loads with import() in a chunk of its own', () => {
    const [holder, ...others] = app.holders('node_modules/i18next/backend.js');
    assert.deepEqual(others, []);
    assert.notEqual(holder, SHELL_START_CHUNK);
  });

  it('leaves a shared package outside the list, and the app’s own lazy code, out of it', () => {
    assert.equal(app.holders('node_modules/dexie/index.js').length, 1);
    assert.ok(!app.holders('node_modules/dexie/index.js').includes(SHELL_START_CHUNK));
    assert.ok(!app.holders('src/page.js').includes(SHELL_START_CHUNK));
  });

  it('was written by the build as a file of that name', () => {
    assert.match(readFileSync(join(app.dir, 'dist', `${SHELL_START_CHUNK}.js`), 'utf8'), /'react'/);
  });
});
