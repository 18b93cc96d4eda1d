// `npm test`: install what is missing, then lint, typecheck, unit tests, server integration tests (embedded
// PostgreSQL, and Debian's PostgreSQL 15 when CI or TEST_DEBIAN_PG=1), build, and browser end-to-end tests.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDependencies, pnpm, repoRoot } from './setup.mjs';
import { buildApps } from './suite.mjs';
import { withDebianPostgres } from './debian-postgres.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const results = [];

async function step(name, run) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  try {
    await run();
    results.push({ name, ok: true, seconds: (Date.now() - started) / 1000 });
  } catch (error) {
    results.push({ name, ok: false, seconds: (Date.now() - started) / 1000 });
    console.error(`--- ${name} failed: ${error.message}`);
  }
}

const bin = (name) => join(repoRoot, 'node_modules', '.bin', name);
const run = (command, args, options = {}) =>
  execFileSync(command, args, { stdio: 'inherit', cwd: repoRoot, ...options });

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0)
    throw new Error(`${CHROMIUM} is missing: install Debian's chromium (apt-get install -y chromium)`);
  console.log('[test] installing Debian chromium');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

ensureDependencies();
await step('chromium', ensureChromium);
await step('lint', () => {
  run(bin('eslint'), ['.']);
  run(bin('prettier'), ['--check', '.', '--log-level', 'warn']);
});
await step('typecheck', () => run(bin('tsc'), ['-b']));
await step('unit tests (jest)', () => run(bin('jest'), ['--maxWorkers=2', '--ci']));
await step('server integration tests (embedded PostgreSQL)', () => pnpm(['--filter', '@coffee/api-server', 'test']));
if (process.env.CI || process.env.TEST_DEBIAN_PG === '1') {
  await step("server integration tests (Debian's PostgreSQL)", () =>
    withDebianPostgres((databaseUrl) =>
      pnpm(['--filter', '@coffee/api-server', 'test'], { env: { ...process.env, DATABASE_URL: databaseUrl } }),
    ),
  );
}
await step('build', buildApps);
await step('end-to-end (Playwright, Debian chromium)', () =>
  run(join(repoRoot, 'e2e', 'node_modules', '.bin', 'playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  }),
);

console.log('\n=== summary');
for (const { name, ok, seconds } of results) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds.toFixed(1)} s)`);
const failed = results.filter((result) => !result.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
