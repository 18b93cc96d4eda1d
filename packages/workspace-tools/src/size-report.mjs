// `pnpm size`: gzip bytes of every app's JavaScript, of each shared singleton (as the shell provides it), and of
// what a browser really downloads for the budgeted pages (measured in Chromium against the built suite, served on
// ports of its own). Prints numbers; budgets are compared, never asserted. SIZE_DETAIL=1 lists every file.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { APPS, SHELL } from '../../build-config/src/apps.mjs';
import { ensureDependencies, repoRoot } from './setup.mjs';

ensureDependencies();
const { serveApps, startApi, suiteConfig, suitePorts } = await import('./suite.mjs');

/**
 * The libraries every page needs (react, react-dom, the federation runtime once, single-spa, i18next, Fluent's
 * provider, text and button), gzip, as measured when the budgets were set (README, "Page weight"): a page's ratio to it is its overhead.
 */
const FLOOR_KB = 216;
const DEMO_PASSWORD = 'coffee1234';

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
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const distOf = (app) => join(repoRoot, app.dir, 'dist');

function appSizes() {
  return APPS.map((app) => {
    const dist = distOf(app);
    if (!existsSync(dist)) return { app: app.dir, files: 0, gzip: 0, entry: 0 };
    const scripts = readdirSync(dist).filter((file) => file.endsWith('.js'));
    const entryFile = app === SHELL ? scripts.find((file) => file.startsWith('main.')) : 'remoteEntry.js';
    return {
      app: app.dir,
      files: scripts.length,
      gzip: scripts.reduce((sum, file) => sum + gzipBytes(join(dist, file)), 0),
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
      return existsSync(file) ? [{ url, origin, name, vendor: vendorOf(name), bytes: gzipBytes(file) }] : [];
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

async function measureVisits(visits) {
  const require = createRequire(join(repoRoot, 'e2e', 'package.json'));
  const { chromium } = require('@playwright/test');
  // Ports of its own, shifted like the e2e suite's by E2E_PORT_OFFSET so two checkouts can measure at once.
  const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
  const env = {
    SHELL_PORT: String(3500 + offset),
    REMOTE_PORT_BASE: String(3501 + offset),
    API_PORT: String(4500 + offset),
  };
  const ports = suitePorts(env);
  const dataDir = mkdtempSync(join(tmpdir(), 'coffee-size-'));
  const api = await startApi(ports, { ...process.env, ...env, DATA_DIR: dataDir, DEMO: '1', LOG: '0' });
  const servers = await serveApps(ports, suiteConfig(ports, env));
  const dirByPort = Object.fromEntries([
    [ports.shell, distOf(SHELL)],
    ...Object.entries(ports.remotes).map(([dir, port]) => [port, join(repoRoot, dir, 'dist')]),
  ]);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const results = [];
  try {
    for (const visit of visits) {
      const context = await browser.newContext();
      const page = await context.newPage();
      if (visit.user) {
        const response = await page.request.post(`${api.url}/api/sign/signin`, {
          data: { user_id: visit.user, user_pass: DEMO_PASSWORD },
        });
        if (!response.ok()) throw new Error(`sign-in as ${visit.user} failed: ${response.status()}`);
      }
      let stop = recordScripts(page, dirByPort);
      await page.goto(`http://localhost:${ports.shell}${visit.path}`);
      const heading = await settle(page);
      const first = stop();
      results.push({ ...visit, heading, files: first });
      if (visit.then) {
        stop = recordScripts(page, dirByPort);
        // single-spa reroutes on pushState, as it does for a menu link.
        await page.evaluate((path) => globalThis.history.pushState(null, '', path), visit.then.path);
        const nextHeading = await settle(page);
        const ownOrigin = `http://localhost:${ports.remotes[visit.then.remote]}`;
        results.push({ ...visit.then, heading: nextHeading, files: stop(), after: first, ownOrigin });
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await Promise.all([...Object.values(servers).map((server) => server.close()), api.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

/** Libraries a follow-up page downloads although the first page already had them (from any origin). */
function reloadedLibraries(files, before) {
  const had = new Set(before.map((file) => file.vendor).filter(Boolean));
  return files.filter((file) => file.vendor && had.has(file.vendor)).map((file) => file.vendor);
}

const total = (files) => files.reduce((sum, file) => sum + file.bytes, 0);

console.log('JavaScript per app (gzip, level 9)');
for (const { app, files, gzip, entry } of appSizes()) {
  console.log(`  ${app.padEnd(18)} ${kb(gzip).padStart(10)} in ${String(files).padStart(3)} files; entry ${kb(entry)}`);
}
console.log('\nShared singletons (gzip, as provided at run time)');
for (const [name, { gzip, provider }] of sharedSizes()) {
  console.log(`  ${name.padEnd(34)} ${kb(gzip).padStart(10)}  (from ${provider})`);
}
console.log(`\nWhat a browser downloads (JavaScript, gzip; floor of the required libraries ${FLOOR_KB} KB)`);
for (const { name, path, heading, budget, files, after, ownOrigin } of await measureVisits(VISITS)) {
  const bytes = total(files);
  const head = `  ${name.padEnd(42)} ${kb(bytes).padStart(9)} in ${String(files.length).padStart(2)} scripts`;
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
console.log('\nBefore and after the size work, and what keeps a page over its budget: README.md, "Page weight".');
