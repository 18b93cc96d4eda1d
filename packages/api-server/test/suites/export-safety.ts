import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { text } from 'node:stream/consumers';
import pg from 'pg';
import type { FieldDef } from '@coffee/domain';
import { buildApp } from '../../src/app';
import { createDatabase } from '@coffee/api-kernel/db/database';
import type { Database } from '@coffee/api-kernel/db/database';
import { exportRecords, neutraliseFormula } from '@coffee/api-kernel/engine/export';
import { resources } from '../../src/resources';
import type { Access } from '@coffee/api-kernel/http/context';
import type { ExportLimits } from '@coffee/api-kernel/http/export-slots';
import type { ApiError } from '@coffee/api-kernel/http/errors';
import { Client, as, orgSeq } from '../harness';
import type { TestEnv } from '../harness';
import { exportCsv, lines } from './list-labels';
import { withServer } from './sessions';

const HYPERLINK = '=HYPERLINK("http://x","y")';
const numberField = { name: 'equip_zero_point', type: 'number' } as FieldDef;
const textField = { name: 'equip_name', type: 'string' } as FieldDef;

/** Exports that cannot be turned against the user who opens them, read from one snapshot (behaviour §04-5). */
export function exportSafetySuite(env: TestEnv): void {
  describe('export safety', () => {
    it('exports a cell a spreadsheet would run as a formula with a leading quote (an equipment name)', async () => {
      const owner = await as(env, 'rown');
      const roaster = await orgSeq(env, 'rown', 'roaster');
      const saved = await owner.post('/api/roaster/item/equip/edit', {
        roaster_seq: roaster,
        locale: 'en',
        equip_name: HYPERLINK,
        equip_type: 'GRND',
        equip_use: true,
      });
      assert.equal(saved.body.status, 'OK', JSON.stringify(saved.body));
      const csv = await exportCsv(
        env,
        owner,
        '/api/roaster/item/equip/list',
        { roaster_seq: roaster, columns: ['equip_name'] },
        'en',
      );
      assert.equal(csv.code, 200, csv.text);
      const cells = lines(csv.text).slice(1);
      // The CSV quotes the cell (it holds quotes and a comma); inside, the text starts with ' and is no formula.
      assert.ok(cells.includes(`"'=HYPERLINK(""http://x"",""y"")"`), cells.join('\n'));
      assert.ok(!cells.some((cell) => /^"?=/.test(cell)));
    });

    it("neutralises text starting with = + - @ tab or CR, and keeps a number field's numbers as numbers", () => {
      for (const cell of ['=1+2', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx'])
        assert.equal(neutraliseFormula(cell, textField), `'${cell}`);
      assert.equal(neutraliseFormula('-3', textField), "'-3");
      assert.equal(neutraliseFormula('plain', textField), 'plain');
      assert.equal(neutraliseFormula('-3.5', numberField), '-3.5');
      assert.equal(neutraliseFormula('-1e-7', numberField), '-1e-7');
      assert.equal(neutraliseFormula('=1+2', numberField), "'=1+2");
      assert.equal(neutraliseFormula('-', numberField), "'-");
    });

    it('reads the count and every chunk from one snapshot: rows written during the export are not in it', () =>
      withEquipExport(env, 2, async ({ client, db, type, insert, start }) => {
        // Enough rows that the stream's buffers fill and the later chunks are read only once the test reads on.
        await insert(2000, 'Snapshot row');
        const { total, stream } = await start();
        assert.equal(total, 2000);
        // Newest first: these would shift every later page of a moving table.
        await insert(300, 'Late row');
        await client.query(`delete from equip where equip_type = $1 and equip_name like '% 01%'`, [type]);
        const rows = lines(await text(stream)).slice(1);
        assert.equal(rows.length, 2000);
        assert.equal(new Set(rows).size, 2000, 'no row twice');
        assert.ok(!rows.some((row) => row.startsWith('Late row')));
        assert.ok(rows.includes('Snapshot row 01000'), 'a row deleted during the export is still in it');
        assert.equal(await equipCount(db, type), 2000 + 300 - 1000, 'after the export, the table as it is now');
      }));

    it('ends the snapshot and frees its connection when the reader goes away half-way', () =>
      withEquipExport(env, 1, async ({ db, type, insert, start }) => {
        await insert(2000, 'Dropped row');
        const { stream } = await start();
        for await (const chunk of stream) {
          assert.ok(String(chunk).length > 0);
          break; // leaving the loop destroys the stream, as a closed response does
        }
        // A pool of one connection: this waits until the snapshot's transaction gave it back.
        assert.equal(await withDeadline(equipCount(db, type)), 2000);
      }));

    it('ends the snapshot when its reader stops reading (a stalled client cannot keep a connection)', () =>
      withEquipExport(env, 1, async ({ db, type, insert, start }) => {
        await insert(2000, 'Stalled row');
        const { stream } = await start(300);
        const ended = new Promise<unknown>((resolve) => stream.on('error', resolve).on('close', resolve));
        // Nothing reads the stream: the export fills its buffers, waits, and gives up after 300 ms.
        assert.match(String(await withDeadline(ended)), /idle/);
        assert.equal(await withDeadline(equipCount(db, type)), 2000);
      }));

    it('holds no database connection while a slow reader reads (a pool of one answers others meanwhile)', () =>
      withEquipExport(env, 1, async ({ db, type, insert, start }) => {
        await insert(2000, 'Slow row');
        const { total, stream } = await start();
        assert.equal(total, 2000);
        // Nothing has read the answer yet: the snapshot has ended and its one connection serves another query.
        assert.equal(await withDeadline(equipCount(db, type)), 2000);
        await insert(5, 'Later row');
        const rows = lines(await text(stream)).slice(1);
        assert.equal(rows.length, 2000);
        assert.ok(!rows.some((row) => row.startsWith('Later row')));
      }));

    it('caps concurrent exports per user and in all, answered 429 with the cap, and frees a slot when a reader ends', () =>
      withEquipExport(
        env,
        2,
        async ({ insert, start }) => {
          await insert(2000, 'Capped row');
          const first = await start({ userSeq: 1 });
          const refusal = async (userSeq: number) => {
            try {
              await start({ userSeq });
            } catch (error) {
              const { statusCode, description, extra } = error as ApiError;
              return [statusCode, description, extra.bound, extra.retry_after];
            }
            return 'started';
          };
          assert.deepEqual(await refusal(1), [429, 'export_busy_user', 1, 5]);
          const second = await start({ userSeq: 2 });
          assert.deepEqual(await refusal(3), [429, 'export_busy_total', 2, 5]);
          const closed = new Promise((resolve) => second.stream.on('close', resolve));
          second.stream.destroy();
          await closed;
          await new Promise((resolve) => setTimeout(resolve, 20));
          const third = await start({ userSeq: 3 });
          assert.equal(lines(await text(first.stream)).length, 2001);
          const again = await start({ userSeq: 1 });
          for (const run of [third, again]) assert.equal(lines(await text(run.stream)).length, 2001);
        },
        { perUser: 1, total: 2 },
      ));

    it('answers an export over the cap 429 with its reason and Retry-After, in both languages', async () => {
      await withServer(env, { exportLimits: { perUser: 0, total: 6 } }, async (server) => {
        const owner = Object.assign(new Client(server.url), { cookie: (await as(env, 'rown')).cookie });
        const roaster = await orgSeq(env, 'rown', 'roaster');
        const reply = await owner.post('/api/roaster/item/equip/list/export', { roaster_seq: roaster });
        assert.deepEqual(
          [reply.code, reply.body.description, reply.body.bound, reply.headers.get('retry-after')],
          [429, 'export_busy_user', 0, '5'],
          JSON.stringify(reply.body),
        );
      });
    });
  });
}

interface ExportRun {
  client: pg.Client;
  db: Database;
  type: string;
  insert: (count: number, name: string) => Promise<unknown>;
  /** Starts the SettingEquip export of this run's rows (as SADMIN, or as the user given), ten rows a chunk. */
  start: (options?: number | { userSeq?: number }) => ReturnType<typeof exportRecords>;
}

/** Equipment rows of a type of their own, exported through the engine on a pool of `poolSize` connections. */
async function withEquipExport(
  env: TestEnv,
  poolSize: number,
  run: (context: ExportRun) => Promise<void>,
  exportLimits?: ExportLimits,
) {
  const client = new pg.Client({ connectionString: env.databaseUrl });
  await client.connect();
  const { db } = createDatabase(env.databaseUrl, poolSize);
  const type = `SNAP${randomBytes(3).toString('hex')}`;
  try {
    const { ctx } = await buildApp({ db, corsOrigins: [], ...(exportLimits ? { exportLimits } : {}) });
    const resource = resources(() => {}).find((candidate) => candidate.entity.name === 'SettingEquip');
    assert.ok(resource);
    const sadmin = await client.query(`select user_seq from app_user where user_id = 'sadmin'`);
    const access: Access = {
      rights: { listview: true, view: true, write: false, edit: false, remove: false, menu: true },
      user: {
        user_seq: Number(sadmin.rows[0].user_seq),
        user_id: 'sadmin',
        user_name: 'sadmin',
        user_type: ['SADMIN'],
      },
    };
    await run({
      client,
      db,
      type,
      insert: (count, name) =>
        client.query(
          `insert into equip (equip_name, equip_type) select $1 || ' ' || lpad(i::text, 5, '0'), $2
             from generate_series(1, $3) i`,
          [name, type, count],
        ),
      start: (options) => {
        const { idleMs, userSeq } =
          typeof options === 'number' ? { idleMs: options, userSeq: undefined } : { idleMs: undefined, ...options };
        const visitor = userSeq === undefined ? access : { ...access, user: { ...access.user!, user_seq: userSeq } };
        return exportRecords(ctx, resource, visitor, { equip_type: type, columns: ['equip_name'] }, 'en', {
          chunkSize: 10,
          ...(idleMs ? { idleMs } : {}),
        });
      },
    });
  } finally {
    await client.query(`delete from equip where equip_type = $1`, [type]);
    await client.end();
    await withDeadline(db.destroy()).catch(() => {});
  }
}

/** A kept connection would wait forever: the test fails instead. */
const withDeadline = <T>(work: Promise<T>): Promise<T> =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('an export kept its database connection')), 5000).unref(),
    ),
  ]);

async function equipCount(db: Database, type: string): Promise<number> {
  const counted = await db
    .selectFrom('equip')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('equip_type', '=', type)
    .executeTakeFirstOrThrow();
  return Number(counted.n);
}
