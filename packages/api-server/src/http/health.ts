import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

/** `/api/health`: 200 when the database answers `select 1` within `timeoutMs`, else 503 `database_unavailable`. */
export function registerHealth(app: FastifyInstance, db: Database, timeoutMs: number): void {
  app.get('/api/health', async (request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      const answer = sql`select 1`.execute(db);
      answer.catch(() => {}); // answered late (or failed) after the timeout: nobody waits for it any more
      await Promise.race([answer, timeout]);
      return { status: 'OK' };
    } catch (error) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.code(503).send({ status: '503', description: 'database_unavailable' });
    } finally {
      clearTimeout(timer);
    }
  });
}
