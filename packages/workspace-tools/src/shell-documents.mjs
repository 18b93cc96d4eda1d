// What the shell's server answers for a page address. Every document names, as preload hints (`Link` headers),
// the remote entry and first chunks of the remote that owns the route, and for a signed-in visitor the session
// call, so they load while the shell boots instead of after it. A guest never gets a hint of a business remote,
// and gets a public page's prerendered HTML (see prerender.mjs) instead of the empty index.html.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REMOTES } from '../../build-config/src/apps.mjs';
import { repoRoot } from './setup.mjs';

/** The session cookie, by either of its names (packages/api-server/src/auth/cookie.ts). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?coffee_sid=/;
/** The one remote a guest loads: a guest downloads nothing of the business remotes. */
const GUEST_AREA = 'mf-public-tools';
/** The folder of the shell's build holding prerendered pages, and its list of them. */
export const PRERENDERED_DIR = 'prerendered';
export const PRERENDERED_LIST = `${PRERENDERED_DIR}/pages.json`;

/** The domain package's route ownership (TypeScript, loaded through the API server's tsx). */
async function loadNavigation() {
  const require = createRequire(join(repoRoot, 'packages', 'api-server', 'package.json'));
  // The API's ES module build (require.resolve finds the CommonJS one).
  const api = require.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs');
  const { tsImport } = await import(pathToFileURL(api).href);
  const file = join(repoRoot, 'packages', 'domain', 'src', 'navigation', 'areas.ts');
  const routes = join(repoRoot, 'packages', 'domain', 'src', 'navigation', 'routes.ts');
  const [{ areaOfRoute }, { parseRoute }] = await Promise.all(
    [file, routes].map((path) => tsImport(pathToFileURL(path).href, import.meta.url)),
  );
  return (pathname) => areaOfRoute(parseRoute(pathname).segments);
}

/**
 * A remote's entry (preloaded: it is needed at once) and the chunks its `./app` needs at once (its manifest's
 * synchronous chunks), prefetched: a preload that failed (the remote was down) would be handed to the area's retry
 * as it is, a prefetch goes through the HTTP cache. A remote served from elsewhere (REMOTE_OVERRIDES) has no build
 * here: only its entry is named.
 */
function remoteStartHints(entryUrl, distDir) {
  const entry = `<${entryUrl}>; rel=preload; as=script`;
  const manifest = distDir && join(distDir, 'mf-manifest.json');
  if (!manifest || !existsSync(manifest)) return [entry];
  const app = JSON.parse(readFileSync(manifest, 'utf8')).exposes.find((expose) => expose.path === './app');
  const chunks = (app?.assets.js.sync ?? []).map(
    (file) => `<${new URL(file, entryUrl).href}>; rel=prefetch; as=script`,
  );
  return [entry, ...chunks];
}

/**
 * @param {{ apiOrigin: string, remotes: Record<string, string> }} config the suite's run-time configuration
 * @param {string} shellDist the shell's build folder
 * @param {(dir: string) => string | null} remoteDist the build folder of a remote served from it (null: served
 *   from elsewhere)
 * @returns {Promise<(req: import('node:http').IncomingMessage) => import('./serve.mjs').DocumentChoice>}
 */
export async function shellDocuments(config, shellDist, remoteDist) {
  const areaOf = await loadNavigation();
  const hintsByArea = Object.fromEntries(
    REMOTES.filter((remote) => config.remotes[remote.dir]).map((remote) => [
      remote.dir,
      remoteStartHints(config.remotes[remote.dir], remoteDist(remote.dir)),
    ]),
  );
  const listFile = join(shellDist, PRERENDERED_LIST);
  /** @type {Record<string, string>} page address -> file of the build */
  const prerendered = existsSync(listFile) ? JSON.parse(readFileSync(listFile, 'utf8')) : {};
  const sessionHint = `<${config.apiOrigin}/api/sign/session>; rel=preload; as=fetch; crossorigin=use-credentials`;
  return (req) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname.replace(/(.)\/$/, '$1');
    const signedIn = SESSION_COOKIE.test(req.headers.cookie ?? '');
    const area = areaOf(pathname);
    const links = area && (signedIn || area === GUEST_AREA) ? [...(hintsByArea[area] ?? [])] : [];
    if (signedIn) links.push(sessionHint);
    const file = !signedIn ? prerendered[pathname] : undefined;
    return { links, vary: ['Cookie'], ...(file ? { file: `/${file}` } : {}) };
  };
}
