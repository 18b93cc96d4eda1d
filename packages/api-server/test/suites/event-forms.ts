import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { as, orgSeq, query } from '../harness';
import type { Client, TestEnv } from '../harness';

/** The open event of a type of the organisation `owner` owns, as its event list answers it. */
async function openEvent(env: TestEnv, owner: string, org: 'roaster' | 'cafe', type: 'SGNP' | 'CSTMR') {
  const events = await (
    await as(env, owner)
  ).post(`/api/${org}/event/list`, {
    [`${org}_seq`]: await orgSeq(env, owner, org),
    event_type: type,
    event_status: 0,
  });
  const uuid = events.body.result[0]?.event_uuid;
  assert.ok(uuid, `${owner} has an open ${type} event`);
  return uuid as string;
}

const AUDIT = 'rgst_user, rgst_by, rgst_at, edit_user, edit_by, edit_at';

/** Sends a form twice with one request id: both answers alike, the first with its message (the key written). */
async function sentTwice(client: Client, path: string, body: Record<string, unknown>, done: string) {
  const withId = { ...body, request_id: randomUUID() };
  const first = await client.post(path, withId);
  assert.deepEqual([first.body.status, first.body.description], ['OK', done], JSON.stringify(first.body));
  const again = await client.post(path, withId);
  assert.equal(again.code, 200, JSON.stringify(again.body));
  assert.deepEqual(again.body.result, first.body.result);
  return first.body.result as Record<string, unknown>;
}

/**
 * A sign-up through an event and a cafe's registration with a roastery are saves of the engine (docs/server.md):
 * sent twice with one request id they are written once (behaviour §06-3), their rows stamped as every save's.
 */
export function eventFormSuite(env: TestEnv): void {
  describe('sign-ups and registrations through an event as engine saves', () => {
    it('signs a person up once for a request sent twice, the row stamped with who signed up', async () => {
      const uuid = await openEvent(env, 'cown', 'cafe', 'SGNP');
      const result = await sentTwice(
        await as(env, 'tester'),
        '/api/cafe/event/user/signup/edit',
        { event_uuid: uuid, user_nick: '  재시도  ', save_check: true },
        'signin_ok',
      );
      const rows = await query(
        env,
        `select cafe_user_nick, cafe_user_auth, user_seq,
                (select user_name from app_user a where a.user_seq = u.user_seq), ${AUDIT}
           from cafe_user u where cafe_user_uuid = $1`,
        [result.cafe_user_uuid],
      );
      assert.equal(rows.length, 1);
      const [row] = rows;
      assert.deepEqual(
        [row!.cafe_user_nick, row!.cafe_user_auth, row!.rgst_user, row!.rgst_by, row!.edit_user, row!.edit_by],
        ['재시도', 'WTSGNP', row!.user_seq, row!.user_name, row!.user_seq, row!.user_name],
      );
      assert.deepEqual(row!.rgst_at, row!.edit_at);
    });

    it('registers a cafe once for a request sent twice, its supplier row stamped as the relation', async () => {
      const uuid = await openEvent(env, 'rown2', 'roaster', 'CSTMR');
      const cafe = await orgSeq(env, 'cown', 'cafe');
      const result = await sentTwice(
        await as(env, 'cown'),
        '/api/roaster/event/cafe/register/edit',
        { cafe_seq: cafe, event_uuid: uuid, roaster_cafe_nick_kr: '한남 카페', save_check: true },
        'register_ok',
      );
      const key = [result.roaster_cafe_uuid];
      const relations = await query(
        env,
        `select roaster_cafe_auth, ${AUDIT} from roaster_cafe where roaster_cafe_uuid = $1`,
        key,
      );
      const suppliers = await query(
        env,
        `select 'WTSGNP' as roaster_cafe_auth, ${AUDIT} from cafe_roaster where roaster_cafe_uuid = $1`,
        key,
      );
      assert.equal(relations.length, 1);
      assert.deepEqual(suppliers, relations);
      assert.equal(relations[0]!.rgst_by, 'Cafe Owner');
    });
  });
}
