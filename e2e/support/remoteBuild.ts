import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './suite';

/** Where the tests copy and build apps of their own (ignored by git, removed by `removeWork`). */
export const WORK = join(repoRoot, '.e2e-work');

export const removeWork = () => rmSync(WORK, { recursive: true, force: true });

/**
 * A copy of a remote's sources at `<folder>/<remote>` below the work folder (the build knows an app by its folder's
 * name), on the remote's own installed packages unless `nodeModules` gives another folder.
 */
export function copyRemote(remote: string, folder: string, nodeModules = join(repoRoot, remote, 'node_modules')) {
  const work = join(WORK, folder, remote);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  for (const entry of ['src', 'package.json', 'webpack.config.mjs', 'tsconfig.json']) {
    cpSync(join(repoRoot, remote, entry), join(work, entry), { recursive: true });
  }
  symlinkSync(nodeModules, join(work, 'node_modules'));
  return work;
}

/**
 * A packages folder for `app` whose entries link to the app's installed packages, except those of `replaced`
 * (package name → folder), which link to the given folders instead.
 */
export function packagesWith(app: string, folder: string, replaced: Record<string, string>): string {
  const installed = join(repoRoot, app, 'node_modules');
  const target = join(WORK, folder, 'node_modules');
  const link = (name: string) => symlinkSync(replaced[name] ?? join(installed, name), join(target, name));
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(installed)) {
    if (!entry.startsWith('@')) {
      link(entry);
      continue;
    }
    mkdirSync(join(target, entry));
    for (const scoped of readdirSync(join(installed, entry))) link(`${entry}/${scoped}`);
  }
  return target;
}

/** Builds the app in `work` for production into `output` (a remote's own deploy: nothing else is built). */
export function buildRemote(work: string, output: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(work, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], {
      cwd: work,
      env: { ...process.env, OUTPUT_DIR: output },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`webpack exited with ${code}\n${errors}`)),
    );
  });
}
