// node --test: the static servers send the build's Brotli or gzip copy of a file as the browser accepts it.
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ROUTE_SCRIPTS, acceptedEncodings, serveApp } from './serve.mjs';

const PORT = Number(process.env.SERVE_TEST_PORT ?? 5408);
const SCRIPT = `console.log(${JSON.stringify('커피 '.repeat(400))});\n`;
const PAGE = '<!doctype html><title>intro</title><h1>Intro</h1>';

/** GET without any decoding: the status, headers and the bytes as sent. */
function get(path, headers = {}) {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port: PORT, path, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('serveApp: precompressed files by Accept-Encoding', () => {
  let dir;
  let server;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'serve-test-'));
    mkdirSync(join(dir, 'prerendered'));
    for (const [file, text] of [
      ['main.0123abcd.js', SCRIPT],
      ['index.html', '<!doctype html><div id="root"></div>'],
      ['prerendered/intro.html', PAGE],
    ]) {
      writeFileSync(join(dir, file), text);
      writeFileSync(join(dir, `${file}.br`), brotliCompressSync(text));
      writeFileSync(join(dir, `${file}.gz`), gzipSync(text));
    }
    server = await serveApp({
      dir,
      port: PORT,
      spa: true,
      headers: { 'Content-Security-Policy': "default-src 'self'", 'X-Content-Type-Options': 'nosniff' },
      documents: {
        document: (req) =>
          req.headers.cookie
            ? { links: [], vary: ['Cookie'] }
            : {
                file: '/prerendered/intro.html',
                links: ['<http://r.test/remoteEntry.js>; rel=preload; as=script'],
                vary: ['Cookie'],
              },
        routeScripts: (req) => [`http://r.test/${new URL(req.url, 'http://x').searchParams.get('path')}.js`],
      },
    });
  });
  after(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends Brotli when accepted, however the header lists it', async () => {
    const response = await get('/main.0123abcd.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    assert.equal(response.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(response.body).toString(), SCRIPT);
    assert.equal(Number(response.headers['content-length']), response.body.length);
    assert.ok(response.body.length < Buffer.byteLength(SCRIPT) / 4);
    assert.match(response.headers['content-type'], /javascript/);
    assert.equal(response.headers.vary, 'Accept-Encoding');
  });

  it('sends gzip to a browser without Brotli, or one that refuses it with q=0', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.5']) {
      const response = await get('/main.0123abcd.js', { 'accept-encoding': accept });
      assert.equal(response.headers['content-encoding'], 'gzip', accept);
      assert.equal(gunzipSync(response.body).toString(), SCRIPT);
      assert.equal(response.headers.vary, 'Accept-Encoding');
    }
  });

  it('sends the file as it is without Accept-Encoding (identity)', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0' }]) {
      const response = await get('/main.0123abcd.js', headers);
      assert.equal(response.headers['content-encoding'], undefined);
      assert.equal(response.body.toString(), SCRIPT);
      assert.equal(response.headers.vary, 'Accept-Encoding');
    }
  });

  it('answers a page address with the chosen document, compressed, its hints and what it varies on', async () => {
    const guest = await get('/en/info/intro', { 'accept-encoding': 'br' });
    assert.equal(guest.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(guest.body).toString(), PAGE);
    assert.equal(guest.headers.link, '<http://r.test/remoteEntry.js>; rel=preload; as=script');
    assert.equal(guest.headers.vary, 'Accept-Encoding, Cookie');
    assert.equal(guest.headers['cache-control'], 'no-cache');
    const member = await get('/en/info/intro', { 'accept-encoding': 'gzip', cookie: 'coffee_sid=1' });
    assert.equal(gunzipSync(member.body).toString(), '<!doctype html><div id="root"></div>');
    assert.equal(member.headers.link, undefined);
    assert.equal(member.headers.vary, 'Accept-Encoding, Cookie');
  });

  it('answers the route scripts address with the scripts of the page it names, never cached', async () => {
    const response = await get(`${ROUTE_SCRIPTS}?path=roaster`, {});
    assert.deepEqual(JSON.parse(response.body.toString()), ['http://r.test/roaster.js']);
    assert.equal(response.headers['cache-control'], 'no-store');
  });

  it('sends the page policy with documents only, and nosniff with everything', async () => {
    const [document, script] = [await get('/en/info/intro'), await get('/main.0123abcd.js')];
    assert.equal(document.headers['content-security-policy'], "default-src 'self'");
    assert.equal(script.headers['content-security-policy'], undefined);
    for (const response of [document, script]) assert.equal(response.headers['x-content-type-options'], 'nosniff');
  });

  it('reads the q-values of Accept-Encoding', () => {
    assert.equal(acceptedEncodings('gzip;q=1.0, br;q=0, identity'), 'gzip, identity');
    assert.equal(acceptedEncodings(''), '');
  });
});
