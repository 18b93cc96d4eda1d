import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SUITE_MENU } from '@coffee/suite';
import { suiteCalls } from '@coffee/domain/contracts';
import { serveCall } from './calls';

/**
 * `GET /api/menu`: the suite as the shell learns it at run time (its menu tree with the rights, the routes each remote
 * owns, the pages it links to), so a remote and this server deploy a new page without a new shell. The same for
 * every visitor (rights are enforced per call, not by hiding entries): cached, and revalidated by its ETag.
 */
export function registerMenuRoute(app: FastifyInstance): void {
  const body = JSON.stringify({ status: 'OK', result: SUITE_MENU });
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  // The answer is written once, as text: the route sends it as it is, never serialized again per request.
  serveCall(app, suiteCalls.menu, async (request, reply) => {
    void reply.header('Cache-Control', 'no-cache').header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
