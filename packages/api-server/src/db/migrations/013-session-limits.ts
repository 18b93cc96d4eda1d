import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Sessions end after an idle time as well as at their absolute end (`expires_at`): `last_seen_at` is when the
 * session was last used. `signin_throttle` counts sign-in attempts per user id (known or not) since its last success in a window, so the
 * per-account limit holds across addresses and across API processes on one database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table app_session add column last_seen_at timestamptz(3) not null default now()`.execute(db);
  await sql`create index app_session_last_seen_at_idx on app_session (last_seen_at)`.execute(db);
  await sql`create table signin_throttle (
    user_key text primary key,
    attempts integer not null,
    window_start timestamptz(3) not null default now())`.execute(db);
  await sql`create index signin_throttle_window_start_idx on signin_throttle (window_start)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists signin_throttle`.execute(db);
  await sql`alter table app_session drop column if exists last_seen_at`.execute(db);
}
