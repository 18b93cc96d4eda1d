// node --test: what the shell's server sends for a page address (preload hints, a prerendered page for guests).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CHUNK_GROUPS_FILE } from '../../build-config/src/chunkGroups.mjs';
import { CHART_IMPORTS, PRERENDERED_LIST, shellDocuments } from './shell-documents.mjs';
import { repoRoot } from './setup.mjs';

const CONFIG = {
  apiOrigin: 'http://localhost:4090',
  remotes: {
    'mf-public-tools': 'http://localhost:3091/remoteEntry.js',
    'mf-roaster': 'http://localhost:3093/remoteEntry.js',
    'mf-cafe': 'https://cdn.example.com/cafe/remoteEntry.js',
  },
};
const SESSION = '<http://localhost:4090/api/sign/session>; rel=preload; as=fetch; crossorigin=use-credentials';
const SUITE_CONFIG = '</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous';
const SUITE_MENU = '<http://localhost:4090/api/menu>; rel=preload; as=fetch; crossorigin=use-credentials';
/** The suite's configuration and its menu, which every document names first. */
const SUITE = [SUITE_CONFIG, SUITE_MENU];
const group = (files, consumes = []) => ({ files, consumes });

/** The shell: its entry, its bootstrap (consuming react, which consumes nothing more), strings per language. */
const SHELL_GROUPS = {
  entries: { main: group(['main.1.js']) },
  imports: {
    './bootstrap': group(['52.b.js'], ['react', 'react-dom/client']),
    './shellStrings.en': group(['50.en.js']),
    './shellStrings.kr': group(['51.kr.js']),
    '../i18n/strings.en': group(['59.en.js']),
    '../i18n/strings.kr': group(['58.kr.js']),
  },
  provides: {
    react: group(['83.react.js']),
    'react-dom/client': group(['84.dom.js'], ['react']),
    '@coffee/domain/pages': group(['40.pages.js'], ['react']),
  },
  pages: {},
};
/** The roastery: its app, and a page with a list part, a detail part and a roast curve; it provides its own forms and chart fields. */
const ROASTER_GROUPS = {
  entries: {},
  imports: {
    './src/app.ts': group(['0.app.js'], ['@coffee/domain/pages', 'react']),
    './pages/RoastingResult/list': group(['145.list.js']),
    './pages/RoastingResult/page': group(['146.page.js'], ['@coffee/field-toolkit/forms']),
    './RoastingChart/RoastingChart': group(['201.chart.js'], ['react']),
  },
  provides: {
    '@coffee/field-toolkit/forms': group(['38.forms.js'], ['react']),
    '@coffee/field-toolkit/charts/fields': group(['190.fields.js'], ['react']),
    '@coffee/field-toolkit/engine/detail': group(['87.detail.js'], ['react']),
    '@coffee/field-toolkit/engine/list': group(['86.list-engine.js'], ['react']),
  },
  pages: { RoastingResult: ['./pages/RoastingResult/list', './pages/RoastingResult/page'] },
};
const shellStart = (language) =>
  ['main.1.js', '52.b.js', '83.react.js', '84.dom.js', ...language].map((file) => `</${file}>; rel=preload; as=script`);
const EN_START = shellStart(['50.en.js', '59.en.js']);

describe('shellDocuments', () => {
  let dir;
  let documents;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'shell-documents-'));
    const write = (app, groups) => {
      mkdirSync(join(dir, app), { recursive: true });
      writeFileSync(join(dir, app, CHUNK_GROUPS_FILE), JSON.stringify(groups));
    };
    write('shell', SHELL_GROUPS);
    write('mf-roaster', ROASTER_GROUPS);
    write('mf-public-tools', {
      entries: {},
      imports: { './src/app.ts': group(['0.tools.js'], ['react']) },
      provides: {},
      pages: {},
    });
    mkdirSync(join(dir, 'shell', 'prerendered'), { recursive: true });
    writeFileSync(
      join(dir, 'shell', PRERENDERED_LIST),
      JSON.stringify({ '/en/info/intro': 'prerendered/en/info/intro.html' }),
    );
    documents = await shellDocuments(CONFIG, join(dir, 'shell'), (remote) =>
      remote === 'mf-cafe' ? null : join(dir, remote),
    );
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  const headers = (cookie) => (cookie ? { cookie } : {});
  const visit = (url, cookie) => documents.document({ url, headers: headers(cookie) });
  const later = (path, cookie) =>
    documents.routeScripts({ url: `/route-scripts.json?path=${encodeURIComponent(path)}`, headers: headers(cookie) });
  const routeScriptsHint = (path) =>
    `</route-scripts.json?path=${encodeURIComponent(path)}>; rel=preload; as=fetch; crossorigin=anonymous`;

  it('names the shell’s entry first, then its start in the route’s language, and the suite’s configuration', () => {
    assert.deepEqual(visit('/user/signin').links, [...SUITE, ...shellStart(['51.kr.js', '58.kr.js'])]);
    assert.deepEqual(visit('/en/user/signin').links, [...SUITE, ...EN_START]);
  });

  it('gives a guest the public tools’ entry, then their app, and the prerendered page', () => {
    assert.deepEqual(visit('/en/info/intro'), {
      links: [
        ...SUITE,
        ...EN_START,
        '<http://localhost:3091/remoteEntry.js>; rel=preload; as=script',
        routeScriptsHint('/en/info/intro'),
      ],
      vary: ['Cookie'],
      file: '/prerendered/en/info/intro.html',
    });
    assert.deepEqual(later('/en/info/intro'), ['http://localhost:3091/0.tools.js']);
  });

  it('names nothing of a business remote to a guest', () => {
    assert.deepEqual(visit('/en/roaster/roasting/result'), { links: [...SUITE, ...EN_START], vary: ['Cookie'] });
    assert.equal(
      visit('/roaster/roasting/result/2025_1').links.some((link) => link.includes(':3093')),
      false,
    );
  });

  it('gives a signed-in visitor the list part of a list, with the shared modules only the remote uses', () => {
    const cookie = 'theme=dark; coffee_sid=abc';
    assert.deepEqual(visit('/en/roaster/roasting/result', cookie).links, [
      ...SUITE,
      ...EN_START,
      '<http://localhost:3093/remoteEntry.js>; rel=preload; as=script',
      routeScriptsHint('/en/roaster/roasting/result'),
      SESSION,
    ]);
    assert.deepEqual(later('/en/roaster/roasting/result', cookie), [
      'http://localhost:3093/0.app.js',
      '/40.pages.js',
      'http://localhost:3093/145.list.js',
      'http://localhost:3093/86.list-engine.js',
    ]);
  });

  it('gives a record the detail part, the detail screen and what they consume, its charts on a saved one, nothing of the list, and never sends a signed-in visitor the guests’ page', () => {
    const record = later('/en/roaster/roasting/result/write', 'coffee_sid=abc');
    assert.equal(
      record.some((url) => /list/.test(url)),
      false,
    );
    assert.deepEqual(later('/en/roaster/roasting/result/2025_1', '__Host-coffee_sid=abc').slice(-5), [
      'http://localhost:3093/146.page.js',
      'http://localhost:3093/38.forms.js',
      'http://localhost:3093/201.chart.js',
      'http://localhost:3093/87.detail.js',
      'http://localhost:3093/190.fields.js',
    ]);
    // New: no record, so no curve yet.
    assert.deepEqual(later('/en/roaster/roasting/result/write', 'coffee_sid=abc').slice(-3), [
      'http://localhost:3093/146.page.js',
      'http://localhost:3093/38.forms.js',
      'http://localhost:3093/87.detail.js',
    ]);
    assert.equal(visit('/en/info/intro', '__Host-coffee_sid=abc').file, undefined);
  });

  it('names only the entry of a remote served from elsewhere, and only the session for a shell page', () => {
    assert.deepEqual(visit('/cafe/brewing/result/write', 'coffee_sid=abc').links.slice(-2), [
      '<https://cdn.example.com/cafe/remoteEntry.js>; rel=preload; as=script',
      SESSION,
    ]);
    assert.deepEqual(visit('/user/signin', 'coffee_sid=abc').links.at(-1), SESSION);
  });
});

it('names each chart field input by the chart the toolkit draws it with, and that chart by its import', () => {
  const charts = join(repoRoot, 'packages', 'field-toolkit', 'src', 'charts');
  const lazy = readFileSync(join(charts, 'lazy.tsx'), 'utf8');
  const view = readFileSync(join(charts, 'fields', 'ChartFieldView.tsx'), 'utf8');
  const drawnBy = Object.fromEntries(
    [...view.matchAll(/^\s+(\w+): (\w+),$/gm)].map(([, input, chart]) => [input, chart]),
  );
  for (const [input, request] of Object.entries(CHART_IMPORTS)) {
    assert.equal(request, `./${drawnBy[input]}/${drawnBy[input]}`, input);
    assert.ok(lazy.includes(`import('${request}')`), request);
  }
  assert.deepEqual(Object.keys(drawnBy).sort(), Object.keys(CHART_IMPORTS).sort());
});
