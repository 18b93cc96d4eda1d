/** Replaced by webpack with the build's mode (\`optimization.nodeEnv\`). */
declare const process: { env: { NODE_ENV?: string } };

/**
 * Registers the suite's service worker (behaviour §06-6) once the page has loaded, so it never competes with the
 * first paint; only a production build has one (webpack's dev server serves none).
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = async () => {
    try {
      await navigator.serviceWorker.register('/sw.js');
      // What this page loaded before the worker ran is kept too: the page opens offline after this one visit.
      const worker = (await navigator.serviceWorker.ready).active;
      const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
      worker?.postMessage({ type: 'keep-loaded', document: location.href, urls: [location.href, ...loaded] });
    } catch (error) {
      console.warn('The offline app shell could not be installed', error);
    }
  };
  if (document.readyState === 'complete') void register();
  else addEventListener('load', () => void register(), { once: true });
}
