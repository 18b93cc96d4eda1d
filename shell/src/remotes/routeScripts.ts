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

/**
 * Prefetches the scripts the shell's server names for this page: its remote's app and the page's own code. The list
 * was preloaded with the document; the shell asks for it once its own scripts have arrived, so the remote's do not
 * share the line with them (README, "Loading on a phone"); a returning visitor's come from the cache. Without a list
 * (a development server, a failed call) nothing is prefetched: the remote then loads its scripts as it needs them.
 */
export async function prefetchRouteScripts(pathname: string = globalThis.location.pathname): Promise<void> {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  try {
    const response = await fetch(`${ROUTE_SCRIPTS}?path=${encodeURIComponent(path)}`);
    const urls: unknown = response.ok ? await response.json() : [];
    // The list is read either way: the document preloaded it.
    if (!Array.isArray(urls) || shellScriptsCached()) return;
    for (const url of urls) {
      if (typeof url !== 'string') continue;
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      link.href = url;
      document.head.appendChild(link);
    }
  } catch {
    // Nothing prefetched; see above.
  }
}
