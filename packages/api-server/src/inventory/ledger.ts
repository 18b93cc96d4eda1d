import { applyMovement, effectOf, movementsBetween } from '@coffee/domain';
import type { MovementKind, StockItem } from '@coffee/domain';
import { sql } from 'kysely';
import type { Database, Row } from '../db/database';
import { badRequest } from '../http/errors';
import { itemOfId, itemWhere } from './items';

/** The record whose save moves stock (a roast batch, a blend batch, a cafe's brew). */
export interface StockSource {
  type: string;
  seq: number;
  roasterSeq: number | null;
  /** The cafe of a cafe's movement (a brew). */
  cafeSeq?: number | null;
  kind: MovementKind;
  date: string | null;
  /** Who saved the record (its editor in this transaction); null when unknown. */
  user?: number | null;
  by?: string | null;
}

/** One line of what the record does to stock now: an item (`{type}:{id}`) and its change (0.1 g). */
export interface StockLine {
  item: string;
  change: number;
  /** The form field a refusal names (e.g. `greenbean_mass_0`). */
  field: string;
}

export const stockKey = (type: StockItem, id: string) => `${type}:${id}`;

const splitKey = (key: string) => {
  const [type, id] = key.split(':') as [StockItem, string];
  return itemOfId(type, id);
};

/** What the record did to stock so far: the ledger's net change per item for this source. */
async function recordedEffect(trx: Database, source: StockSource): Promise<Map<string, number>> {
  const rows = await trx
    .selectFrom('stock_movement')
    .select(['item_type', 'item_seq', 'item_year', sql<string>`sum(change_mass)`.as('net')])
    .where('source_type', '=', source.type)
    .where('source_seq', '=', source.seq)
    .groupBy(['item_type', 'item_seq', 'item_year'])
    .execute();
  return effectOf(
    rows.map((row) => ({
      item: stockKey(
        row.item_type as StockItem,
        Number(row.item_year) ? `${row.item_seq}_${row.item_year}` : `${row.item_seq}`,
      ),
      change: Number(row.net),
    })),
  );
}

/**
 * Brings the stock from what `source` did so far to what it does now (`lines`; none on delete), in the caller's
 * transaction: only differences move, each item's row is updated atomically (row lock), and a movement that would
 * take an item below zero is refused with the item's name and the mass available, so nothing is written. Items
 * that no longer exist (the deleted batch itself) are skipped.
 */
export async function settleStock(
  trx: Database,
  source: StockSource,
  lines: readonly StockLine[],
  { edit = false }: { edit?: boolean } = {},
): Promise<void> {
  const before = await recordedEffect(trx, source);
  // A record saved before the ledger existed (demo data, imports) has no movements: its stock is taken as settled.
  if (edit && before.size === 0) return;
  const fields = new Map(lines.map((line) => [line.item, line.field]));
  for (const movement of movementsBetween(before, effectOf(lines))) {
    const item = splitKey(movement.item);
    const { table, column } = item.def;
    const current = await sql<{ balance: string | null; name: string | null }>`
      select coalesce(t.${sql.ref(column)}, 0) as balance, ${item.def.name} as name
      from ${sql.table(table)} t where ${itemWhere(item)} for update`.execute(trx);
    const found = current.rows[0];
    if (!found) continue;
    const outcome = applyMovement(Number(found.balance), movement.change);
    if (!outcome.ok)
      throw badRequest('stock_short', {
        field: fields.get(movement.item) ?? column,
        bound: `${found.name ?? ''} (${(outcome.available / 10).toFixed(1)} g)`,
      });
    await sql`update ${sql.table(table)} t set ${sql.ref(column)} = ${outcome.balance} where ${itemWhere(item)}`.execute(
      trx,
    );
    await trx
      .insertInto('stock_movement')
      .values({
        roaster_seq: source.roasterSeq,
        cafe_seq: source.cafeSeq ?? null,
        item_type: item.def.type,
        item_seq: item.seq,
        item_year: item.year,
        ...(source.date ? { movement_date: source.date } : {}),
        movement_kind: source.kind,
        source_type: source.type,
        source_seq: source.seq,
        change_mass: movement.change,
        balance_after: outcome.balance,
        rgst_user: source.user ?? null,
        rgst_by: source.by ?? null,
      } as Row)
      .execute();
  }
}

/** A deleted record's movements on its own stock go with it; what it took from other items comes back. */
export async function releaseStock(trx: Database, source: StockSource, own: StockItem): Promise<void> {
  // The deleted row's editor is not who deletes it: the giving back is left unsigned.
  await settleStock(trx, { ...source, user: null, by: null }, []);
  await trx.deleteFrom('stock_movement').where('item_type', '=', own).where('item_seq', '=', source.seq).execute();
}
