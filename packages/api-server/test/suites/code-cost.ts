import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { CodeCache } from '@coffee/api-kernel/codes/code-cache';
import { TableChanges, listenForChanges } from '@coffee/api-kernel/db/changes';
import type { Database } from '@coffee/api-kernel/db/database';
import { guest } from '../harness';
import type { TestEnv } from '../harness';

const UNKNOWN = Array.from({ length: 100 }, (_, index) => `NOSUCH${index}`);

/** behaviour §01-7.2: a group id that does not exist costs no query and leaves nothing in the cache. */
export function codeCostSuite(env: TestEnv): void {
  describe('code groups that do not exist', () => {
    let pool: pg.Pool;
    let db: Database;
    let listener: { close(): Promise<void> };
    const changes = new TableChanges();
    let queries = 0;
    before(async () => {
      pool = new pg.Pool({ connectionString: env.databaseUrl, max: 2 });
      db = new Kysely({
        dialect: new PostgresDialect({ pool }),
        log: () => {
          queries += 1;
        },
      });
      listener = await listenForChanges(env.databaseUrl, changes);
    });
    after(async () => {
      await listener.close();
      await db.destroy();
    });

    it('cost no query and are not kept, however often they are asked for', async () => {
      const cache = new CodeCache(db, changes);
      assert.ok(await cache.group('WTR'), 'a real group is served');
      const held = cache.size;
      queries = 0;
      for (let round = 0; round < 3; round++)
        for (const groupId of UNKNOWN) assert.equal(await cache.group(groupId), null);
      assert.equal(queries, 0, 'queries for unknown groups');
      assert.equal(cache.size, held, 'groups held');
      assert.ok(await cache.group('WTR'));
      assert.equal(queries, 0, 'a held group is served without a query');
    });

    it('are left out of the answer, next to the groups that exist', async () => {
      const reply = await guest(env).post('/api/code/simple', { code_group: [...UNKNOWN.slice(0, 99), 'WTR'] });
      assert.equal(reply.body.status, 'OK');
      assert.deepEqual(Object.keys(reply.body.result), ['WTR']);
    });
  });
}
