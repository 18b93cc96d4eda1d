import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/** Stock items of 007, each as its table, key columns and stock column (the ledger's item_seq, item_year). */
const ITEMS: ReadonlyArray<{
  type: string;
  table: string;
  seq: string;
  year: string | null;
  column: string;
  owner: string;
}> = [
  {
    type: 'greenbean',
    table: 'greenbean_roaster_year',
    seq: 'greenbean_roaster_seq',
    year: 'greenbean_year',
    column: 'greenbean_instock',
    owner: 'roaster_seq',
  },
  {
    type: 'roasting',
    table: 'roasting_result',
    seq: 'roasting_result_seq',
    year: null,
    column: 'roasting_instock',
    owner: 'roaster_seq',
  },
  {
    type: 'blending',
    table: 'blending_result',
    seq: 'blending_result_seq',
    year: null,
    column: 'blending_instock',
    owner: 'roaster_seq',
  },
  {
    type: 'received',
    table: 'coffeebean_received',
    seq: 'received_seq',
    year: null,
    column: 'received_instock',
    owner: 'cafe_seq',
  },
];

/**
 * Stock moves only through the ledger (behaviour §04-1): two more movement kinds, `edit` (the difference of an edited
 * record, not use) and `reversal` (a deleted record's movements given back; the ledger is append-only). Every item
 * whose stock is not its last movement's balance (stock typed into forms before) gets the movement that explains it:
 * a `receipt` of its opening stock when it has none, else a `count` correction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table stock_movement drop constraint stock_movement_movement_kind_check`.execute(db);
  await sql`alter table stock_movement add constraint stock_movement_movement_kind_check
    check (movement_kind in ('receipt', 'roast', 'blend', 'brew', 'correction', 'edit', 'reversal'))`.execute(db);
  for (const item of ITEMS) {
    const year = item.year ? `t.${item.year}` : '0';
    await sql
      .raw(
        `insert into stock_movement (${item.owner}, item_type, item_seq, item_year, movement_kind, correction_kind,
           change_mass, balance_after, movement_memo)
         select t.${item.owner}, '${item.type}', t.${item.seq}, ${year},
           case when last.balance_after is null then 'receipt' else 'correction' end,
           case when last.balance_after is null then null else 'count' end,
           coalesce(t.${item.column}, 0) - coalesce(last.balance_after, 0), coalesce(t.${item.column}, 0),
           'stock before the ledger'
         from ${item.table} t
         left join lateral (select m.balance_after from stock_movement m
           where m.item_type = '${item.type}' and m.item_seq = t.${item.seq} and m.item_year = ${year}
           order by m.movement_seq desc limit 1) last on true
         where coalesce(t.${item.column}, 0) <> coalesce(last.balance_after, 0)`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from stock_movement where movement_kind in ('edit', 'reversal')`.execute(db);
  await sql`alter table stock_movement drop constraint stock_movement_movement_kind_check`.execute(db);
  await sql`alter table stock_movement add constraint stock_movement_movement_kind_check
    check (movement_kind in ('receipt', 'roast', 'blend', 'brew', 'correction'))`.execute(db);
}
