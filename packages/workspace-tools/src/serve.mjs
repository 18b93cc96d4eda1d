// Serves a built app the way a CDN would: federation entry points revalidated on every load, hashed chunks
// cached for good, remotes readable from other origins, the shell's routes falling back to index.html, each file
// sent as the build's Brotli or gzip copy when the browser accepts it (Content-Encoding, Vary: Accept-Encoding).
import { createServer } from 'node:http';
import sirv from 'sirv';

const ENTRY_FILES = /(?:^|\/)(?:mf-manifest\.json|remoteEntry\.js|sw\.js|[^/]*\.html|remotes\.json)$/;
const HASHED = /\.[0-9a-f]{8}\.js(?:\.map)?$/;
/** Where the shell asks for the scripts of its route's remote (shell/src/remotes/routeScripts.ts). */
export const ROUTE_SCRIPTS = '/route-scripts.json';
/**
 * Headers that govern a document or a worker (its policy, framing, referrer), not the scripts and data it loads: sent
 * with those only. On every script they would add ~1.3 KB to each response, uncompressed over HTTP/1.1: a page of a
 * hundred chunks would download a sixth more.
 */
const DOCUMENT_ONLY_HEADERS = new Set(['content-security-policy', 'x-frame-options', 'referrer-policy']);
const DOCUMENT_FILES = /(?:^|\/)(?:[^/]*\.html|sw\.js)$/;
/** A page address of the shell (no file name extension), answered with an HTML document. */
const ROUTE = /^(?:\/[^./]*)*\/?$/;

/** Request headers a document's choice depended on (sirv sets `Vary: Accept-Encoding` over any earlier Vary). */
const varyAlso = new WeakMap();

function setHeaders(res, pathname) {
  res.setHeader('Vary', ['Accept-Encoding', ...(varyAlso.get(res) ?? [])].join(', '));
  if (ENTRY_FILES.test(pathname) || ROUTE.test(pathname)) res.setHeader('Cache-Control', 'no-cache');
  else if (HASHED.test(pathname)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}

/**
 * The codings of an `Accept-Encoding` header the browser accepts (q > 0), as the plain list sirv reads: sirv only
 * looks for the names, so `br;q=0` would otherwise still get Brotli.
 */
export function acceptedEncodings(header = '') {
  return header
    .split(',')
    .map((part) => part.trim().split(/\s*;\s*/))
    .filter(([coding, ...params]) => {
      const q = params.find((param) => param.startsWith('q='));
      return coding && (!q || Number(q.slice(2)) > 0);
    })
    .map(([coding]) => coding.toLowerCase())
    .join(', ');
}

/**
 * @typedef {{ file?: string, links: string[], vary: string[] }} DocumentChoice `file`: the built document sent for
 *   the route instead of index.html; `links`: `Link` header values (preload hints); `vary`: request headers the
 *   choice depends on.
 * @typedef {{ document(req: import('node:http').IncomingMessage): DocumentChoice,
 *   routeScripts(req: import('node:http').IncomingMessage): string[] }} ShellDocuments what a page address gets,
 *   and the scripts the shell fetches for it once it has started (answered at `/route-scripts.json?path=`).
 * @param {{ dir: string, port: number, host?: string, spa?: boolean, json?: Record<string, unknown>,
 *   headers?: Record<string, string>, documents?: ShellDocuments }}
 *   options `json`: documents served from memory by path (the shell's run-time `remotes.json`); `headers`: the suite's
 *   security headers, a document's own (policy, framing, referrer) sent with documents and workers only;
 *   `documents`: what a page address gets (the shell's).
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export function serveApp({ dir, port, host = '127.0.0.1', spa = false, json = {}, headers = {}, documents }) {
  const files = sirv(dir, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    single: spa,
    setHeaders,
  });
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    req.headers['accept-encoding'] = acceptedEncodings(req.headers['accept-encoding']);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const isDocument = ROUTE.test(url.pathname) || DOCUMENT_FILES.test(url.pathname);
    for (const [name, value] of Object.entries(headers)) {
      if (isDocument || !DOCUMENT_ONLY_HEADERS.has(name.toLowerCase())) res.setHeader(name, value);
    }
    if (url.pathname in json) {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(json[url.pathname]));
      return;
    }
    if (documents && url.pathname === ROUTE_SCRIPTS) {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(documents.routeScripts(req)));
      return;
    }
    if (documents && ROUTE.test(url.pathname)) {
      const choice = documents.document(req);
      if (choice.links.length > 0) res.setHeader('Link', choice.links.join(', '));
      if (choice.file) req.url = `${choice.file}${url.search}`;
      varyAlso.set(res, choice.vary);
    }
    files(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('Not found');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      resolve({
        // Port 0: the one the system chose.
        url: `http://localhost:${server.address().port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}
