import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './suite';

interface DeploysModule {
  /** The folder of a test deploy's build (see packages/workspace-tools/src/test-deploys.mjs). */
  testDeploy(name: string): Promise<string>;
  GUIDE_RELEASE_HEADING: string;
  ADDED_PAGE: { key: string; route: string; title: { kr: string; en: string }; says: string };
}

/**
 * The remotes the deploy stories serve in place of the suite's own, each built on its own: ahead by `npm test`, or by
 * the spec itself below the work folder.
 */
export const loadDeploys = () =>
  import(join(repoRoot, 'packages', 'workspace-tools', 'src', 'test-deploys.mjs')) as Promise<DeploysModule>;

/**
 * Removes what a spec built of the deploys `names` below the work folder (never the deploys `npm test` built ahead):
 * only its own, since a spec on another lane may be building another deploy there at the same time.
 */
export const removeWork = (...names: string[]) => {
  for (const name of names) rmSync(join(repoRoot, '.e2e-work', name), { recursive: true, force: true });
};
