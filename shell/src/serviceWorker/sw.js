// The suite's service worker (behaviour §06-6): the shell and the remotes a visitor has opened load without network.
// Written into the shell's build as /sw.js with the build's id (packages/build-config/src/serviceWorker.mjs); plain
// script, no bundle: it runs before and beside every app.
/* global self, caches */

/** One cache per build of the shell; an older build's cache is removed when this one takes over. */
const CACHE = 'coffee-__BUILD_ID__';
const OURS = /^coffee-/;
/** Files named by their content: the same address always holds the same bytes. */
const HASHED = /\.[0-9a-f]{8}\.(?:js|css)$/;
/** The last document of the app itself (not a prerendered guest page): any route of the app opens from it offline. */
const APP_DOCUMENT = '/__app-document__';
/** The shell's run-time registry of the remotes. */
const REGISTRY = '/remotes.json';

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => OURS.test(name) && name !== CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

/** The remotes' origins, read from the registry as last kept: the other origins whose files are the suite's. */
let remoteOrigins = null;
async function suiteOrigins() {
  if (remoteOrigins) return remoteOrigins;
  const registry = await (await caches.open(CACHE)).match(REGISTRY);
  if (!registry) return new Set();
  remoteOrigins = new Set(Object.values((await registry.json()).remotes ?? {}).map((url) => new URL(url).origin));
  return remoteOrigins;
}

const isOurs = async (url) =>
  url.protocol.startsWith('http') &&
  !url.pathname.startsWith('/api/') &&
  (url.origin === self.location.origin || (await suiteOrigins()).has(url.origin));

/** A remote's file asked as a plain script (no-cors) is fetched with CORS (the remotes allow any origin), so it can be checked and kept. */
const forCache = (request, url) =>
  url.origin === self.location.origin ? request : new Request(url.href, { mode: 'cors', credentials: 'omit' });

async function keep(key, response) {
  if (!response.ok) return;
  await (await caches.open(CACHE)).put(key, response);
}

/** Content-named files: from the cache, else fetched and kept. */
async function cacheFirst(request, url) {
  const cached = await caches.match(request.url, { cacheName: CACHE, ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(forCache(request, url));
  await keep(request.url, response.clone());
  return response;
}

/** Documents, the registry and the remotes' entries: the newest while online, the last kept one offline. */
async function networkFirst(request, url, fallback) {
  try {
    const response = await fetch(forCache(request, url));
    await keep(request.url, response.clone());
    if (url.origin === self.location.origin && url.pathname === REGISTRY) remoteOrigins = null;
    if (fallback && response.ok && !(await response.clone().text()).includes('data-prerendered'))
      await keep(fallback, response.clone());
    return response;
  } catch (error) {
    const cache = await caches.open(CACHE);
    const cached =
      (await cache.match(request.url, { ignoreVary: true })) ??
      (fallback && (await cache.match(fallback, { ignoreVary: true })));
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  // The API answers for itself; the pages keep what they need of it (behaviour §06-4).
  if (request.method !== 'GET' || !url.protocol.startsWith('http') || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, url, APP_DOCUMENT));
    return;
  }
  event.respondWith(
    (async () => {
      if (!(await isOurs(url))) return fetch(request);
      return HASHED.test(url.pathname) ? cacheFirst(request, url) : networkFirst(request, url, null);
    })(),
  );
});

/**
 * The page that installed this worker names what it loaded before the worker ran (its document, the registry, the
 * scripts): they are kept now, so the page opens offline after one visit. Later files pass through the worker.
 */
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'keep-loaded') return;
  const urls = event.data.urls.map((href) => new URL(href));
  const first = (url) => (url.pathname === REGISTRY ? 0 : 1);
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      for (const url of urls.sort((a, b) => first(a) - first(b))) {
        if (!(await isOurs(url)) || (await cache.match(url.href, { ignoreVary: true }))) continue;
        const document = url.href === event.data.document;
        const request = new Request(url.href, document ? {} : { mode: 'cors', credentials: 'omit' });
        try {
          if (document) await networkFirst(request, url, APP_DOCUMENT);
          else await (HASHED.test(url.pathname) ? cacheFirst(request, url) : networkFirst(request, url, null));
        } catch {
          // Not reachable now: it is kept when the page loads it next.
        }
      }
    })(),
  );
});
