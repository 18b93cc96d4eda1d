import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import pg from 'pg';
import { lookupPaths } from '@coffee/api-kernel/codes/lookups';
import { RECORD_VISIBILITY } from '@coffee/api-kernel/engine/record-visibility';
import { as, orgSeq } from '../harness';
import type { JsonBody, TestEnv } from '../harness';

/** The lowest roaster role, and the role the hidden records are kept for (two ranks above it). */
const LOWEST = 'rroaster';
const HIDDEN_FOR = 'MNG';

interface Hidden {
  table: string;
  key: string;
  seq: number;
  name: string;
}

/** Keys of the records with a visibility, and of the rows named after them (a green bean's lots). */
const KEY_OF: Readonly<Record<string, string>> = {
  greenbean_roaster: 'greenbean_roaster_seq',
  greenbean_roaster_year: 'greenbean_roaster_seq',
  roasting_default: 'roasting_seq',
  blending_default: 'blending_seq',
};
const RECORD_OF: Readonly<Record<string, string>> = { greenbean_roaster_year: 'greenbean_roaster' };

/**
 * Record visibility (`greenbean_user_auth`, `roasting_auth`, `blending_auth`) holds through every lookup: option lists,
 * the roast prefill, blend rows and the reference checks of a save (behaviour §02-6).
 */
export function lookupVisibilitySuite(env: TestEnv): void {
  describe('record visibility through lookups', () => {
    it(`walks every lookup as the lowest role (${LOWEST}) and finds no record above its visibility`, async () => {
      const roaster = await orgSeq(env, 'rown', 'roaster');
      const client = new pg.Client({ connectionString: env.databaseUrl });
      await client.connect();
      const tag = `${Date.now() % 100000}`;
      const hidden: Hidden[] = [];
      const restore: Array<() => Promise<unknown>> = [];
      try {
        // A green bean that has a lot and is a row of a recipe; another recipe that is a row of a blend; that blend.
        const bean = (
          await client.query(
            `select g.greenbean_roaster_seq as seq, r.roasting_seq as recipe from greenbean_roaster g
               join greenbean_roaster_year y using (greenbean_roaster_seq)
               join roasting_default_greenbean r using (greenbean_roaster_seq)
              where g.roaster_seq = $1 limit 1`,
            [roaster],
          )
        ).rows[0] as { seq: number; recipe: number };
        const blendRow = (
          await client.query(
            `select b.blending_seq as blend, b.roasting_seq as recipe from blending_default_roasting b
               join blending_default d using (blending_seq)
              where d.roaster_seq = $1 and b.roasting_seq <> $2 limit 1`,
            [roaster, bean.recipe],
          )
        ).rows[0] as { blend: number; recipe: number };
        assert.ok(bean && blendRow, 'demo data: a bean in a recipe with a lot, a blend of another recipe');
        const hide = async (table: string, seq: number, label: string) => {
          const key = KEY_OF[table] ?? '';
          const base =
            table === 'greenbean_roaster' ? 'greenbean' : table === 'roasting_default' ? 'roasting' : 'blending';
          const name = `Hidden ${label} ${tag}`;
          const column = RECORD_VISIBILITY[table];
          const { rows } = await client.query(
            `select ${base}_name as name, ${base}_name_kr as name_kr, ${column} as auth from ${table} where ${key} = $1`,
            [seq],
          );
          const before = rows[0] as { name: string; name_kr: string; auth: string | null };
          const tables = table === 'greenbean_roaster' ? [table, 'greenbean_roaster_year'] : [table];
          for (const each of tables)
            await client.query(`update ${each} set ${base}_name = $2, ${base}_name_kr = $2 where ${key} = $1`, [
              seq,
              name,
            ]);
          await client.query(`update ${table} set ${column} = $2 where ${key} = $1`, [seq, HIDDEN_FOR]);
          restore.push(async () => {
            for (const each of tables)
              await client.query(`update ${each} set ${base}_name = $2, ${base}_name_kr = $3 where ${key} = $1`, [
                seq,
                before.name,
                before.name_kr,
              ]);
            await client.query(`update ${table} set ${column} = $2 where ${key} = $1`, [seq, before.auth]);
          });
          hidden.push({ table, key, seq, name });
        };
        await hide('greenbean_roaster', bean.seq, 'bean');
        await hide('roasting_default', blendRow.recipe, 'recipe');
        await hide('blending_default', blendRow.blend, 'blend');

        const lowest = await as(env, LOWEST);
        const owner = await as(env, 'rown');
        const leaks = (body: JsonBody) => hidden.filter(({ name }) => JSON.stringify(body).includes(name));
        const filters = Object.fromEntries(hidden.map(({ key, seq }) => [key, seq]));
        const walked: string[] = [];
        for (const { path, table } of lookupPaths()) {
          for (const params of [{}, filters]) {
            const body = { roaster_seq: roaster, locale: 'en', ...params };
            const reply = await lowest.post(path, body);
            assert.deepEqual(leaks(reply.body), [], `${path} ${JSON.stringify(params)}`);
            const key = KEY_OF[table];
            if (reply.code !== 200 || !key) continue;
            const record = RECORD_OF[table] ?? table;
            const mine = hidden.filter((entry) => entry.table === record).map(({ seq }) => seq);
            const rows = reply.body.result as JsonBody[];
            assert.ok(!rows.some((row) => mine.includes(Number(row[key]))), `${path}: no hidden ${record}`);
            // Not an empty walk: the owner is offered the same records.
            if (Object.keys(params).length === 0) {
              const offered = (await owner.post(path, body)).body.result as JsonBody[];
              assert.ok(
                offered.some((row) => mine.includes(Number(row[key]))),
                `${path}: the owner sees them`,
              );
              walked.push(path);
            }
          }
        }
        assert.ok(walked.length >= 4, walked.join(', '));

        // The lots page: a green bean's lots go with the bean.
        const lots = async (user: string) =>
          (
            (
              await (
                await as(env, user)
              ).post('/api/roaster/greenbean/year/list', { roaster_seq: roaster, list_count: 100 })
            ).body.result as JsonBody[]
          ).filter((row) => Number(row.greenbean_roaster_seq) === bean.seq);
        assert.ok((await lots('rown')).length > 0);
        assert.deepEqual(await lots('rsast'), []);

        // The roast prefill and the blend rows: a hidden recipe or blend is 404, rows naming one are left out.
        const prefill = (seq: number) =>
          lowest.post(`/api/roaster/roasting/default/greenbean/${seq}`, { roaster_seq: roaster });
        assert.equal((await prefill(blendRow.recipe)).code, 404);
        const beanRows = (await prefill(bean.recipe)).body.result.roasting_default_greenbean as JsonBody[];
        assert.ok(!beanRows.some((row) => Number(row.greenbean_roaster_seq) === bean.seq));
        const blendRows = (seq: number) =>
          lowest.post(`/api/roaster/blending/default/roasting/${seq}`, { roaster_seq: roaster });
        assert.equal((await blendRows(blendRow.blend)).code, 404);
        const ownerRows = await owner.post(`/api/roaster/blending/default/roasting/${blendRow.blend}`, {
          roaster_seq: roaster,
        });
        assert.ok((ownerRows.body.result as JsonBody[]).some((row) => row.roasting_seq === blendRow.recipe));
        assert.equal(
          (await lowest.post(`/api/roaster/roasting/default/reference/${blendRow.recipe}`, { roaster_seq: roaster }))
            .code,
          404,
        );

        // Reference checks: a save may not newly name a hidden record; one a record already names stays.
        const note = { roaster_seq: roaster, locale: 'en', cupnote_name: `Hidden blend note ${tag}`, cupnote_satis: 8 };
        const refused = await lowest.post('/api/roaster/qc/blending/edit', { ...note, blending_seq: blendRow.blend });
        assert.deepEqual(
          [refused.code, refused.body.description, refused.body.field],
          [400, 'field_code', 'blending_seq'],
        );
        const byOwner = await owner.post('/api/roaster/qc/blending/edit', { ...note, blending_seq: blendRow.blend });
        assert.equal(byOwner.body.status, 'OK', JSON.stringify(byOwner.body));
        const id = byOwner.body.result.cupnote_seq;
        restore.push(() => client.query('delete from qc_blending where cupnote_seq = $1', [id]));
        const edited = await lowest.post('/api/roaster/qc/blending/edit', {
          roaster_seq: roaster,
          cupnote_seq: id,
          edit_at: byOwner.body.result.edit_at,
          blending_seq: blendRow.blend,
          cupnote_satis: 9,
        });
        assert.equal(edited.body.status, 'OK', JSON.stringify(edited.body));
      } finally {
        for (const undo of restore.reverse()) await undo().catch(() => {});
        await client.end();
      }
    });
  });
}
