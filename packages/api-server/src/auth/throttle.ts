import { sql } from 'kysely';
import type { Database } from '../db/database';

/** Sign-in attempts per user id, whatever the address: at most `attempts` without a success per window. */
export interface AccountThrottle {
  attempts: number;
  windowSeconds: number;
}

export const DEFAULT_ACCOUNT_THROTTLE: AccountThrottle = { attempts: 10, windowSeconds: 15 * 60 };

/**
 * Counts one attempt for the user id (known or not, so a refusal says nothing about which ids exist) and answers how
 * many seconds it must wait when it is over the limit, else 0. Counting before the password is checked, in one
 * statement, keeps the limit exact under concurrent attempts from many addresses and API processes.
 */
export async function countSignInAttempt(db: Database, userKey: string, throttle: AccountThrottle): Promise<number> {
  const window = sql`make_interval(secs => ${throttle.windowSeconds})`;
  const { rows } = await sql<{ attempts: number; wait: number }>`
    insert into signin_throttle as t (user_key, attempts, window_start) values (${userKey}, 1, now())
    on conflict (user_key) do update set
      attempts = case when t.window_start <= now() - ${window} then 1 else t.attempts + 1 end,
      window_start = case when t.window_start <= now() - ${window} then now() else t.window_start end
    returning attempts, ceil(extract(epoch from window_start + ${window} - now()))::int as wait`.execute(db);
  const row = rows[0];
  return row && row.attempts > throttle.attempts ? Math.max(1, row.wait) : 0;
}

/** A successful sign-in starts the user id's count afresh, and windows that have ended are dropped. */
export async function clearSignInAttempts(db: Database, userKey: string, throttle: AccountThrottle): Promise<void> {
  await sql`delete from signin_throttle
    where user_key = ${userKey} or window_start <= now() - make_interval(secs => ${throttle.windowSeconds})`.execute(
    db,
  );
}
