import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/database';

/**
 * The per-account slow-down of sign-in (behaviour §04-7): failed attempts per user id, whatever the address, and
 * apart for each device that signed in to that id before. After `attempts` failures each further attempt waits,
 * `firstWaitSeconds` and twice as long after each failure, at most `maxWaitSeconds`. An attempt made while it must
 * wait is refused without being counted, so nobody can hold an account shut, and the wait never grows past the cap.
 */
export interface AccountThrottle {
  attempts: number;
  firstWaitSeconds: number;
  maxWaitSeconds: number;
  /** A count whose wait ended this long ago starts afresh. */
  forgetSeconds: number;
}

export const DEFAULT_ACCOUNT_THROTTLE: AccountThrottle = {
  attempts: 10,
  firstWaitSeconds: 1,
  maxWaitSeconds: 15 * 60,
  forgetSeconds: 60 * 60,
};

/** The wait after `failures` failed attempts (seconds). */
export const waitAfter = (failures: number, throttle: AccountThrottle): number =>
  failures < throttle.attempts
    ? 0
    : Math.min(throttle.maxWaitSeconds, throttle.firstWaitSeconds * 2 ** (failures - throttle.attempts));

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Strangers' attempts on a user id are counted under no device. */
const ANY_DEVICE = '';

/**
 * The device this attempt comes from, when its cookie's token signed in to this user id before; otherwise the
 * attempt counts with every other stranger's.
 */
export async function deviceOf(db: Database, userKey: string, token: string | undefined): Promise<string> {
  if (!token) return ANY_DEVICE;
  const known = await db
    .selectFrom('signin_device')
    .select('device_hash')
    .where('user_key', '=', userKey)
    .where('device_hash', '=', hashOf(token))
    .executeTakeFirst();
  return known?.device_hash ?? ANY_DEVICE;
}

/**
 * Counts one attempt for the user id on its device (known ids or not, so a refusal says nothing about which ids
 * exist) and answers how many seconds it must still wait, or 0 to go ahead. Counted before the password is checked,
 * under a row lock, so the count is exact under concurrent attempts from many addresses and API processes.
 */
export async function countSignInAttempt(
  db: Database,
  userKey: string,
  device: string,
  throttle: AccountThrottle,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('signin_slowdown')
      .values({ user_key: userKey, device, failures: 0, wait_until: sql<Date>`now() - interval '1 day'` })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    const row = await trx
      .selectFrom('signin_slowdown')
      .select(['failures', sql<number>`extract(epoch from wait_until - now())`.as('ahead')])
      .where('user_key', '=', userKey)
      .where('device', '=', device)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const ahead = Number(row.ahead);
    if (ahead > 0) return Math.ceil(ahead);
    const failures = -ahead > throttle.forgetSeconds ? 1 : row.failures + 1;
    const wait = waitAfter(failures, throttle);
    await trx
      .updateTable('signin_slowdown')
      .set({ failures, wait_until: sql<Date>`now() + make_interval(secs => ${wait})` })
      .where('user_key', '=', userKey)
      .where('device', '=', device)
      .execute();
    return 0;
  });
}

/**
 * A successful sign-in clears its device's count (strangers' count stays: the owner signing in on a known device
 * does not reopen the account to them), remembers the device for the user id and answers the token its cookie keeps.
 */
export async function signedInFrom(
  db: Database,
  userKey: string,
  device: string,
  token: string | undefined,
  throttle: AccountThrottle,
): Promise<string> {
  await db.deleteFrom('signin_slowdown').where('user_key', '=', userKey).where('device', '=', device).execute();
  await sql`delete from signin_slowdown
    where wait_until < now() - make_interval(secs => ${throttle.forgetSeconds})`.execute(db);
  const kept = token ?? randomBytes(24).toString('base64url');
  await db
    .insertInto('signin_device')
    .values({ device_hash: hashOf(kept), user_key: userKey })
    .onConflict((conflict) => conflict.columns(['user_key', 'device_hash']).doUpdateSet({ seen_at: sql`now()` }))
    .execute();
  // The 20 devices of a user id seen last are kept.
  await sql`delete from signin_device where user_key = ${userKey} and device_hash not in (
    select device_hash from signin_device where user_key = ${userKey} order by seen_at desc limit 20)`.execute(db);
  return kept;
}
