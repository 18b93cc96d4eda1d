// `npm test`: install what is missing, then lint, typecheck, unit tests, server integration tests (embedded
// PostgreSQL, and Debian's PostgreSQL 15 when CI or TEST_DEBIAN_PG=1), build, and browser end-to-end tests.
// Steps that share nothing (their own databases on free ports, their own report files) run at the same time, each
// one's output printed whole when it ends.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDependencies, repoRoot } from './setup.mjs';
import { runLogged, stepRunner } from './steps.mjs';
import { shortfalls } from './test-floors.mjs';
import { jestCounts, playwrightCounts, tapCounts } from './test-reports.mjs';

/**
 * Debian's Chromium, which the build prerenders the public pages in (prerender.mjs), and its headless shell, which the
 * end-to-end tests run in (e2e/playwright.config.ts); CHROMIUM_PATH names one browser for both.
 */
const BROWSERS = process.env.CHROMIUM_PATH
  ? [process.env.CHROMIUM_PATH]
  : ['/usr/bin/chromium', '/usr/lib/chromium/chromium-headless-shell'];
const CHROMIUM_PACKAGES = ['chromium', 'chromium-headless-shell'];
/** The builds of the remotes the deploy stories serve, made ahead beside the suite's build (test-deploys.mjs). */
const TEST_DEPLOYS = join(repoRoot, 'packages', 'workspace-tools', 'src', 'test-deploys.mjs');
const PREBUILT_DEPLOYS = join(repoRoot, '.e2e-deploys');
let deploysBuilt = false;
const REPORTS = join(repoRoot, '.test-counts');
const { results, step, parallelSteps } = stepRunner();
/** Test counts per runner, read from the machine-readable reports each runner writes. */
const counts = [];

const bin = (name) => join(repoRoot, 'node_modules', '.bin', name);
const run = (command, args, options = {}) =>
  execFileSync(command, args, { stdio: 'inherit', cwd: repoRoot, ...options });

function ensureChromium() {
  const missing = BROWSERS.filter((browser) => !existsSync(browser));
  if (missing.length === 0) return;
  const install = `apt-get install -y ${CHROMIUM_PACKAGES.join(' ')}`;
  if (process.getuid?.() !== 0)
    throw new Error(`${missing.join(', ')} missing: install Debian's Chromium (${install})`);
  console.log(`[test] ${install}`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', ...CHROMIUM_PACKAGES], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

function countJest(report) {
  const json = readJson(report);
  if (json) counts.push(jestCounts(json));
}

function countPlaywright(report) {
  const json = readJson(report);
  if (json?.stats) counts.push(playwrightCounts(json));
}

/**
 * node:test files, with a spec report on the console and a TAP report for counting as `runner`; TypeScript files
 * load through tsx (which `cwd` must resolve).
 */
async function nodeTests(log, runner, cwd, files, env = {}) {
  const loader = files.some((file) => file.endsWith('.ts')) ? ['--import', 'tsx'] : [];
  const report = join(REPORTS, `${runner.replace(/\W+/g, '-').replace(/-$/, '')}.tap`);
  try {
    await runLogged(
      log,
      process.execPath,
      [
        ...loader,
        '--test',
        '--test-reporter=spec',
        '--test-reporter-destination=stdout',
        '--test-reporter=tap',
        `--test-reporter-destination=${report}`,
        ...files,
      ],
      { cwd, env: { ...process.env, ...env } },
    );
  } finally {
    const tap = existsSync(report) ? readFileSync(report, 'utf8') : '';
    if (tap) counts.push(tapCounts(runner, tap));
  }
}

const testFiles = (dir, suffix) =>
  readdirSync(dir)
    .filter((file) => file.endsWith(suffix))
    .map((file) => join(dir, file));

/** Server test files that always start embedded databases of their own, whatever DATABASE_URL says. */
const EMBEDDED_ONLY = ['crash.test.ts', 'demo-start.test.ts'];
/** CI (or TEST_DEBIAN_PG=1) runs the server suite on Debian's PostgreSQL (see serverTests). */
const onDebianPostgres = Boolean(process.env.CI) || process.env.TEST_DEBIAN_PG === '1';

/**
 * The server's node:test suite (its working folder is the server package, as for `pnpm test` there). With Debian's
 * PostgreSQL (`DATABASE_URL`), the oldest version the server supports, the suite runs there once, and the embedded
 * database (a newer major, which every end-to-end test also runs on) keeps only the files that start it themselves:
 * the whole suite on both cost about 300 of the run's CPU seconds on two cores.
 */
function serverTests(log, name, env = {}) {
  const serverDir = join(repoRoot, 'packages', 'api-server');
  const embeddedOnly = (file) => EMBEDDED_ONLY.some((only) => file.endsWith(only));
  const files = testFiles(join(serverDir, 'test'), '.test.ts').filter((file) =>
    env.DATABASE_URL ? !embeddedOnly(file) : !onDebianPostgres || embeddedOnly(file),
  );
  return nodeTests(log, `server (${name})`, serverDir, files, env);
}

/** The workspace tools' own tests, among them the guard that no file reads outside the repository. */
function toolTests(log) {
  const toolsDir = join(repoRoot, 'packages', 'workspace-tools', 'src');
  return nodeTests(log, 'workspace tools', repoRoot, testFiles(toolsDir, '.test.mjs'));
}

async function jestTests(log) {
  const report = join(REPORTS, 'jest.json');
  try {
    await runLogged(log, bin('jest'), ['--maxWorkers=2', '--ci', '--json', `--outputFile=${report}`]);
  } finally {
    countJest(report);
  }
}

ensureDependencies();
// Modules that use installed packages load only now, after the install.
const { withDebianPostgres } = await import('./debian-postgres.mjs');
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
await step('chromium', ensureChromium);
// All at once: the checks, the unit tests and the server suites share nothing (each server suite makes its own
// throwaway database on a free port; jest uses no port). One group rather than two keeps both cores busy until the
// last of them ends: the server suites wait on their databases, and a group's last step no longer runs alone.
await parallelSteps(
  [
    [
      'lint',
      async (log) => {
        await runLogged(log, bin('eslint'), ['.']);
        await runLogged(log, bin('prettier'), ['--check', '.', '--log-level', 'warn']);
      },
    ],
    // TypeScript 7's native compiler checks the projects; the bundlers and tools keep TypeScript 6's JavaScript API.
    // One checker per project (the default is four, each binding the program's files again): 51 CPU s instead of
    // 125 and less wall time too on two cores, since `-b` still builds independent projects side by side.
    [
      'typecheck',
      (log) =>
        runLogged(log, process.execPath, [
          join(repoRoot, 'node_modules', 'typescript7', 'bin', 'tsc'),
          '-b',
          '--checkers',
          '1',
        ]),
    ],
    ['workspace tools (the repository stands alone)', toolTests],
    ['unit tests (jest)', jestTests],
    onDebianPostgres
      ? ["server integration tests (the embedded PostgreSQL's own start)", (log) => serverTests(log, 'embedded start')]
      : ['server integration tests (embedded PostgreSQL)', (log) => serverTests(log, 'embedded')],
    ...(onDebianPostgres
      ? [
          [
            "server integration tests (Debian's PostgreSQL)",
            (log) => withDebianPostgres((databaseUrl) => serverTests(log, 'debian-pg', { DATABASE_URL: databaseUrl })),
          ],
        ]
      : []),
  ],
  // Built once (the end-to-end tests serve these files to every worker), as soon as a core is free: while the
  // group's last step still runs. Its own process, so the group's output keeps flowing meanwhile. Beside it, one at a
  // time and at a lower priority, the remotes the deploy stories serve in place of the suite's own: the suite's build
  // leaves a core idle a third of its time, which those builds fill instead of the browser tests' cores.
  {
    tail: [
      'build',
      (log) =>
        Promise.all([
          runLogged(log, process.execPath, [join(repoRoot, 'packages/workspace-tools/src/build.mjs')]),
          runLogged(log, process.execPath, [TEST_DEPLOYS, PREBUILT_DEPLOYS]).then(() => (deploysBuilt = true)),
        ]),
    ],
  },
);
await step('end-to-end (Playwright, Debian chromium)', () => {
  const report = join(REPORTS, 'e2e.json');
  try {
    run(join(repoRoot, 'e2e', 'node_modules', '.bin', 'playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
      env: {
        ...process.env,
        PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
        PLAYWRIGHT_JSON_OUTPUT_FILE: report,
        ...(deploysBuilt ? { E2E_DEPLOYS: PREBUILT_DEPLOYS } : {}),
      },
    });
  } finally {
    countPlaywright(report);
    rmSync(PREBUILT_DEPLOYS, { recursive: true, force: true });
  }
});

console.log('\n=== summary');
for (const { runner, passed, failed, failures, flaky, skipped } of counts) {
  console.log(`${runner}: ${passed} passed, ${failed} failed, ${flaky.length} flaky (retried), ${skipped} skipped`);
  for (const name of failures) console.log(`  failed: ${name}`);
  for (const name of flaky) console.log(`  flaky: ${name}`);
}
for (const { name, ok, seconds } of results) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds.toFixed(1)} s)`);
// The runners this run started (the Debian server suite only on CI or when asked).
const ran = [
  'workspace tools',
  'jest',
  ...(onDebianPostgres ? ['server (embedded start)', 'server (debian-pg)'] : ['server (embedded)']),
  ...(results.some((result) => result.name.startsWith('end-to-end')) ? ['playwright'] : []),
];
const shrunk = shortfalls(counts, ran);
for (const { runner, total, floor } of shrunk)
  console.log(`FAIL ${runner}: ${total} tests, fewer than its floor of ${floor} (test-floors.mjs)`);
const failedSteps = results.filter((result) => !result.ok).length + shrunk.length;
const passedTests = counts.reduce((sum, count) => sum + count.passed, 0);
const flakyTests = counts.reduce((sum, count) => sum + count.flaky.length, 0);
const failedTests = counts.reduce((sum, count) => sum + count.failed, 0) + failedSteps;
console.log(`${results.length - failedSteps + shrunk.length} of ${results.length} steps passed`);
console.log(`tests: ${passedTests} passed, ${failedTests} failed, ${flakyTests} flaky`);
process.exit(failedSteps ? 1 : 0);
