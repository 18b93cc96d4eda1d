import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { SCREEN_STATUSES } from '@coffee/domain';
import type { StatusScreen, StatusTable } from '@coffee/domain';
import { as, orgSeq } from '../harness';
import type { TestEnv } from '../harness';

interface Subject {
  org: 'roaster' | 'cafe';
  table: string;
  key: string;
  column: string;
  statusTable: StatusTable;
  /** The API folder of each screen. */
  paths: Readonly<Record<StatusScreen, string>>;
  editors: Readonly<Record<'OWN' | 'SMNG' | 'MNG', string>>;
}

const STAFF_PATHS = { active: 'user/list', queue: 'user/signup', etc: 'user/etc' } as const;
const SUBJECTS: readonly Subject[] = [
  {
    org: 'roaster',
    table: 'roaster_user',
    key: 'roaster_user_uuid',
    column: 'roaster_user_auth',
    statusTable: 'RAUTH',
    paths: STAFF_PATHS,
    editors: { OWN: 'rown', SMNG: 'rsmng', MNG: 'rmng' },
  },
  {
    org: 'cafe',
    table: 'cafe_user',
    key: 'cafe_user_uuid',
    column: 'cafe_user_auth',
    statusTable: 'CAUTH',
    paths: STAFF_PATHS,
    editors: { OWN: 'cown', SMNG: 'csmng', MNG: 'cmng' },
  },
];

const NICK = 'row rights';

/**
 * The `row_editable` flag of staff rows (list and detail) says exactly what the save does: for every status a row
 * can hold and every editor (OWN, SMNG, MNG), the flag is true where the save goes through and false where it is
 * refused, so the page hides Edit and Delete exactly where the server would refuse them.
 */
export function rowRightsSuite(env: TestEnv): void {
  describe('staff rows: the edit flag agrees with the save (behaviour §03-4.1)', () => {
    let db: pg.Client;
    before(async () => {
      db = new pg.Client({ connectionString: env.databaseUrl });
      await db.connect();
    });
    after(async () => {
      await db.query(`delete from roaster_user where roaster_user_nick = $1`, [NICK]);
      await db.query(`delete from cafe_user where cafe_user_nick = $1`, [NICK]);
      await db.end();
    });

    /** A staff row of the demo user 'user' in the subject's organisation. */
    async function subjectRow(subject: Subject, seq: number): Promise<string> {
      await db.query(`delete from ${subject.table} where ${subject.org}_user_nick = $1`, [NICK]);
      const user = await db.query(`select user_seq from app_user where user_id = 'user'`);
      const row = await db.query(
        `insert into ${subject.table} (${subject.org}_seq, user_seq, ${subject.column}, ${subject.org}_user_nick) values ($1, $2, 'SAST', $3) returning ${subject.key} as uuid`,
        [seq, user.rows[0].user_seq, NICK],
      );
      return row.rows[0].uuid as string;
    }

    for (const subject of SUBJECTS) {
      it(`${subject.table}: list flag, detail flag and save agree for every status and editor`, async () => {
        const seqKey = `${subject.org}_seq`;
        const seq = await orgSeq(env, subject.editors.OWN, subject.org);
        const uuid = await subjectRow(subject, seq);
        const outcomes: string[] = [];
        const expected: string[] = [];
        for (const [screen, statuses] of Object.entries(SCREEN_STATUSES[subject.statusTable])) {
          const base = `/api/${subject.org}/${subject.paths[screen as StatusScreen]}`;
          for (const status of statuses) {
            for (const [role, userId] of Object.entries(subject.editors)) {
              await db.query(
                `update ${subject.table} set ${subject.column} = $1, edit_at = now() where ${subject.key} = $2`,
                [status, uuid],
              );
              const editor = await as(env, userId);
              const list = await editor.post(`${base}/list`, { [seqKey]: seq, list_count: 100 });
              const listed = list.body.result.find((row: Record<string, unknown>) => row[subject.key] === uuid);
              const detail = await editor.post(`${base}/detail`, { [seqKey]: seq, [subject.key]: uuid });
              const saved = await editor.post(`${base}/edit`, {
                [seqKey]: seq,
                [subject.key]: uuid,
                edit_at: detail.body.result.edit_at,
                [subject.column]: status,
              });
              const flag = (value: unknown) => (value ? 'editable' : 'locked');
              outcomes.push(
                `${role} on ${status}: list ${flag(listed?.row_editable)}, detail ${flag(detail.body.result.row_editable)}, save ${saved.code}`,
              );
              const mayChange = saved.code === 200;
              expected.push(
                `${role} on ${status}: list ${flag(mayChange)}, detail ${flag(mayChange)}, save ${saved.code}`,
              );
            }
          }
        }
        assert.deepEqual(outcomes, expected);
        // The refusals are the ones of behaviour §03-4.1: nobody changes the owner's row, only the owner changes an SMNG row.
        for (const refused of ['MNG on SMNG', 'SMNG on SMNG', 'OWN on OWN', 'MNG on OWN']) {
          assert.ok(
            outcomes.some((line) => line.startsWith(`${refused}:`) && line.endsWith('save 403')),
            refused,
          );
        }
        for (const allowed of ['MNG on MNG', 'MNG on SAST', 'OWN on SMNG', 'SMNG on MNG']) {
          assert.ok(
            outcomes.some((line) => line.startsWith(`${allowed}:`) && line.endsWith('save 200')),
            allowed,
          );
        }
      });
    }

    it('refuses a manager’s delete of a senior manager’s row and keeps the row', async () => {
      const seq = await orgSeq(env, 'rown', 'roaster');
      const uuid = await subjectRow(SUBJECTS[0]!, seq);
      await db.query(`update roaster_user set roaster_user_auth = 'SMNG' where roaster_user_uuid = $1`, [uuid]);
      const manager = await as(env, 'rmng');
      const detail = await manager.post('/api/roaster/user/list/detail', { roaster_seq: seq, roaster_user_uuid: uuid });
      assert.equal(detail.body.result.row_editable, false);
      const reply = await manager.post('/api/roaster/user/list/delete', {
        roaster_seq: seq,
        roaster_user_uuid: uuid,
        edit_at: detail.body.result.edit_at,
      });
      assert.equal(reply.code, 403);
      const kept = await db.query(`select roaster_user_auth from roaster_user where roaster_user_uuid = $1`, [uuid]);
      assert.equal(kept.rows[0]?.roaster_user_auth, 'SMNG');
    });
  });
}
