import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { addChangeTriggers } from './005-change-notify';
import { createTable, index } from './ddl';

/** Stock columns never go below zero (the ledger refuses such movements; this is the last guard). */
const STOCK_COLUMNS: ReadonlyArray<readonly [table: string, column: string]> = [
  ['greenbean_roaster_year', 'greenbean_instock'],
  ['roasting_result', 'roasting_instock'],
  ['blending_result', 'blending_instock'],
  ['coffeebean_received', 'received_instock'],
];

/**
 * The stock ledger (behaviour §04-1): one row per change of a lot's or batch's stock, written in the transaction of the
 * record that causes it. `item_year` is the green lot's year (0 for batches, whose seq alone is the key).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(
    db,
    'stock_movement',
    `movement_seq bigint generated always as identity primary key,
     roaster_seq bigint references roaster (roaster_seq) on delete cascade,
     cafe_seq bigint references cafe (cafe_seq) on delete cascade,
     item_type text not null check (item_type in ('greenbean', 'roasting', 'blending', 'received')),
     item_seq bigint not null,
     item_year integer not null default 0,
     movement_date date not null default current_date,
     movement_kind text not null check (movement_kind in ('receipt', 'roast', 'blend', 'brew', 'correction')),
     correction_kind text check (correction_kind in ('count', 'sale', 'sample', 'loss')),
     source_type text,
     source_seq bigint,
     change_mass bigint not null,
     balance_after bigint not null check (balance_after >= 0),
     movement_memo text,
     rgst_user bigint,
     rgst_by text,
     rgst_at timestamptz(3) not null default now()`,
    false,
  );
  await index(db, 'stock_movement', ['item_type', 'item_seq', 'item_year', 'movement_seq']);
  await index(db, 'stock_movement', ['item_type', 'item_seq', 'item_year', 'movement_date']);
  await index(db, 'stock_movement', ['source_type', 'source_seq']);
  for (const [table, column] of STOCK_COLUMNS) {
    await sql
      .raw(`alter table ${table} add constraint ${column}_not_negative check (coalesce(${column}, 0) >= 0)`)
      .execute(db);
  }
  await addChangeTriggers(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of STOCK_COLUMNS) {
    await sql.raw(`alter table ${table} drop constraint ${column}_not_negative`).execute(db);
  }
  await sql.raw('drop table stock_movement').execute(db);
}
