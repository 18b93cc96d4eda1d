import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { as, orgSeq } from '../harness';
import type { TestEnv } from '../harness';

type Screen = 'active' | 'queue' | 'etc';
interface ScreenRule {
  /** Where the staff or relation API of the screen lives. */
  path: string;
  /** The status the subject row holds before each attempt. */
  start: string;
  /** behaviour §03-4.1: what every editor may choose, and what only the owner may add. */
  choices: readonly string[];
  ownerOnly?: readonly string[];
  /** Editors without the screen at all (the register queue is SMNG and OWN only). */
  noAccess?: readonly string[];
}
interface Table {
  org: 'roaster' | 'cafe';
  table: string;
  key: string;
  column: string;
  values: readonly string[];
  editors: Readonly<Record<'OWN' | 'SMNG' | 'MNG', string>>;
  screens: Readonly<Record<Screen, ScreenRule>>;
}

const DEPARTED = ['CNCL', 'RJCT', 'RJN', 'FIRE'];
const TABLES: readonly Table[] = [
  {
    org: 'roaster',
    table: 'roaster_user',
    key: 'roaster_user_uuid',
    column: 'roaster_user_auth',
    values: ['ROASTER', 'SAST', 'MNG', 'SMNG', 'OWN', 'FIRE', 'WTSGNP', 'HLD', 'CNCL', 'RJCT', 'RJN'],
    editors: { OWN: 'rown', SMNG: 'rsmng', MNG: 'rmng' },
    screens: {
      active: { path: 'user/list', start: 'SAST', choices: ['ROASTER', 'SAST', 'MNG', 'FIRE'], ownerOnly: ['SMNG'] },
      queue: { path: 'user/signup', start: 'WTSGNP', choices: ['ROASTER', 'WTSGNP', 'HLD', 'CNCL', 'RJCT'] },
      etc: { path: 'user/etc', start: 'RJN', choices: DEPARTED },
    },
  },
  {
    org: 'cafe',
    table: 'cafe_user',
    key: 'cafe_user_uuid',
    column: 'cafe_user_auth',
    values: ['BARISTA', 'SAST', 'MNG', 'SMNG', 'OWN', 'FIRE', 'WTSGNP', 'HLD', 'CNCL', 'RJCT', 'RJN'],
    editors: { OWN: 'cown', SMNG: 'csmng', MNG: 'cmng' },
    screens: {
      active: { path: 'user/list', start: 'SAST', choices: ['BARISTA', 'SAST', 'MNG'], ownerOnly: ['SMNG', 'FIRE'] },
      queue: { path: 'user/signup', start: 'WTSGNP', choices: ['BARISTA', 'WTSGNP', 'HLD', 'CNCL', 'RJCT'] },
      etc: { path: 'user/etc', start: 'RJN', choices: DEPARTED },
    },
  },
  {
    org: 'roaster',
    table: 'roaster_cafe',
    key: 'roaster_cafe_uuid',
    column: 'roaster_cafe_auth',
    values: ['CSTMR', 'CAFE', 'RSTR', 'EXCLD', 'WTSGNP', 'HLD', 'CNCL', 'RJCT', 'RJN', 'FIRE'],
    editors: { OWN: 'rown', SMNG: 'rsmng', MNG: 'rmng' },
    screens: {
      active: { path: 'cafe/list', start: 'CAFE', choices: ['CSTMR', 'CAFE', 'EXCLD'], ownerOnly: ['RSTR'] },
      queue: {
        path: 'cafe/register',
        start: 'WTSGNP',
        choices: ['CSTMR', 'WTSGNP', 'HLD', 'CNCL', 'RJCT'],
        noAccess: ['MNG'],
      },
      etc: { path: 'cafe/etc', start: 'RJN', choices: [...DEPARTED, 'EXCLD'] },
    },
  },
];

/** Every status change on every staff and partner screen, by OWN, SMNG and MNG: allowed exactly as behaviour §03-4.1 says. */
export function statusTransitionSuite(env: TestEnv): void {
  describe('status transitions per screen and role (behaviour §03-4.1)', () => {
    let db: pg.Client;
    before(async () => {
      db = new pg.Client({ connectionString: env.databaseUrl });
      await db.connect();
    });
    // The subject rows go again, so later suites see the demo memberships as seeded.
    after(async () => {
      await db.query(`delete from roaster_user where roaster_user_nick = 'transitions'`);
      await db.query(`delete from cafe_user where cafe_user_nick = 'transitions'`);
      await db.query(
        `delete from cafe_roaster where roaster_cafe_uuid in (select roaster_cafe_uuid from roaster_cafe where roaster_cafe_nick_kr = '전환 시험')`,
      );
      await db.query(`delete from roaster_cafe where roaster_cafe_nick_kr = '전환 시험'`);
      await db.end();
    });

    /** A subject row on `table`: a staff row of the demo user 'user', or the second cafe's relation. */
    async function subject(table: Table): Promise<string> {
      const seq = await orgSeq(env, table.editors.OWN, table.org);
      if (table.table === 'roaster_cafe') {
        const cafe = await orgSeq(env, 'cown2', 'cafe');
        const row = await db.query(
          `insert into roaster_cafe (roaster_seq, cafe_seq, roaster_cafe_auth, roaster_cafe_nick_kr) values ($1, $2, 'CAFE', '전환 시험') returning roaster_cafe_uuid as uuid`,
          [seq, cafe],
        );
        return row.rows[0].uuid as string;
      }
      const user = await db.query(`select user_seq from app_user where user_id = 'user'`);
      const row = await db.query(
        `insert into ${table.table} (${table.org}_seq, user_seq, ${table.column}, ${table.org}_user_nick) values ($1, $2, 'SAST', 'transitions') returning ${table.key} as uuid`,
        [seq, user.rows[0].user_seq],
      );
      return row.rows[0].uuid as string;
    }

    for (const table of TABLES) {
      for (const [screen, rule] of Object.entries(table.screens) as Array<[Screen, ScreenRule]>) {
        it(`${table.table} ${screen}: each of ${table.values.length} statuses by OWN, SMNG and MNG`, async () => {
          const uuid = await subject(table);
          const seqKey = `${table.org}_seq`;
          const seq = await orgSeq(env, table.editors.OWN, table.org);
          const base = `/api/${table.org}/${rule.path}`;
          const outcomes: string[] = [];
          const expected: string[] = [];
          for (const [role, userId] of Object.entries(table.editors)) {
            const editor = await as(env, userId);
            for (const value of table.values) {
              await db.query(
                `update ${table.table} set ${table.column} = $1, edit_at = now() where ${table.key} = $2`,
                [rule.start, uuid],
              );
              const allowed =
                !rule.noAccess?.includes(role) &&
                (rule.choices.includes(value) || (role === 'OWN' && !!rule.ownerOnly?.includes(value)));
              const detail = await editor.post(`${base}/detail`, { [seqKey]: seq, [table.key]: uuid });
              const reply = await editor.post(`${base}/edit`, {
                [seqKey]: seq,
                [table.key]: uuid,
                edit_at: detail.body.result?.edit_at,
                [table.column]: value,
              });
              const stored = await db.query(
                `select ${table.column} as status from ${table.table} where ${table.key} = $1`,
                [uuid],
              );
              outcomes.push(`${role} ${value}: ${reply.code === 200 ? 'ok' : 'refused'} → ${stored.rows[0].status}`);
              expected.push(`${role} ${value}: ${allowed ? 'ok' : 'refused'} → ${allowed ? value : rule.start}`);
            }
          }
          assert.deepEqual(outcomes, expected);
        });
      }
    }

    it('moves the member’s rights time when a manager changes their status, so their rights are fetched again', async () => {
      const member = await as(env, 'user');
      const before = (await member.get('/api/sign/session')).body.result.rights_at;
      const uuid = await subject(TABLES[0]!);
      const seq = await orgSeq(env, 'rown', 'roaster');
      const manager = await as(env, 'rmng');
      const detail = await manager.post('/api/roaster/user/list/detail', { roaster_seq: seq, roaster_user_uuid: uuid });
      const saved = await manager.post('/api/roaster/user/list/edit', {
        roaster_seq: seq,
        roaster_user_uuid: uuid,
        edit_at: detail.body.result.edit_at,
        roaster_user_auth: 'MNG',
      });
      assert.equal(saved.code, 200);
      const after = (await member.get('/api/sign/session')).body.result.rights_at;
      assert.ok(Date.parse(after) > Date.parse(before ?? '1970-01-01'), `${before} → ${after}`);
      const rights = await member.post('/api/userAuth/select', { auth: ['roaster'] });
      assert.ok(rights.body.result.roaster_auth.some((m: { user_auth: string }) => m.user_auth === 'MNG'));
    });

    it('leaves an owner-only status row to the owner, and the owner’s own row to nobody', async () => {
      for (const [table, locked, manager, owner] of [
        [TABLES[0]!, 'SMNG', 'rsmng', 'rown'],
        [TABLES[1]!, 'SMNG', 'cmng', 'cown'],
        [TABLES[2]!, 'RSTR', 'rsmng', 'rown'],
      ] as const) {
        const uuid = await subject(table);
        const seqKey = `${table.org}_seq`;
        const seq = await orgSeq(env, owner, table.org);
        const base = `/api/${table.org}/${table.screens.active.path}`;
        const attempt = async (userId: string, current: string, value: string) => {
          await db.query(`update ${table.table} set ${table.column} = $1 where ${table.key} = $2`, [current, uuid]);
          const client = await as(env, userId);
          const detail = await client.post(`${base}/detail`, { [seqKey]: seq, [table.key]: uuid });
          return (
            await client.post(`${base}/edit`, {
              [seqKey]: seq,
              [table.key]: uuid,
              edit_at: detail.body.result?.edit_at,
              [table.column]: value,
            })
          ).code;
        };
        const demoted = table.screens.active.choices[0]!;
        assert.equal(await attempt(manager, locked, demoted), 403, `${table.table}: ${manager} changes ${locked}`);
        assert.equal(await attempt(owner, locked, demoted), 200, `${table.table}: ${owner} changes ${locked}`);
      }
      const owners = await db.query(
        `select roaster_user_uuid as uuid from roaster_user where roaster_user_auth = 'OWN' and roaster_seq = $1`,
        [await orgSeq(env, 'rown', 'roaster')],
      );
      const owner = await as(env, 'rown');
      const seq = await orgSeq(env, 'rown', 'roaster');
      const detail = await owner.post('/api/roaster/user/list/detail', {
        roaster_seq: seq,
        roaster_user_uuid: owners.rows[0].uuid,
      });
      assert.equal(detail.body.result.row_editable, false, 'the owner’s row shows no edit button');
      const reply = await owner.post('/api/roaster/user/list/edit', {
        roaster_seq: seq,
        roaster_user_uuid: owners.rows[0].uuid,
        edit_at: detail.body.result.edit_at,
        roaster_user_auth: 'MNG',
      });
      assert.equal(reply.code, 403);
    });
  });
}
