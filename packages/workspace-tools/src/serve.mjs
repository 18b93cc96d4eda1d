// Serves a built app the way a CDN would: federation entry points revalidated on every load, hashed chunks
// cached for good, remotes readable from other origins, the shell's routes falling back to index.html.
import { createServer } from 'node:http';
import sirv from 'sirv';

const ENTRY_FILES = /(?:^|\/)(?:mf-manifest\.json|remoteEntry\.js|index\.html|remotes\.json)$/;
const HASHED = /\.[0-9a-f]{8}\.js(?:\.map)?$/;

function setCachingHeaders(res, pathname) {
  if (ENTRY_FILES.test(pathname)) res.setHeader('Cache-Control', 'no-cache');
  else if (HASHED.test(pathname)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}

/**
 * @param {{ dir: string, port: number, host?: string, spa?: boolean, json?: Record<string, unknown>,
 *   headers?: Record<string, string> }} options
 *   `json`: documents served from memory by path (the shell's run-time `remotes.json`); `headers`: sent with every
 *   response (the suite's security headers).
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export function serveApp({ dir, port, host = '127.0.0.1', spa = false, json = {}, headers = {} }) {
  const files = sirv(dir, { dev: false, etag: true, gzip: false, single: spa, setHeaders: setCachingHeaders });
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname in json) {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(json[pathname]));
      return;
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
        url: `http://localhost:${port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}
