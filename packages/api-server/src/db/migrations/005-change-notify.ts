import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/** The trigger (function) and channel, as src/db/changes.ts listens for them (CHANGE_TRIGGER, CHANGE_CHANNEL). */
const CHANGE_TRIGGER = 'coffee_notify_change';
const CHANGE_CHANNEL = 'coffee_table_change';

/** Tables whose changes nobody caches (sessions change on every sign-in; the migrator's own tables). */
const UNTRACKED = ['app_session', 'kysely_migration', 'kysely_migration_lock'];

/**
 * Every table notifies `coffee_table_change` (payload: its name) when a statement writes it; PostgreSQL delivers the
 * notification on commit to every listening server process, which then stops reusing counts of that table.
 * Statement-level, so a write of many rows notifies once; cascaded deletes fire it too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create or replace function ${CHANGE_TRIGGER}() returns trigger language plpgsql as $$
       begin
         perform pg_notify('${CHANGE_CHANNEL}', tg_table_name);
         return null;
       end $$`,
    )
    .execute(db);
  await addChangeTriggers(db);
}

/** Adds the trigger to every table of the schema that lacks it (later migrations call this for their new tables). */
export async function addChangeTriggers(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ table: string }>`
    select c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and n.nspname = current_schema() and not (c.relname = any(${UNTRACKED}))
      and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = ${CHANGE_TRIGGER})
    order by 1`.execute(db);
  for (const { table } of rows) {
    await sql
      .raw(
        `create trigger ${CHANGE_TRIGGER} after insert or update or delete or truncate on "${table}" for each statement execute function ${CHANGE_TRIGGER}()`,
      )
      .execute(db);
  }
}
