import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Limits kept in the database, so they hold for every API process together:
 * - `request_limit`: requests per bucket (a route or route group and a client address or user) until `window_end`
 *   (the rate-limit plugin's store).
 * - `signin_slowdown`: failed sign-ins per user id (known or not) and per device that signed in to it before
 *   (`device`, empty for any other), and until when the next attempt waits. Replaces `signin_throttle`'s lock-out.
 * - `signin_device`: devices (the hash of a cookie's random token) that signed in to a user id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table request_limit (
    bucket text primary key,
    hits integer not null,
    window_end timestamptz(3) not null)`.execute(db);
  await sql`create index request_limit_window_end_idx on request_limit (window_end)`.execute(db);
  await sql`drop table if exists signin_throttle`.execute(db);
  await sql`create table signin_slowdown (
    user_key text not null,
    device text not null default '',
    failures integer not null,
    wait_until timestamptz(3) not null,
    primary key (user_key, device))`.execute(db);
  await sql`create index signin_slowdown_wait_until_idx on signin_slowdown (wait_until)`.execute(db);
  await sql`create table signin_device (
    device_hash text not null,
    user_key text not null,
    seen_at timestamptz(3) not null default now(),
    primary key (user_key, device_hash))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists signin_device`.execute(db);
  await sql`drop table if exists signin_slowdown`.execute(db);
  await sql`drop table if exists request_limit`.execute(db);
  await sql`create table signin_throttle (
    user_key text primary key,
    attempts integer not null,
    window_start timestamptz(3) not null default now())`.execute(db);
  await sql`create index signin_throttle_window_start_idx on signin_throttle (window_start)`.execute(db);
}
