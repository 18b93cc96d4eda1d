// Installs what a fresh machine lacks: a pinned pnpm (into .tools/, not globally) and the workspace dependencies.
// Plain Node only: it runs before any dependency exists.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PNPM_VERSION = '12.21.0';
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const toolsDir = join(repoRoot, '.tools');
const pnpmBin = join(toolsDir, 'node_modules', '.bin', 'pnpm');

function log(message) {
  console.log(`[setup] ${message}`);
}

function installedPnpmVersion() {
  const manifest = join(toolsDir, 'node_modules', 'pnpm', 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : null;
}

export function ensurePnpm() {
  if (installedPnpmVersion() === PNPM_VERSION) return;
  log(`installing pnpm ${PNPM_VERSION} into .tools/`);
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      toolsDir,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      `pnpm@${PNPM_VERSION}`,
    ],
    { stdio: 'inherit' },
  );
}

/** Runs pnpm with the given arguments in the repository root (or `cwd`). */
export function pnpm(args, options = {}) {
  execFileSync(pnpmBin, args, { stdio: 'inherit', cwd: repoRoot, ...options });
}

function dependenciesAreCurrent() {
  const marker = join(repoRoot, 'node_modules', '.modules.yaml');
  const lock = join(repoRoot, 'pnpm-lock.yaml');
  return existsSync(marker) && existsSync(lock) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
}

export function ensureDependencies() {
  ensurePnpm();
  if (dependenciesAreCurrent()) return;
  log('installing workspace dependencies');
  const frozen = existsSync(join(repoRoot, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  pnpm(['install', ...frozen], { env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureDependencies();
}
