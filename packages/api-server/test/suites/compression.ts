import assert from 'node:assert/strict';
import { request } from 'node:http';
import { describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COMPRESSION_THRESHOLD_BYTES } from '@coffee/api-kernel/http/compression';
import { API_SECURITY_HEADERS } from '@coffee/api-kernel/http/security-headers';
import { as } from '../harness';
import type { TestEnv } from '../harness';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request whose answer is read as sent (fetch would decode it). */
function raw(env: TestEnv, path: string, headers: Record<string, string>, body?: string): Promise<RawAnswer> {
  const url = new URL(path, env.url);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: url.hostname, port: url.port, path: url.pathname, method: body === undefined ? 'GET' : 'POST', headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const decode = (answer: RawAnswer): string => {
  const coding = answer.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (coding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
};

/** JSON and CSV answers travel compressed as the client accepts. */
export function compressionSuite(env: TestEnv): void {
  describe('compressed answers', () => {
    const postAs = async (path: string, acceptEncoding?: string) => {
      const admin = await as(env, 'admin');
      return raw(
        env,
        path,
        {
          'content-type': 'application/json',
          cookie: admin.cookie,
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
        '{}',
      );
    };
    const LIST = '/api/setting/country/farm/list';

    it('a list above the threshold comes as Brotli or gzip, with Vary and the security headers', async () => {
      const plain = await postAs(LIST);
      assert.equal(plain.status, 200);
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.ok(plain.body.length > COMPRESSION_THRESHOLD_BYTES, `list of ${plain.body.length} bytes`);
      for (const [accept, coding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
      ]) {
        const answer = await postAs(LIST, accept);
        assert.equal(answer.headers['content-encoding'], coding, accept);
        assert.match(String(answer.headers.vary), /accept-encoding/i);
        assert.ok(answer.body.length < plain.body.length / 2, `${coding}: ${answer.body.length} bytes`);
        assert.deepEqual(JSON.parse(decode(answer)), JSON.parse(plain.body.toString('utf8')));
        for (const [header, value] of Object.entries(API_SECURITY_HEADERS)) assert.equal(answer.headers[header], value);
      }
    });

    it('a small answer goes as it is', async () => {
      const answer = await raw(env, '/api/sign/session', { 'accept-encoding': 'br, gzip' });
      assert.equal(answer.status, 401);
      assert.ok(answer.body.length < COMPRESSION_THRESHOLD_BYTES);
      assert.equal(answer.headers['content-encoding'], undefined);
    });

    it('a CSV export streams compressed, with its file name and row count', async () => {
      const plain = await postAs(`${LIST}/export`);
      const answer = await postAs(`${LIST}/export`, 'gzip');
      assert.equal(answer.status, 200);
      assert.equal(answer.headers['content-encoding'], 'gzip');
      assert.match(String(answer.headers['content-type']), /^text\/csv/);
      assert.match(String(answer.headers['content-disposition']), /attachment; filename=".+\.csv"/);
      assert.equal(answer.headers['x-total-count'], plain.headers['x-total-count']);
      assert.equal(decode(answer), plain.body.toString('utf8'));
      for (const [header, value] of Object.entries(API_SECURITY_HEADERS)) assert.equal(answer.headers[header], value);
    });
  });
}
