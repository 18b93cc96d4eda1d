/** Replaced by webpack with the build's mode (\`optimization.nodeEnv\`). */
declare const process: { env: { NODE_ENV?: string } };

/**
 * Registers the suite's service worker (behaviour §05-6) once the page has loaded, so it never competes with the
 * first paint; only a production build has one (webpack's dev server serves none).
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('The offline app shell could not be installed', error);
    });
  if (document.readyState === 'complete') void register();
  else addEventListener('load', () => void register(), { once: true });
}
