import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  STORED,
  crudPaths,
  descriptorProblems,
  entityPageOf,
  listDef,
  number,
  seqKey,
  subList,
  subListIn,
  text,
} from '@coffee/domain';
import { allFields, auditFields, entities, entity, PAGES } from '@coffee/api-kernel/domain';
import { buildApp } from '../../src/app';
import { createDatabase } from '@coffee/api-kernel/db/database';
import { plainPages, resources } from '../../src/resources';
import { registerResource } from '@coffee/api-kernel/engine/routes';
import { as, orgSeq, query } from '../harness';
import type { TestEnv } from '../harness';
import { MENU_TREE } from '@coffee/suite';

/** The sample page of docs/adding-a-page.md, step 1: its entity and its descriptor at a menu page without one. */
const sampleEntity = entity({
  name: 'SampleCupping',
  keys: ['sample_seq'],
  scope: 'roaster',
  fields: [
    seqKey('sample_seq'),
    text('sample_name', { required: true, maxBytes: 300 }),
    number('greenbean_roaster_seq'),
    subList('taster_list', {
      fields: [text('taster_name', { required: true, maxBytes: 100 }), number('taster_score', { min: 0, max: 100 })],
    }),
    ...auditFields(),
  ],
  list: listDef(['sample_name'], { titleSearch: ['sample_name'] }),
  api: crudPaths('/api/roaster/sample'),
});
// Its storage (step 4): the green bean it names is checked as the roastery's own, its tasters are rows of a child table.
const SAMPLE = entityPageOf(sampleEntity, 'roaster/greenbean/list', ['샘플 커핑', 'Sample cupping'], {
  references: { greenbean_roaster_seq: STORED.greenbean },
  subLists: [subListIn('taster_list', 'sample_cupping_taster', ['taster_name'])],
});
// Every roaster staff menu page has its page now: the sample stands in the place of the green bean catalogue.
const { RoasterGreenbeanCatalogue: _catalogue, ...PAGES_BESIDE_SAMPLE } = PAGES;

export function descriptorSuite(env: TestEnv): void {
  describe('pages served from their descriptors', () => {
    let app: FastifyInstance;
    let close: () => Promise<void>;
    before(async () => {
      // The sample page's storage: the table a migration would create (literal DDL, as migrations write it).
      await query(
        env,
        `create table sample_cupping (sample_seq serial primary key, roaster_seq bigint not null, sample_name text,
          greenbean_roaster_seq bigint references greenbean_roaster (greenbean_roaster_seq),
          rgst_user bigint, rgst_by text, rgst_at timestamptz(3) not null default now(),
          edit_user bigint, edit_by text, edit_at timestamptz(3) not null default now());
         create table sample_cupping_taster (
          sample_seq bigint not null references sample_cupping on delete cascade, taster_name text not null,
          taster_score bigint, primary key (sample_seq, taster_name))`,
      );
      const { db } = createDatabase(env.databaseUrl, 2);
      const built = await buildApp({ db, corsOrigins: [] });
      // The page needs no hook, so it needs no server code: the engine serves every entity page the listed resources
      // do not, as the server does for the suite's own pages (`plainPages`).
      const added = plainPages(
        { ...PAGES, SampleCupping: SAMPLE },
        resources(() => {}),
      );
      assert.deepEqual(
        added.map((resource) => resource.page),
        [SAMPLE],
      );
      for (const resource of added) registerResource(built.app, built.ctx, resource);
      app = built.app;
      close = async () => {
        await app.close();
        await db.destroy();
        await query(env, 'drop table sample_cupping_taster, sample_cupping');
      };
    });
    after(() => close());

    const call = async (user: string | null, url: string, body: Record<string, unknown>) => {
      const cookie = user ? (await as(env, user)).cookie : '';
      const reply = await app.inject({ method: 'POST', url, payload: body, headers: cookie ? { cookie } : {} });
      return { code: reply.statusCode, body: reply.json() };
    };

    it('every engine page is a descriptor of the catalogue, with the rights of its route and its calls', () => {
      const catalogue = new Set<unknown>(Object.values(PAGES));
      const served = resources(() => {});
      const strays = served.filter(
        (resource) =>
          !catalogue.has(resource.page) ||
          resource.menu.join('/') !== resource.page.route ||
          resource.paths !== resource.page.api,
      );
      assert.deepEqual(
        strays.map((resource) => resource.entity.name),
        [],
      );
      const calls = served.flatMap((resource) => Object.values(resource.paths));
      assert.deepEqual(
        calls.filter((call, index) => calls.indexOf(call) !== index),
        [],
        'two pages on one call',
      );
    });

    it('the client route of a page is the menu page whose rights the server checks', () => {
      for (const resource of resources(() => {})) {
        const page = PAGES[resource.page.key as keyof typeof PAGES];
        assert.equal(resource.menu.join('/'), page.route, resource.page.key);
      }
    });

    it('serves every lookup the pages call: their option lists and their fields’ selects', () => {
      const called = new Set([
        ...Object.values(PAGES).flatMap((page) => (page.api?.code ? [page.api.code] : [])),
        ...Object.values(entities).flatMap((definition) =>
          allFields(definition).flatMap((field) => (field.lookup ? [field.lookup.url] : [])),
        ),
      ]);
      assert.deepEqual(
        [...called].filter((url) => !app.hasRoute({ method: 'POST', url })),
        [],
      );
    });

    describe('a page added by the recipe (docs/adding-a-page.md)', () => {
      it('joins the catalogue without a collision', () => {
        assert.deepEqual(
          descriptorProblems(
            { ...PAGES_BESIDE_SAMPLE, SampleCupping: SAMPLE },
            { ...entities, SampleCupping: sampleEntity },
            MENU_TREE,
          ),
          [],
        );
      });

      it('is saved, listed and read by roastery staff, refused to a roaster role, a guest and bad input', async () => {
        const roaster_seq = await orgSeq(env, 'rsast', 'roaster');
        const saved = await call('rsast', SAMPLE.api.save, { roaster_seq, sample_name: 'Kenya AA washed' });
        assert.equal(saved.code, 200, JSON.stringify(saved.body));
        const listed = await call('rsast', SAMPLE.api.list, { roaster_seq });
        assert.deepEqual(
          listed.body.result.map((row: { sample_name: string }) => row.sample_name),
          ['Kenya AA washed'],
        );
        const seq = listed.body.result[0].sample_seq;
        const read = await call('rsast', SAMPLE.api.detail, { roaster_seq, sample_seq: seq });
        assert.equal(read.body.result.sample_name, 'Kenya AA washed');

        const empty = await call('rsast', SAMPLE.api.save, { roaster_seq, sample_name: '' });
        assert.equal(empty.code, 400);
        assert.equal(empty.body.field, 'sample_name');
        const roasterSeqOfRoaster = await orgSeq(env, 'rroaster', 'roaster');
        assert.equal((await call('rroaster', SAMPLE.api.list, { roaster_seq: roasterSeqOfRoaster })).code, 403);
        assert.equal((await call(null, SAMPLE.api.list, { roaster_seq })).code, 401);
        const rows = await query(env, 'select sample_name from sample_cupping');
        assert.deepEqual(
          rows.map((row) => row.sample_name),
          ['Kenya AA washed'],
        );
      });

      it('is stored where its descriptor says: its tasters in their table, only its roastery’s green beans named', async () => {
        const roaster_seq = await orgSeq(env, 'rsast', 'roaster');
        const beanOf = async (seq: number) =>
          Number(
            (
              await query(
                env,
                'select min(greenbean_roaster_seq) as seq from greenbean_roaster where roaster_seq = $1',
                [seq],
              )
            )[0]?.seq,
          );
        const sample = (greenbean_roaster_seq: number) => ({
          roaster_seq,
          sample_name: 'Ethiopia natural',
          greenbean_roaster_seq,
          taster_list: [
            { taster_name: 'Mina', taster_score: 86 },
            { taster_name: 'Joon', taster_score: 84 },
          ],
        });
        const samples = async () => Number((await query(env, 'select count(*) as n from sample_cupping'))[0]?.n);
        const before = await samples();
        const foreign = await call(
          'rsast',
          SAMPLE.api.save,
          sample(await beanOf(await orgSeq(env, 'rown2', 'roaster'))),
        );
        assert.equal(foreign.code, 400, JSON.stringify(foreign.body));
        assert.deepEqual([foreign.body.description, foreign.body.field], ['field_code', 'greenbean_roaster_seq']);
        assert.equal(await samples(), before);

        const saved = await call('rsast', SAMPLE.api.save, sample(await beanOf(roaster_seq)));
        assert.equal(saved.code, 200, JSON.stringify(saved.body));
        const { sample_seq } = saved.body.result;
        const tasters = await query(
          env,
          'select taster_name, taster_score from sample_cupping_taster where sample_seq = $1 order by taster_name',
          [sample_seq],
        );
        assert.deepEqual(tasters, [
          { taster_name: 'Joon', taster_score: 84 },
          { taster_name: 'Mina', taster_score: 86 },
        ]);
        const read = await call('rsast', SAMPLE.api.detail, { roaster_seq, sample_seq });
        assert.deepEqual(read.body.result.taster_list.map((row: { taster_name: string }) => row.taster_name).sort(), [
          'Joon',
          'Mina',
        ]);
      });
    });
  });
}
