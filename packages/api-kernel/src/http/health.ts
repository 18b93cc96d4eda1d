import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { suiteCalls } from '@coffee/domain/contracts';
import type { Database } from '../db/database';
import { ApiError } from './errors';
import { serveCall } from './calls';

/** `/api/health`: 200 when the database answers `select 1` within `timeoutMs`, else 503 `database_unavailable`. */
export function registerHealth(app: FastifyInstance, db: Database, timeoutMs: number): void {
  serveCall(app, suiteCalls.health, async (request) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      const answer = sql`select 1`.execute(db);
      answer.catch(() => {}); // answered late (or failed) after the timeout: nobody waits for it any more
      await Promise.race([answer, timeout]);
      return { status: 'OK' as const, result: null };
    } catch (error) {
      request.log.error({ err: error }, 'database unavailable');
      throw new ApiError(503, 'database_unavailable');
    } finally {
      clearTimeout(timer);
    }
  });
}
