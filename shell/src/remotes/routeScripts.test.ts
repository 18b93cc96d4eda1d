import { prefetchRouteScripts } from './routeScripts';

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => [link.as, link.href]);

beforeEach(() => {
  document.head.innerHTML = '';
});

it('prefetches the scripts the server names for the page, asking by its path without a trailing slash', async () => {
  const fetchMock = jest.fn().mockResolvedValue({
    ok: true,
    json: async () => ['http://localhost:3003/0.app.js', '/40.pages.js'],
  });
  globalThis.fetch = fetchMock;
  await prefetchRouteScripts('/en/roaster/roasting/result/');
  expect(fetchMock).toHaveBeenCalledWith('/route-scripts.json?path=%2Fen%2Froaster%2Froasting%2Fresult');
  expect(prefetched()).toEqual([
    ['script', 'http://localhost:3003/0.app.js'],
    ['script', 'http://localhost/40.pages.js'],
  ]);
});

it('prefetches nothing when the list cannot be had', async () => {
  for (const answer of [Promise.reject(new Error('offline')), Promise.resolve({ ok: false, json: async () => [] })]) {
    globalThis.fetch = jest.fn().mockReturnValue(answer);
    await prefetchRouteScripts('/');
  }
  globalThis.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => ({ not: 'a list' }) });
  await prefetchRouteScripts('/');
  expect(prefetched()).toEqual([]);
});
