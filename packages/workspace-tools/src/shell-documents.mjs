// What the shell's server answers for a page address. Every document names, as preload hints (`Link` headers),
// what the page will fetch at once, so it loads while earlier scripts run instead of after them (README, "Loading
// on a phone"): the shell's own start (its bootstrap, the shared modules it provides, its strings in the route's
// language) and the suite's configuration; for the remote that owns the route, its entry, its `./app` and the page's
// own code (the build's chunk-groups.json, build-config/src/chunkGroups.mjs), and for a signed-in visitor the
// session call. A guest never gets a hint of a business remote, and gets a public page's prerendered HTML (see
// prerender.mjs) instead of the empty index.html.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { REMOTES } from '../../build-config/src/apps.mjs';
import { CHUNK_GROUPS_FILE } from '../../build-config/src/chunkGroups.mjs';
import { ROUTE_SCRIPTS } from './serve.mjs';
import { repoRoot } from './setup.mjs';

/** The session cookie, by either of its names (packages/api-server/src/auth/cookie.ts). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?coffee_sid=/;
/** The one remote a guest loads: a guest downloads nothing of the business remotes. */
const GUEST_AREA = 'mf-public-tools';
/** The folder of the shell's build holding prerendered pages, and its list of them. */
export const PRERENDERED_DIR = 'prerendered';
export const PRERENDERED_LIST = `${PRERENDERED_DIR}/pages.json`;
/** The import that starts the shell (shell/src/index.ts) and the one every remote exposes as `./app`. */
const SHELL_START = './bootstrap';
const REMOTE_APP = './src/app.ts';
/**
 * The chart each chart field input draws (field-toolkit/src/charts/fields/ChartFieldView.tsx), by its import in the
 * toolkit's charts: a saved record's charts are fetched with it (field-toolkit/src/engine/openRecord.ts). A test keeps
 * it equal to the toolkit's.
 */
export const CHART_IMPORTS = {
  radar: './RadarChart/RadarChart',
  flavorwheel: './FlavorWheel/FlavorWheel',
  line: './LineChart/LineChart',
  timeline: './RoastingChart/RoastingChart',
};
/** The toolkit's chart fields, which import the charts. */
const CHART_FIELDS = { files: [], consumes: ['@coffee/field-toolkit/charts/fields'] };
/** The engine's detail screen, which an entity page's record or New draws (field-toolkit/src/blocks/plumbing). */
const DETAIL_SCREEN = { files: [], consumes: ['@coffee/field-toolkit/engine/detail'] };
/** The engine's list screen, which an entity page's list draws and its record or New never runs. */
const LIST_SCREEN = { files: [], consumes: ['@coffee/field-toolkit/engine/list'] };
/** The shell's scripts are named by path (the document's own origin); this base only keys them while resolving. */
const SHELL_BASE = 'http://shell.invalid/';
const hintUrl = (url) => (url.startsWith(SHELL_BASE) ? url.slice(SHELL_BASE.length - 1) : url);

/** The API server's tsx (its ES module API; require.resolve finds the CommonJS one). */
function tsxApi() {
  const require = createRequire(join(repoRoot, 'packages', 'api-server', 'package.json'));
  return { require, esm: require.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs') };
}

/**
 * Every page's name, route, whether it is an entity page and the charts its fields draw, and the routes each remote
 * owns, from the domain package, read in a process of its own (`page-inputs.mjs`): its module graph, loaded here, would leave tsx's loader in the
 * way of a test runner that loads the same files its own way.
 */
function pageInputs() {
  const tsx = pathToFileURL(tsxApi().require.resolve('tsx/esm')).href;
  const script = fileURLToPath(new URL('./page-inputs.mjs', import.meta.url));
  const { pages, areas } = JSON.parse(String(execFileSync(process.execPath, ['--import', tsx, script])));
  const charted = pages.map(([name, route, entity, inputs]) => [
    name,
    route,
    entity,
    inputs.filter((input) => input in CHART_IMPORTS),
  ]);
  return { pages: charted, areas };
}

/** The domain package's route ownership and pages (TypeScript, loaded through the API server's tsx). */
async function loadNavigation() {
  const { tsImport } = await import(pathToFileURL(tsxApi().esm).href);
  const domain = join(repoRoot, 'packages', 'domain', 'src');
  const [{ areaOfRoute }, { parseRoute }] = await Promise.all(
    ['navigation/areas.ts', 'navigation/routes.ts'].map((file) =>
      tsImport(pathToFileURL(join(domain, file)).href, import.meta.url),
    ),
  );
  const { pages: unsorted, areas } = pageInputs();
  const pages = unsorted.sort(([, a], [, b]) => b.length - a.length);
  return (pathname) => {
    const { locale, segments } = parseRoute(pathname);
    const path = segments.join('/');
    // The page whose route the address is or lies under (a record, New); the longest route wins.
    const [name, route, entity, charts] =
      pages.find(([, candidate]) => path === candidate || path.startsWith(`${candidate}/`)) ?? [];
    const record = name && path !== route;
    const saved = record && segments.at(-1) !== 'write';
    const page = name && { name, record, detail: record && entity, charts: saved ? charts : [] };
    return { locale, area: areaOfRoute(segments, areas), page };
  };
}

/** An app's chunk-groups.json, or null (not built here, or built before the file existed). */
function chunkGroupsOf(distDir) {
  const file = distDir && join(distDir, CHUNK_GROUPS_FILE);
  return file && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * The script URLs of an import of an app and, transitively, of the shared modules they consume: the shell's copy
 * where it provides one (the suite shares loaded-first, and the shell loads first), else the app's own.
 */
function scriptsOf(group, app, shell) {
  const urls = new Set();
  const seen = new Set();
  const add = ({ files, consumes }, from) => {
    for (const file of files) urls.add(new URL(file, from.base).href);
    for (const key of consumes) {
      if (seen.has(key)) continue;
      seen.add(key);
      const provider = shell.groups.provides[key] ? shell : app.groups.provides[key] ? app : null;
      if (provider) add(provider.groups.provides[key], provider);
    }
  };
  add(group, app);
  return [...urls];
}

/** The strings chunks of an app in one language (`shellStrings.en`, the toolkit's `strings.en`). */
const stringsOf = (groups, locale) =>
  Object.entries(groups.imports)
    .filter(([request]) => request.toLowerCase().endsWith(`strings.${locale}`))
    .map(([, group]) => group);

/**
 * The scripts of a remote's `./app` and of the route's page (a list: its list part and the engine's list screen; a
 * record or New: its detail part and the engine's detail screen, and on a saved record its charts) that the shell's
 * own start does not already name. A remote served from elsewhere (REMOTE_OVERRIDES) has no build here: none.
 */
function remoteScripts(app, shell, page, known) {
  if (!app.groups || !shell.groups) return [];
  const { imports, pages } = app.groups;
  const requests = (page && pages[page.name]) ?? [];
  const wanted = [
    REMOTE_APP,
    ...requests.filter((request) => !request.endsWith(page.record ? '/list' : '/page')),
    ...(page?.charts ?? []).map((input) => CHART_IMPORTS[input]),
  ];
  const groups = [
    ...wanted.map((request) => imports[request]),
    ...(page?.detail ? [DETAIL_SCREEN] : []),
    ...(page && !page.record ? [LIST_SCREEN] : []),
    ...(page?.charts.length ? [CHART_FIELDS] : []),
  ];
  const urls = groups.filter(Boolean).flatMap((group) => scriptsOf(group, app, shell));
  return [...new Set(urls)].filter((url) => !known.has(url)).map(hintUrl);
}

/**
 * @param {{ apiOrigin: string, remotes: Record<string, string> }} config the suite's run-time configuration
 * @param {string} shellDist the shell's build folder
 * @param {(dir: string) => string | null} remoteDist the build folder of a remote served from it (null: served
 *   from elsewhere)
 * @returns {Promise<import('./serve.mjs').ShellDocuments>}
 */
export async function shellDocuments(config, shellDist, remoteDist) {
  const routeOf = await loadNavigation();
  const shell = { base: SHELL_BASE, groups: chunkGroupsOf(shellDist) };
  const shellStart = Object.fromEntries(
    ['kr', 'en'].map((locale) => {
      // The entry first: the document's own script would otherwise queue behind the hints it follows.
      const groups = shell.groups
        ? [shell.groups.entries.main, shell.groups.imports[SHELL_START], ...stringsOf(shell.groups, locale)]
        : [];
      const urls = groups.filter(Boolean).flatMap((group) => scriptsOf(group, shell, shell));
      return [locale, [...new Set(urls)]];
    }),
  );
  const remoteApps = Object.fromEntries(
    REMOTES.filter((remote) => config.remotes[remote.dir]).map((remote) => [
      remote.dir,
      { base: config.remotes[remote.dir], groups: chunkGroupsOf(remoteDist(remote.dir)) },
    ]),
  );
  const listFile = join(shellDist, PRERENDERED_LIST);
  /** @type {Record<string, string>} page address -> file of the build */
  const prerendered = existsSync(listFile) ? JSON.parse(readFileSync(listFile, 'utf8')) : {};
  const configHint = '</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous';
  const sessionHint = `<${config.apiOrigin}/api/sign/session>; rel=preload; as=fetch; crossorigin=use-credentials`;
  const menuHint = `<${config.apiOrigin}/api/menu>; rel=preload; as=fetch; crossorigin=use-credentials`;
  /** What a page address needs: the hints sent with its document, and the remote's scripts the shell fetches later. */
  const plan = (req) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname.replace(/(.)\/$/, '$1');
    const signedIn = SESSION_COOKIE.test(req.headers.cookie ?? '');
    const { locale, area, page } = routeOf(pathname);
    const start = shellStart[locale];
    const links = [configHint, menuHint, ...start.map((url) => `<${hintUrl(url)}>; rel=preload; as=script`)];
    const remote = area && remoteApps[area] && (signedIn || area === GUEST_AREA) ? remoteApps[area] : null;
    const later = remote ? remoteScripts(remote, shell, page, new Set(start)) : [];
    // The remote's entry is needed as soon as the shell starts; the rest of its scripts are fetched by the shell once
    // its own have arrived (shell/src/remotes/routeScripts.ts), so they do not share the line with them.
    if (remote) links.push(`<${remote.base}>; rel=preload; as=script`);
    if (later.length) {
      links.push(
        `<${ROUTE_SCRIPTS}?path=${encodeURIComponent(pathname)}>; rel=preload; as=fetch; crossorigin=anonymous`,
      );
    }
    if (signedIn) links.push(sessionHint);
    return { pathname, signedIn, links, later };
  };
  return {
    document(req) {
      const { pathname, signedIn, links } = plan(req);
      const file = !signedIn ? prerendered[pathname] : undefined;
      return { links, vary: ['Cookie'], ...(file ? { file: `/${file}` } : {}) };
    },
    /** The remote's scripts for the page at `?path=` (the document's hint names this address). */
    routeScripts(req) {
      const path = new URL(req.url ?? '/', 'http://localhost').searchParams.get('path') ?? '/';
      return plan({ url: path, headers: req.headers }).later;
    },
  };
}
