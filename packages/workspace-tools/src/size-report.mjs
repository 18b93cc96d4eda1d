// `pnpm size`: gzip bytes of every app's JavaScript, of each shared singleton (as the shell provides it), and of
// what a guest's browser really downloads for /info/intro and /info/chart/flavorwheel (measured in Chromium
// against the built suite). Prints numbers; budgets are compared, never asserted.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { APPS, SHELL } from '../../build-config/src/apps.mjs';
import { ensureDependencies, repoRoot } from './setup.mjs';

ensureDependencies();
const { serveApps, startApi, suiteConfig, suitePorts } = await import('./suite.mjs');

const BUDGETS_KB = { '/info/intro': 160, '/info/chart/flavorwheel': 330 };
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

async function guestDownloads(paths) {
  const require = createRequire(join(repoRoot, 'e2e', 'package.json'));
  const { chromium } = require('@playwright/test');
  const env = { SHELL_PORT: '3500', REMOTE_PORT_BASE: '3501', API_PORT: '4500' };
  const ports = suitePorts(env);
  const dataDir = mkdtempSync(join(tmpdir(), 'coffee-size-'));
  const api = await startApi(ports, { ...process.env, ...env, DATA_DIR: dataDir, DEMO: '0', LOG: '0' });
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
    for (const path of paths) {
      const page = await browser.newPage();
      const scripts = new Set();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(request.url());
      });
      await page.goto(`http://localhost:${ports.shell}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(2500);
      let gzip = 0;
      const origins = new Set();
      const files = [];
      for (const url of scripts) {
        const { port, pathname, origin } = new URL(url);
        origins.add(origin);
        const file = join(dirByPort[Number(port)] ?? '', pathname);
        if (!existsSync(file)) continue;
        const bytes = gzipBytes(file);
        gzip += bytes;
        files.push({ url, bytes });
      }
      results.push({ path, scripts: scripts.size, gzip, origins: [...origins], files });
      await page.close();
    }
  } finally {
    await browser.close();
    await Promise.all([...Object.values(servers).map((server) => server.close()), api.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

console.log('JavaScript per app (gzip, level 9)');
for (const { app, files, gzip, entry } of appSizes()) {
  console.log(`  ${app.padEnd(18)} ${kb(gzip).padStart(10)} in ${String(files).padStart(3)} files; entry ${kb(entry)}`);
}
console.log('\nShared singletons (gzip, as provided at run time)');
for (const [name, { gzip, provider }] of sharedSizes()) {
  console.log(`  ${name.padEnd(34)} ${kb(gzip).padStart(10)}  (from ${provider})`);
}
console.log('\nWhat a guest downloads (JavaScript, gzip)');
for (const { path, scripts, gzip, origins, files } of await guestDownloads(Object.keys(BUDGETS_KB))) {
  const budget = BUDGETS_KB[path];
  console.log(
    `  ${path.padEnd(26)} ${kb(gzip).padStart(10)} in ${scripts} scripts from ${origins.length} origins` +
      `  (budget ${budget} KB: ${gzip / 1024 <= budget ? 'within' : 'OVER'})`,
  );
  if (process.env.SIZE_DETAIL)
    for (const { url, bytes } of files.sort((a, b) => b.bytes - a.bytes))
      console.log(`    ${kb(bytes).padStart(9)} ${url}`);
}
