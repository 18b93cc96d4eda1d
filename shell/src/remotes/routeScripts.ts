/** Where the shell's server lists the scripts of the route's remote (workspace-tools/src/serve.mjs). */
export const ROUTE_SCRIPTS = '/route-scripts.json';

/**
 * Whether the shell's own scripts came from the browser's cache: a returning visitor, whose remote's scripts were
 * cached with them. Prefetching those again would only add a cache read to each.
 */
function shellScriptsCached(): boolean {
  const scripts = performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.startsWith(globalThis.location.origin) && /\.js$/.test(new URL(entry.name).pathname));
  return scripts.length > 0 && scripts.every((entry) => (entry as PerformanceResourceTiming).transferSize === 0);
}

const routePath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);

/** The list asked for a page: `list` once it is in (empty without one: a development server, a failed call). */
interface Asked {
  path: string;
  list: readonly string[] | null;
  arrived: Promise<readonly string[]>;
}
let asked: Asked | undefined;

/**
 * Asks the shell's server for the scripts of the page's remote (its app and the page's own code). The document
 * preloaded the list; the shell's entry asks at once, so the list is in before the shell's own scripts are.
 */
export function askRouteScripts(pathname: string = globalThis.location.pathname): Asked {
  const path = routePath(pathname);
  if (asked?.path === path) return asked;
  const state: Asked = { path, list: null, arrived: Promise.resolve([]) };
  state.arrived = fetch(`${ROUTE_SCRIPTS}?path=${encodeURIComponent(path)}`)
    .then((response) => (response.ok ? response.json() : []))
    .then(
      (urls: unknown) => (Array.isArray(urls) ? urls.filter((url): url is string => typeof url === 'string') : []),
      () => [],
    )
    .then((list) => (state.list = list));
  asked = state;
  return state;
}

function prefetch(urls: readonly string[]): void {
  if (shellScriptsCached()) return;
  for (const url of urls) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = url;
    document.head.appendChild(link);
  }
}

/**
 * Prefetches the scripts the shell's server names for this page. Called once the shell's own scripts have arrived,
 * so the remote's do not share the line with them (docs/performance.md, "Loading on a phone"): at once when the list is in, else
 * on its arrival. A returning visitor's come from the cache, and are not prefetched again.
 */
export function prefetchRouteScripts(pathname: string = globalThis.location.pathname): Promise<void> {
  const state = askRouteScripts(pathname);
  if (state.list) {
    prefetch(state.list);
    return Promise.resolve();
  }
  return state.arrived.then(prefetch);
}
