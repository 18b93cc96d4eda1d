// Production chunk files are named by short ids (`12.<hash>.js`); each app's build lists their readable names
// (`vendors-node_modules_pnpm_react-dom_...`, `packages_api-client_src_query_index_ts`) in chunk-names.json.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_PORTS } from './ports';
import { repoRoot } from './suite';

interface AppsModule {
  SHELL: { dir: string };
  REMOTES: Array<{ dir: string }>;
}

/** Each app's folder by the port the suite under test serves it on. */
async function appDirsByPort(): Promise<Map<number, string>> {
  const { SHELL, REMOTES } = (await import(
    join(repoRoot, 'packages', 'build-config', 'src', 'apps.mjs')
  )) as AppsModule;
  return new Map([
    [E2E_PORTS.shell, SHELL.dir],
    ...REMOTES.map((remote, index): [number, string] => [E2E_PORTS.remoteBase + index, remote.dir]),
  ]);
}

/** A function giving the readable chunk name of a script URL of the suite under test (its file name if unlisted). */
export async function loadChunkNames(): Promise<(url: string) => string> {
  const dirByPort = await appDirsByPort();
  const namesByDir = new Map<string, Record<string, string>>();
  const namesOf = (dir: string) => {
    if (!namesByDir.has(dir)) {
      const file = join(repoRoot, dir, 'dist', 'chunk-names.json');
      namesByDir.set(dir, existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
    }
    return namesByDir.get(dir)!;
  };
  return (url) => {
    const { port, pathname } = new URL(url);
    const file = pathname.slice(1);
    const dir = dirByPort.get(Number(port));
    return (dir && namesOf(dir)[file]) || file;
  };
}

/** A function giving the bytes a script URL of the suite is sent as with Brotli (its `.br` file; 0 if none). */
export async function loadBrotliBytes(): Promise<(url: string) => number> {
  const dirByPort = await appDirsByPort();
  return (url) => {
    const { port, pathname } = new URL(url);
    const dir = dirByPort.get(Number(port));
    const file = dir && join(repoRoot, dir, 'dist', `${pathname.slice(1)}.br`);
    return file && existsSync(file) ? statSync(file).size : 0;
  };
}

/**
 * A function giving the source files a script URL of the suite under test was built from, as its source map names
 * them (`webpack://shell/../packages/api-client/src/query/hooks.ts`, `.../node_modules/react-dom/cjs/...`).
 */
export async function loadChunkSources(): Promise<(url: string) => string[]> {
  const dirByPort = await appDirsByPort();
  return (url) => {
    const { port, pathname } = new URL(url);
    const dir = dirByPort.get(Number(port));
    const map = dir && join(repoRoot, dir, 'dist', `${pathname.slice(1)}.map`);
    if (!map || !existsSync(map)) return [];
    return (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
  };
}

/**
 * A function giving the Highcharts files a script URL of the suite under test was built from, as paths inside the
 * package (`es-modules/Series/Sunburst/SunburstSeries.js`), read from the build's source map of that file.
 */
export async function loadHighchartsSources(): Promise<(url: string) => string[]> {
  const sourcesOf = await loadChunkSources();
  return (url) => sourcesOf(url).flatMap((source) => /node_modules\/highcharts\/(.+)$/.exec(source)?.[1] ?? []);
}
