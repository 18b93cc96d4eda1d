// `pnpm size`: gzip bytes of every app's JavaScript, of each shared singleton (as the shell provides it), and of
// what a browser really downloads for the budgeted pages (measured in Chromium against the built suite, served on
// ports of its own), with the bytes the suite's servers really send: the build's Brotli and gzip files. Prints
// numbers; budgets are compared, never asserted. SIZE_DETAIL=1 lists every file.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { APPS, SHELL } from '../../build-config/src/apps.mjs';
import { budgetLine } from './budgets.mjs';
import { PHONE_PAGES } from './phone-pages.mjs';
import { ensureDependencies, repoRoot } from './setup.mjs';

ensureDependencies();
const { distOf, signInDemo, startMeasuredSuite } = await import('./measured-suite.mjs');

/**
 * The libraries every page needs (react, react-dom, the federation runtime once, single-spa, i18next, Fluent's
 * provider, text and button), gzip, as measured when the budgets were set (docs/performance.md, "Page weight"): a page's ratio to it is its overhead.
 */
const FLOOR_KB = 216;

/**
 * The budgeted visits. `then` is a second page opened in the same tab (a client-side navigation, as a menu click
 * does): its downloads are counted on their own, and must come only from its own remote.
 */
const VISITS = [
  { name: 'guest intro', path: '/info/intro', budget: 270 },
  { name: 'guest flavor wheel', path: '/info/chart/flavorwheel', budget: 400 },
  { name: 'administrator, code list (mf-reference)', path: '/en/info/code/codegroup', user: 'sadmin', budget: 400 },
  {
    name: 'roaster, green bean stock (mf-roaster)',
    path: '/en/roaster/greenbean/inventory',
    user: 'rown',
    budget: 400,
    then: { name: 'then QC (mf-quality)', path: '/en/roaster/qc/blr', remote: 'mf-quality' },
  },
  { name: 'roaster, QC (mf-quality)', path: '/en/roaster/qc/blr', user: 'rown', budget: 400 },
  { name: 'cafe, coffee beans (mf-cafe)', path: '/en/cafe/coffeebean/default', user: 'cown', budget: 400 },
  { name: 'user, equipment (mf-user)', path: '/en/info/etc/equip', user: 'rown', budget: 400 },
];

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
/** Bytes of the build's precompressed copy of a file (`.br`, `.gz`), as the suite's servers send it; 0 if none. */
const sentBytes = (file, extension) => (existsSync(`${file}${extension}`) ? statSync(`${file}${extension}`).size : 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function appSizes() {
  return APPS.map((app) => {
    const dist = distOf(app.dir);
    if (!existsSync(dist)) return { app: app.dir, files: 0, gzip: 0, br: 0, gz: 0, entry: 0 };
    const scripts = readdirSync(dist).filter((file) => file.endsWith('.js'));
    const entryFile = app === SHELL ? scripts.find((file) => file.startsWith('main.')) : 'remoteEntry.js';
    return {
      app: app.dir,
      files: scripts.length,
      gzip: scripts.reduce((sum, file) => sum + gzipBytes(join(dist, file)), 0),
      br: scripts.reduce((sum, file) => sum + sentBytes(join(dist, file), '.br'), 0),
      gz: scripts.reduce((sum, file) => sum + sentBytes(join(dist, file), '.gz'), 0),
      entry: entryFile ? gzipBytes(join(dist, entryFile)) : 0,
    };
  });
}

/** Shared modules as the shell (or, for those it does not use, the public tools) provides them. */
function sharedSizes() {
  const sizes = new Map();
  for (const dir of [SHELL.dir, 'mf-public-tools']) {
    const stats = JSON.parse(readFileSync(join(repoRoot, dir, 'dist', 'mf-stats.json'), 'utf8'));
    for (const shared of stats.shared) {
      if (sizes.has(shared.name)) continue;
      const files = [...shared.assets.js.sync, ...shared.assets.js.async];
      sizes.set(shared.name, {
        provider: dir,
        gzip: files.reduce((sum, file) => sum + gzipBytes(join(repoRoot, dir, 'dist', file)), 0),
      });
    }
  }
  return [...sizes].sort(([, a], [, b]) => b.gzip - a.gzip);
}

/** A vendor chunk's package and version (`vendors-node_modules_pnpm_react-dom_19_3_1_...` -> `react-dom_19_3_1`). */
const vendorOf = (name) => /node_modules_pnpm_(.+?_\d+_\d+_\d+)/.exec(name)?.[1];

/** The readable name of each chunk file of an app's build (files are named by short ids; the build lists names). */
const chunkNamesOf = (dir) => {
  const file = join(dir, 'chunk-names.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
};

/** Scripts the page requests from now until `stop()`: the files, their gzip size and origin. */
function recordScripts(page, dirByPort) {
  const namesByPort = Object.fromEntries(Object.entries(dirByPort).map(([port, dir]) => [port, chunkNamesOf(dir)]));
  const urls = new Set();
  const listener = (request) => {
    if (request.resourceType() === 'script') urls.add(request.url());
  };
  page.on('request', listener);
  return () => {
    page.off('request', listener);
    return [...urls].flatMap((url) => {
      const { port, pathname, origin } = new URL(url);
      const file = join(dirByPort[Number(port)] ?? '', pathname);
      const name = namesByPort[port]?.[pathname.slice(1)] ?? pathname.slice(1).replace(/\.js$/, '');
      if (!existsSync(file)) return [];
      const sent = { br: sentBytes(file, '.br'), gz: sentBytes(file, '.gz') };
      return [{ url, origin, name, vendor: vendorOf(name), bytes: gzipBytes(file), ...sent }];
    });
  };
}

/** Waits for the page to finish loading and returns its main heading, so the report says what it measured. */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2500);
  return (
    (await page
      .locator('main h1')
      .first()
      .textContent({ timeout: 5000 })
      .catch(() => null)) ?? '(no heading)'
  );
}

/**
 * Scripts requested from the navigation until the page's main content is laid out (a phone's viewport) and, on a
 * page the build prerendered, until the live page has taken over from the copy (the shell then drops the copy's
 * style element): the copy shows before any script, so the bytes that count are those the page needs to work.
 */
async function scriptsBeforeMain(suite, target) {
  const context = await suite.browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const page = await context.newPage();
    if (target.user) await signInDemo(page, suite.apiUrl, target.user);
    const stop = recordScripts(page, suite.dirByPort);
    await page.goto(`${suite.shellUrl}${target.path}`, { waitUntil: 'commit' });
    await page.waitForFunction(
      // Any of them: a prerendered page holds its content for wide and narrow screens, one of them hidden.
      (css) =>
        [...globalThis.document.querySelectorAll(css)].some((element) => element.getBoundingClientRect().height > 0) &&
        !globalThis.document.querySelector('style[data-prerendered]'),
      target.main,
      { polling: 'raf', timeout: 60_000 },
    );
    return stop();
  } finally {
    await context.close();
  }
}

async function measureVisits(visits) {
  const suite = await startMeasuredSuite();
  const { browser, dirByPort } = suite;
  const results = [];
  try {
    for (const target of PHONE_PAGES) results.push({ ...target, beforeMain: await scriptsBeforeMain(suite, target) });
    for (const visit of visits) {
      const context = await browser.newContext();
      const page = await context.newPage();
      if (visit.user) await signInDemo(page, suite.apiUrl, visit.user);
      let stop = recordScripts(page, dirByPort);
      await page.goto(`${suite.shellUrl}${visit.path}`);
      const heading = await settle(page);
      const first = stop();
      results.push({ ...visit, heading, files: first });
      if (visit.then) {
        stop = recordScripts(page, dirByPort);
        // single-spa reroutes on pushState, as it does for a menu link.
        await page.evaluate((path) => globalThis.history.pushState(null, '', path), visit.then.path);
        const nextHeading = await settle(page);
        const ownOrigin = new URL(suite.remoteUrls[visit.then.remote]).origin;
        results.push({ ...visit.then, heading: nextHeading, files: stop(), after: first, ownOrigin });
      }
      await context.close();
    }
  } finally {
    await suite.close();
  }
  return results;
}

/** Libraries a follow-up page downloads although the first page already had them (from any origin). */
function reloadedLibraries(files, before) {
  const had = new Set(before.map((file) => file.vendor).filter(Boolean));
  return files.filter((file) => file.vendor && had.has(file.vendor)).map((file) => file.vendor);
}

const total = (files, key = 'bytes') => files.reduce((sum, file) => sum + file[key], 0);
/** What the servers send for these bytes: the build's Brotli and gzip files. */
const sent = (br, gz) => `sent ${kb(br).padStart(9)} br, ${kb(gz).padStart(9)} gzip`;

console.log('JavaScript per app (gzip, level 9; and as sent, from the Brotli and gzip files of the build)');
for (const { app, files, gzip, br, gz, entry } of appSizes()) {
  console.log(
    `  ${app.padEnd(18)} ${kb(gzip).padStart(10)} in ${String(files).padStart(3)} files; entry ${kb(entry).padStart(8)}` +
      `; ${sent(br, gz)}`,
  );
}
console.log('\nShared singletons (gzip, as provided at run time)');
for (const [name, { gzip, provider }] of sharedSizes()) {
  console.log(`  ${name.padEnd(34)} ${kb(gzip).padStart(10)}  (from ${provider})`);
}
const measured = await measureVisits(VISITS);
console.log(
  '\nJavaScript before the main content (a prerendered page: before its live page takes over; Brotli, as sent), beside its budget',
);
for (const { name, beforeMain, budgetKb } of measured.filter((result) => result.beforeMain)) {
  console.log(`${budgetLine(name, total(beforeMain, 'br'), budgetKb)}  (${beforeMain.length} scripts)`);
  if (process.env.SIZE_DETAIL)
    for (const { name: chunk, br } of [...beforeMain].sort((a, b) => b.br - a.br))
      console.log(`    ${kb(br).padStart(9)} ${chunk}`);
}
console.log(`\nWhat a browser downloads (JavaScript, gzip; floor of the required libraries ${FLOOR_KB} KB)`);
for (const { name, path, heading, budget, files, after, ownOrigin } of measured.filter((result) => result.files)) {
  const bytes = total(files);
  const head =
    `  ${name.padEnd(42)} ${kb(bytes).padStart(9)} in ${String(files.length).padStart(2)} scripts` +
    ` (${sent(total(files, 'br'), total(files, 'gz'))})`;
  if (after) {
    const elsewhere = files.filter((file) => file.origin !== ownOrigin);
    const reloaded = reloadedLibraries(files, after);
    const verdict =
      elsewhere.length || reloaded.length
        ? `NOT only its own code: ${kb(total(elsewhere))} from other origins` +
          (reloaded.length ? `, loads again ${reloaded.join(', ')}` : '')
        : 'only its own code';
    console.log(`${head}  ${path} "${heading}"  (${verdict})`);
  } else {
    const ratio = (bytes / 1024 / FLOOR_KB).toFixed(2);
    const verdict = bytes / 1024 <= budget ? 'within' : 'OVER';
    console.log(`${head}  ${path} "${heading}"  ${ratio}x floor  (budget ${budget} KB: ${verdict})`);
  }
  if (process.env.SIZE_DETAIL)
    for (const { url, name: chunk, bytes: size } of [...files].sort((a, b) => b.bytes - a.bytes))
      console.log(`    ${kb(size).padStart(9)} ${chunk}  ${url}`);
}
console.log('\nBefore and after the size work, and what keeps a page over its budget: docs/performance.md.');
