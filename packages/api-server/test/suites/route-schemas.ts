import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildApp } from '../../src/app';
import { createDatabase } from '@coffee/api-kernel/db/database';
import { serverOptionsFromEnv } from '../../src/settings';
import { as, guest, orgSeq, query } from '../harness';
import type { TestEnv } from '../harness';

const NAME = 'Route schema test grinder'; // equipment of this suite only

/** Route schemas generated from the domain's fields refuse a value of the wrong type before the handler runs. */
export function routeSchemaSuite(env: TestEnv): void {
  describe('route schemas and the OpenAPI page', () => {
    const equip = async (equip_zero_point: unknown) => ({
      roaster_seq: await orgSeq(env, 'rown', 'roaster'),
      locale: 'en',
      equip_name: NAME,
      equip_type: 'GRND',
      equip_zero_point,
      equip_use: true,
    });
    const saved = async () =>
      Number((await query(env, 'select count(*) as n from roaster_equip where equip_name = $1', [NAME]))[0]?.n);
    const SAVE = '/api/roaster/item/equip/edit';

    it('refuses a value of the wrong type before the handler, as the handler refuses a malformed one, writing nothing', async () => {
      const owner = await as(env, 'rown');
      const refused = await owner.post(SAVE, await equip({ degrees: 5 }));
      assert.equal(refused.code, 400);
      assert.deepEqual(refused.body, { status: '400', description: 'field_NaN', field: 'equip_zero_point' });
      // Text passes the schema and reaches the domain's validator, which answers alike.
      const byHandler = await owner.post(SAVE, await equip('five'));
      assert.deepEqual(byHandler.body, refused.body);
      // A guest is refused by the schema too: the handler, which answers a guest 401 first, never ran.
      const anonymous = guest(env);
      assert.deepEqual((await anonymous.post(SAVE, await equip(true))).body, refused.body);
      assert.equal((await anonymous.post(SAVE, await equip(5))).code, 401);
      assert.equal(await saved(), 0);
      const accepted = await owner.post(SAVE, await equip(-250));
      assert.equal(accepted.body.status, 'OK', JSON.stringify(accepted.body));
      assert.equal(await saved(), 1);
    });

    it('checks the manual stock movements against the domain form before moving stock', async () => {
      const owner = await as(env, 'rown');
      const roaster = await orgSeq(env, 'rown', 'roaster');
      const movements = async () => Number((await query(env, 'select count(*) as n from stock_movement'))[0]?.n);
      const before = await movements();
      const correction = (correction_mass: unknown) => ({
        roaster_seq: roaster,
        greenbean_roaster_seq: 1,
        greenbean_year: 2025,
        correction_kind: 'loss',
        correction_mass,
      });
      const refused = await owner.post('/api/roaster/inventory/greenbean/correct', correction([10]));
      assert.deepEqual(refused.body, { status: '400', description: 'field_NaN', field: 'correction_mass' });
      // Before the handler, which answers a guest 401 first.
      const anonymous = guest(env);
      assert.deepEqual(
        (await anonymous.post('/api/roaster/inventory/greenbean/correct', correction(false))).body,
        refused.body,
      );
      assert.equal(await movements(), before);
    });

    it('serves the OpenAPI description in development, with the save bodies generated from the fields', async () => {
      const { db } = createDatabase(env.databaseUrl, 2);
      try {
        const { app } = await buildApp({ db, corsOrigins: [], openApi: true });
        const described = await app.inject({ method: 'GET', url: '/documentation/json' });
        assert.equal(described.statusCode, 200);
        const { paths } = described.json() as { paths: Record<string, Record<string, unknown>> };
        const save = paths[SAVE]?.post as {
          requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } };
        };
        assert.ok(save.requestBody.content['application/json'].schema.properties.equip_zero_point);
        assert.ok(paths['/api/{org}/inventory/{type}/correct']);
        assert.ok(paths['/api/roaster/create']);
        assert.equal((await app.inject({ method: 'GET', url: '/documentation' })).statusCode < 400, true);
        await app.close();
        const { app: production } = await buildApp({ db, corsOrigins: [], openApi: false });
        assert.equal((await production.inject({ method: 'GET', url: '/documentation/json' })).statusCode, 404);
        await production.close();
      } finally {
        await db.destroy();
      }
      assert.equal(serverOptionsFromEnv({ NODE_ENV: 'production' }).openApi, false);
      assert.equal(serverOptionsFromEnv({}).openApi, true);
    });
  });
}
