import { askRouteScripts, prefetchRouteScripts } from './routeScripts';

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => [link.as, link.href]);

/** The shell's scripts as the page's resource timing lists them: sent over the network, or from the cache (0 bytes). */
function shellScripts(transferSize: number) {
  const entries = [{ name: `${globalThis.location.origin}/main.1a2b3c4d.js`, transferSize }];
  Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: () => entries });
}

const answering = (urls: unknown) => jest.fn().mockResolvedValue({ ok: true, json: async () => urls });

beforeEach(() => {
  document.head.innerHTML = '';
  shellScripts(25_000);
});

it('prefetches the scripts the server names for the page, asking by its path without a trailing slash', async () => {
  const fetchMock = answering(['http://localhost:3003/0.app.js', '/40.pages.js']);
  globalThis.fetch = fetchMock;
  await prefetchRouteScripts('/en/roaster/roasting/result/');
  expect(fetchMock).toHaveBeenCalledWith('/route-scripts.json?path=%2Fen%2Froaster%2Froasting%2Fresult');
  expect(prefetched()).toEqual([
    ['script', 'http://localhost:3003/0.app.js'],
    ['script', 'http://localhost/40.pages.js'],
  ]);
});

it('prefetches at once, with the list asked for earlier, once the shell is ready for them', async () => {
  const fetchMock = answering(['/41.pages.js']);
  globalThis.fetch = fetchMock;
  await askRouteScripts('/cafe/brewing/result').arrived;
  expect(prefetched()).toEqual([]);
  void prefetchRouteScripts('/cafe/brewing/result');
  expect(prefetched()).toEqual([['script', 'http://localhost/41.pages.js']]);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('prefetches nothing when the list cannot be had', async () => {
  const answers = [
    Promise.reject(new Error('offline')),
    Promise.resolve({ ok: false, json: async () => [] }),
    Promise.resolve({ ok: true, json: async () => ({ not: 'a list' }) }),
  ];
  for (const [index, answer] of answers.entries()) {
    globalThis.fetch = jest.fn().mockReturnValue(answer);
    await prefetchRouteScripts(`/page-${index}`);
  }
  expect(prefetched()).toEqual([]);
});

it('prefetches nothing for a returning visitor, whose scripts come from the cache', async () => {
  shellScripts(0);
  const fetchMock = answering(['http://localhost:3003/0.app.js']);
  globalThis.fetch = fetchMock;
  await prefetchRouteScripts('/en/roaster/roasting/plan');
  expect(fetchMock).toHaveBeenCalled();
  expect(prefetched()).toEqual([]);
});
