// node --test: the shell's start in one script (build-config/src/shellStart.mjs), on a small host compiled with
// webpack and the federation plugin: the shared packages' code lands in one chunk, what they and the app load with
// `import()` does not, and a package outside the list keeps its own chunk.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { SHELL_START_CHUNK, shellStartCacheGroup } from '../../build-config/src/shellStart.mjs';
import { repoRoot } from './setup.mjs';

const requireFromBuildConfig = createRequire(join(repoRoot, 'packages', 'build-config', 'package.json'));
const webpack = requireFromBuildConfig('webpack');
const { ModuleFederationPlugin } = requireFromBuildConfig('@module-federation/enhanced/webpack');

const PACKAGES = {
  react: "export const createElement = () => 'react';\n",
  i18next:
    "import { now } from 'scheduler';\nexport const t = (key) => `${key}${now()}`;\nexport const backend = () => import('./backend.js');\n",
  // Not shared, in the list: a dependency of a shared package that the app's own lazy code uses as well.
  scheduler: 'export const now = () => 0;\n',
  'i18next/backend.js': "export const load = () => 'strings';\n",
  dexie: 'export default class Dexie {}\n',
};

describe('the shell start cache group', () => {
  let dir;
  /** Chunk name -> the module files it holds, relative to the app. */
  let chunks;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'shell-start-'));
    const write = (file, text) => {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), text);
    };
    for (const [name, text] of Object.entries(PACKAGES)) {
      const file = name.includes('/') ? name : `${name}/index.js`;
      write(`node_modules/${file}`, text);
      if (!name.includes('/')) write(`node_modules/${name}/package.json`, JSON.stringify({ name, version: '1.0.0' }));
    }
    write(
      'package.json',
      JSON.stringify({ name: 'host', dependencies: { react: '1.0.0', i18next: '1.0.0', dexie: '1.0.0' } }),
    );
    write('src/index.js', "import('./bootstrap');\n");
    write(
      'src/bootstrap.js',
      "import { createElement } from 'react';\nimport { t } from 'i18next';\nimport('./page').then(() => createElement(t('x')));\n",
    );
    write(
      'src/page.js',
      "import Dexie from 'dexie';\nimport { now } from 'scheduler';\nexport const db = new Dexie(now());\n",
    );
    const shared = Object.fromEntries(
      ['react', 'i18next', 'dexie'].map((name) => [name, { singleton: true, requiredVersion: '^1.0.0' }]),
    );
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: './src/index.js',
      output: { path: join(dir, 'dist'), chunkFilename: '[name].js', publicPath: '/' },
      optimization: {
        chunkIds: 'named',
        minimize: false,
        splitChunks: { cacheGroups: { shellStart: shellStartCacheGroup } },
      },
      plugins: [new ModuleFederationPlugin({ name: 'host', shared, dts: false })],
    });
    const stats = await new Promise((resolve, reject) =>
      compiler.run((error, result) =>
        error || result.hasErrors() ? reject(error ?? result.toString()) : resolve(result),
      ),
    );
    const { chunks: list } = stats.toJson({ chunks: true, chunkModules: true, modules: false });
    chunks = Object.fromEntries(
      list.map((chunk) => [
        chunk.names[0] ?? String(chunk.id),
        (chunk.modules ?? []).flatMap((module) =>
          module.nameForCondition ? [module.nameForCondition.slice(dir.length + 1)] : [],
        ),
      ]),
    );
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('puts the listed shared packages into one chunk', () => {
    assert.deepEqual(chunks[SHELL_START_CHUNK]?.sort(), [
      'node_modules/i18next/index.js',
      'node_modules/react/index.js',
      'node_modules/scheduler/index.js',
    ]);
  });

  it("gives the app's lazy code the start's copy of a module it uses, not one of its own", () => {
    const holders = Object.entries(chunks).filter(([, files]) => files.includes('node_modules/scheduler/index.js'));
    assert.deepEqual(
      holders.map(([name]) => name),
      [SHELL_START_CHUNK],
    );
  });

  it('leaves what a shared package loads with import() in a chunk of its own', () => {
    const holders = Object.entries(chunks).filter(([, files]) => files.includes('node_modules/i18next/backend.js'));
    assert.equal(holders.length, 1);
    assert.notEqual(holders[0][0], SHELL_START_CHUNK);
  });

  it('leaves a shared package outside the list, and the app’s own lazy code, out of it', () => {
    const start = chunks[SHELL_START_CHUNK] ?? [];
    assert.ok(!start.includes('node_modules/dexie/index.js'));
    assert.ok(!start.includes('src/page.js'));
    assert.ok(Object.values(chunks).some((files) => files.includes('node_modules/dexie/index.js')));
  });

  it('was written by the build as a file of that name', () => {
    assert.match(readFileSync(join(dir, 'dist', `${SHELL_START_CHUNK}.js`), 'utf8'), /'react'/);
  });
});
