import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * A save sent with a client-made request id is written once: the id is claimed in the save's own transaction and
 * keeps the answer, so the same request sent again (a device that lost the connection after the server wrote it)
 * gets that answer instead of a second record.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table save_request (
    request_id uuid primary key,
    user_seq bigint not null references app_user on delete cascade,
    save_path text not null,
    result jsonb,
    rgst_at timestamptz(3) not null default now())`.execute(db);
  await sql`create index save_request_rgst_at_idx on save_request (rgst_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists save_request`.execute(db);
}
