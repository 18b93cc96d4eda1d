import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { TableChanges, listenForChanges } from '@coffee/api-kernel/db/changes';
import { startApiProcess } from '../api-process';
import type { ApiProcess } from '../api-process';
import { Client, as, orgSeq } from '../harness';
import type { TestEnv } from '../harness';
import { greenLot } from './stock-fixtures';
import { DEMO_PASSWORD } from '../../src/seed/data/demo';

// A year no other suite files a lot under (the suites share one database).
const LOT_YEAR = 2077;
const START = 100_000; // 10 kg in 0.1 g
const BATCHES = 24;
const ROUNDS = 10;

/** The same browser session sent to another server process (a balancer without sticky sessions). */
const sameSession = (client: Client, base: string) => Object.assign(new Client(base), { cookie: client.cookie });

const totalCount = async (client: Client, url: string) => {
  const reply = await client.post(url, {});
  assert.equal(reply.body.status, 'OK', JSON.stringify(reply.body));
  return { total: reply.body.paginationMap.total_count as number, rows: reply.body.result as Array<JsonRow> };
};
type JsonRow = Record<string, unknown>;

/**
 * Two API processes on one database, as behind a balancer: this test run's server (A) and a second Node process (B)
 * started from the command line on the same DATABASE_URL, without demo data. Nothing is polled: each read on one
 * process right after a write on the other must already see it.
 */
export function multiProcessSuite(env: TestEnv): void {
  describe('two API processes on one database', () => {
    let second: ApiProcess | undefined;
    const b = () => second?.url ?? assert.fail('the second process did not start');
    before(
      async () => {
        // The suites call from one address: the per-address limits (shared by every process) have a test of their own.
        const childEnv: NodeJS.ProcessEnv = {
          ...process.env,
          DATABASE_URL: env.databaseUrl,
          DEMO: '0',
          SIGNIN_PER_MINUTE: '10000',
          PUBLIC_PER_MINUTE: '100000',
        };
        delete childEnv.DATA_DIR;
        second = await startApiProcess(0, childEnv);
      },
      { timeout: 120_000 },
    );
    after(async () => {
      if (!second) return;
      assert.equal(second.child.exitCode, null, `the second process ended early: ${second.stderr()}`);
      second.child.kill('SIGTERM');
      await second.exited;
    });

    it('honours a session opened on either process on the other, and a sign-out on either', async () => {
      for (const [from, to] of [
        [env.url, b()],
        [b(), env.url],
      ] as const) {
        const client = new Client(from);
        // A user the other suites hardly sign in as (each user keeps a limited number of sessions).
        const signIn = await client.post('/api/sign/signin', { user_id: 'tester', user_pass: DEMO_PASSWORD });
        assert.equal(signIn.body.status, 'OK', JSON.stringify(signIn.body));
        const session = await sameSession(client, to).get('/api/sign/session');
        assert.equal(session.code, 200, JSON.stringify(session.body));
        assert.equal(session.body.result.user_id, 'tester');
        // Signing out on the other process ends the session on this one too.
        assert.equal((await sameSession(client, to).post('/api/sign/signout')).code, 200);
        assert.equal((await client.get('/api/sign/session')).code, 401);
      }
    });

    it("has heard of another process's acknowledged commit after one round trip, before anything is reused", async () => {
      const changes = new TableChanges();
      const listener = await listenForChanges(env.databaseUrl, changes);
      const writer = new pg.Client({ connectionString: env.databaseUrl });
      await writer.connect();
      try {
        for (let round = 0; round < ROUNDS; round++) {
          const before = changes.version('company');
          await writer.query('update company set company_name = company_name where company_seq = 0');
          assert.equal(await changes.catchUp(), true);
          assert.ok(changes.version('company') > before, `round ${round}: the commit is not heard of yet`);
        }
      } finally {
        await writer.end();
        await listener.close();
      }
    });

    it('lists and counts a record written on one process on the other at once', async () => {
      const onA = await as(env, 'admin');
      const onB = sameSession(onA, b());
      const url = '/api/setting/company/list';
      // Rounds, both ways: each read comes right after the other process acknowledged its write.
      for (let round = 0; round < ROUNDS; round++) {
        const [writer, reader] = round % 2 ? [onB, onA] : [onA, onB];
        const before = (await totalCount(reader, url)).total;
        assert.equal((await totalCount(reader, url)).total, before, 'a count kept by the reader');
        const name = `Second process ${round} ${Date.now()}`;
        const created = await writer.post('/api/setting/company/edit', {
          company_type: 'GBD',
          company_name: name,
          company_name_kr: name,
        });
        assert.equal(created.body.status, 'OK', JSON.stringify(created.body));
        const afterCreate = await totalCount(reader, url);
        assert.equal(afterCreate.total, before + 1, `round ${round}: the count after a create`);
        assert.ok(afterCreate.rows.some((row) => row.company_name === name));

        const seq = created.body.result.company_seq as number;
        const removed = await reader.post('/api/setting/company/delete', { company_seq: seq });
        assert.equal(removed.body.status, 'OK', JSON.stringify(removed.body));
        assert.equal((await totalCount(writer, url)).total, before, `round ${round}: the count after a delete`);
      }
    });

    it('serves a code added on one process from the other at once, and accepts it in a save', async () => {
      const codeList = async (base: string) =>
        (await new Client(base).post('/api/code/simple', { code_group: ['WTR'] })).body.result.WTR.code_list as Array<{
          code_id: string;
        }>;
      assert.ok(!(await codeList(b())).some((code) => code.code_id === 'ALKALINE'), 'B has read the group once');
      const saved = await (
        await as(env, 'admin')
      ).post('/api/setting/codelist/edit', {
        code_group_id: 'WTR',
        code_id: 'ALKALINE',
        code_name: 'Alkaline water',
        code_name_kr: '알칼리수',
        code_order: 98,
      });
      assert.equal(saved.body.status, 'OK', JSON.stringify(saved.body));
      assert.ok((await codeList(b())).some((code) => code.code_id === 'ALKALINE'));

      const user = sameSession(await as(env, 'user'), b());
      const settings = await user.post('/api/user/brewing/default/list', {});
      const seq = settings.body.result[0].brewing_seq as number;
      const detail = (await user.get(`/api/user/brewing/default/detail/${seq}`)).body.result;
      const edited = await user.post('/api/user/brewing/default/edit', {
        brewing_seq: seq,
        edit_at: detail.edit_at,
        brewing_water: 'ALKALINE',
      });
      assert.equal(edited.body.status, 'OK', JSON.stringify(edited.body));
    });

    it(`keeps the exact balance and ledger after ${BATCHES} roasts from one lot split across both processes`, async () => {
      const owner = await as(env, 'rown');
      const roaster = await orgSeq(env, 'rown', 'roaster');
      const { bean, recipe } = await greenLot(owner, roaster, LOT_YEAR, START, '두 프로세스 생두');
      const processes = [owner, sameSession(owner, b())];
      const saves = await Promise.all(
        Array.from({ length: BATCHES }, (_, index) =>
          processes[index % 2]!.post('/api/roaster/roasting/result/edit', {
            roaster_seq: roaster,
            roasting_seq: recipe,
            roasting_result_year: 2026,
            roasting_result_date: '2026-11-21',
            roasting_mass: 850,
            greenbean_list: [{ greenbean_roaster_seq: bean, greenbean_year: LOT_YEAR, greenbean_mass: 1000 }],
          }),
        ),
      );
      assert.deepEqual(
        saves.map((save) => save.body.status),
        saves.map(() => 'OK'),
        JSON.stringify(saves.find((save) => save.body.status !== 'OK')?.body),
      );
      const item = { roaster_seq: roaster, greenbean_roaster_seq: bean, greenbean_year: LOT_YEAR };
      for (const client of processes) {
        const detail = await client.get(
          `/api/roaster/greenbean/year/detail/${bean}_${LOT_YEAR}?roaster_seq=${roaster}`,
        );
        assert.equal(detail.body.result.greenbean_instock, START - BATCHES * 1000);
        const history = await client.post('/api/roaster/inventory/greenbean/history', item);
        const movements = history.body.result as JsonRow[];
        // The list reads by date; the movement recorded last holds the balance.
        const last = movements.reduce((latest, row) =>
          Number(row.movement_seq) > Number(latest.movement_seq) ? row : latest,
        );
        assert.equal(last.balance_after, START - BATCHES * 1000, 'the last movement holds the balance');
        // Each roast took its 100 g from the balance the previous one left: no two read the same balance.
        assert.deepEqual(
          movements
            .filter((row) => row.movement_kind === 'roast')
            .map((row) => row.balance_after)
            .sort((x, y) => Number(y) - Number(x)),
          Array.from({ length: BATCHES }, (_, index) => START - (index + 1) * 1000),
        );
      }
    });
  });
}
