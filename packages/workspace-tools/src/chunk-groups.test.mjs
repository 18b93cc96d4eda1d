// node --test: what the build's chunk-groups.json says of an app (build-config/src/chunkGroups.mjs), on a small app
// compiled with webpack: each import's scripts, and each page of an area's page list with the imports it makes.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CHUNK_GROUPS_FILE, ChunkGroupsPlugin } from '../../build-config/src/chunkGroups.mjs';
import { repoRoot } from './setup.mjs';

const webpack = createRequire(join(repoRoot, 'packages', 'build-config', 'package.json'))('webpack');

/** An area's page list as the remotes write it: a page over several lines, a folder named otherwise than its key. */
const PAGE_LIST = `const PAGES = { Alpha: 'alpha', Beta: 'beta', Gamma: 'gamma' };
const entityPage = (page, ...loads) => ({ page, loads });
const screenPage = (page, load) => ({ page, load });
export const pages = [
  entityPage(
    PAGES.Alpha,
    () => import('./pages/Alpha/page'),
    () => import('./pages/Alpha/list'),
  ),
  screenPage(PAGES.Beta, () => import('./pages/BetaScreens/BetaScreen')),
  entityPage(ROASTER_PAGES.Gamma, () => import('./pages/Gamma/page')),
];
`;

describe('ChunkGroupsPlugin', () => {
  let dir;
  let groups;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'chunk-groups-'));
    const write = (file, text) => {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), text);
    };
    write('src/pages.ts', PAGE_LIST);
    write('src/index.js', "import('./pages').then(({ pages }) => console.log(pages));\n");
    for (const page of ['Alpha/page', 'Alpha/list', 'BetaScreens/BetaScreen', 'Gamma/page']) {
      write(`src/pages/${page}.js`, `export const name = ${JSON.stringify(page)};\n`);
    }
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: './src/index.js',
      output: { path: join(dir, 'dist'), chunkFilename: '[id].js' },
      resolve: { extensions: ['.ts', '.js'] },
      plugins: [new ChunkGroupsPlugin()],
    });
    await new Promise((resolve, reject) =>
      compiler.run((error, stats) => (error || stats.hasErrors() ? reject(error ?? stats.toString()) : resolve())),
    );
    groups = JSON.parse(readFileSync(join(dir, 'dist', CHUNK_GROUPS_FILE), 'utf8'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('names each page of the list by its key with the imports it makes, whatever its folder', () => {
    assert.deepEqual(groups.pages, {
      Alpha: ['./pages/Alpha/list', './pages/Alpha/page'],
      Beta: ['./pages/BetaScreens/BetaScreen'],
      Gamma: ['./pages/Gamma/page'],
    });
  });

  it('lists the scripts of each import and of the entry', () => {
    for (const request of ['./pages', ...Object.values(groups.pages).flat()]) {
      assert.equal(groups.imports[request].files.length, 1, request);
      assert.match(groups.imports[request].files[0], /^\d+\.js$/);
    }
    assert.deepEqual(groups.entries.main.files, ['main.js']);
    assert.deepEqual(groups.provides, {});
  });
});
