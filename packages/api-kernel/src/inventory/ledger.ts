import { applyMovement, effectOf, movementsBetween } from '@coffee/domain';
import type { MovementKind, StockItem } from '@coffee/domain';
import type { RawBuilder } from 'kysely';
import { sql } from 'kysely';
import type { Database, Row } from '../db/database';
import { badRequest } from '../http/errors';
import { STOCK_ITEM_DEFS, itemId, itemOfId, itemRef, itemWhere } from './items';
import type { ItemRef } from './items';

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
  /** The field naming the item, when it does not exist (e.g. `greenbean_year_0`); else `field`. */
  itemField?: string;
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

/** What a movement records besides its item and change. */
export interface MovementNote {
  roasterSeq: number | null;
  cafeSeq?: number | null;
  kind: MovementKind;
  correctionKind?: string | null;
  /** The day it counts for; today when null. */
  date?: string | null;
  sourceType?: string | null;
  sourceSeq?: number | null;
  memo?: string | null;
  user?: number | null;
  by?: string | null;
}

const insertMovement = (trx: Database, item: ItemRef, change: number, balance: number, note: MovementNote) =>
  trx
    .insertInto('stock_movement')
    .values({
      roaster_seq: note.roasterSeq,
      cafe_seq: note.cafeSeq ?? null,
      item_type: item.def.type,
      item_seq: item.seq,
      item_year: item.year,
      ...(note.date ? { movement_date: note.date } : {}),
      movement_kind: note.kind,
      correction_kind: note.correctionKind ?? null,
      source_type: note.sourceType ?? null,
      source_seq: note.sourceSeq ?? null,
      change_mass: change,
      balance_after: balance,
      movement_memo: note.memo ?? null,
      rgst_user: note.user ?? null,
      rgst_by: note.by ?? null,
    })
    .execute();

/**
 * The one way stock changes: locks the item's row, applies the change (a balance below zero is refused with 400
 * `stock_short` naming `field`, the item and the mass available), stores the balance and appends the movement.
 * Answers the new balance, or undefined when the item does not exist (within `scope`, e.g. the caller's roastery).
 */
export async function moveItemStock(
  trx: Database,
  item: ItemRef,
  change: number,
  note: MovementNote,
  field: string,
  scope: RawBuilder<unknown> = sql`true`,
): Promise<number | undefined> {
  const { table, column } = item.def;
  const current = await sql<{ balance: string | null; name: string | null; name_en: string | null }>`
    select coalesce(t.${sql.ref(column)}, 0) as balance, ${item.def.name} as name, ${item.def.nameEn} as name_en
    from ${sql.table(table)} t where ${itemWhere(item)} and ${scope} for update`.execute(trx);
  const found = current.rows[0];
  if (!found) return undefined;
  const outcome = applyMovement(Number(found.balance), change);
  if (!outcome.ok)
    // The item in both languages and the mass left in grams: the page says them in its language and unit.
    throw badRequest('stock_short', {
      field,
      bound: `${found.name ?? ''} (${(outcome.available / 10).toFixed(1)} g)`,
      names: { kr: found.name ?? '', en: found.name_en ?? '' },
      mass: outcome.available / 10,
    });
  await sql`update ${sql.table(table)} t set ${sql.ref(column)} = ${outcome.balance} where ${itemWhere(item)}`.execute(
    trx,
  );
  await insertMovement(trx, item, change, outcome.balance, note);
  return outcome.balance;
}

const noteOf = (source: StockSource, kind: MovementKind, date: string | null): MovementNote => ({
  roasterSeq: source.roasterSeq,
  cafeSeq: source.cafeSeq ?? null,
  kind,
  date,
  sourceType: source.type,
  sourceSeq: source.seq,
  user: source.user ?? null,
  by: source.by ?? null,
});

/**
 * Brings the stock from what `source` did so far to what it does now (`lines`), in the caller's transaction: only
 * differences move, each through `moveItemStock`. A new record's movements are of its kind (roast, blend, brew) on its
 * date; an edit's differences are `edit` movements of today, which are not use. An item the record names that does
 * not exist is refused (400 `stock_item_missing` naming the line's field); stock given back to an item deleted since
 * has nowhere to go.
 */
export async function settleStock(
  trx: Database,
  source: StockSource,
  lines: readonly StockLine[],
  { edit = false, unrecorded = 'settled' }: { edit?: boolean; unrecorded?: 'settled' | 'take' } = {},
): Promise<void> {
  const before = await recordedEffect(trx, source);
  // A record saved before the ledger existed has no movements: its stock is taken as settled, or (a brew) moved now.
  const first = before.size === 0;
  if (edit && first && unrecorded === 'settled') return;
  const named = new Map(lines.map((line) => [line.item, line]));
  const note = edit && !first ? noteOf(source, 'edit', null) : noteOf(source, source.kind, source.date);
  for (const movement of movementsBetween(before, effectOf(lines))) {
    const item = splitKey(movement.item);
    const line = named.get(movement.item);
    const balance = await moveItemStock(trx, item, movement.change, note, line?.field ?? item.def.column);
    if (balance === undefined && line) throw badRequest('stock_item_missing', { field: line.itemField ?? line.field });
  }
}

/**
 * A deleted record's stock effect is reversed, never erased (the ledger is append-only): what it took comes back to
 * the other items and its own item (`own`, the deleted batch with the stock it still held) goes to zero, each as a
 * `reversal` movement of today. The deleted row's editor is not who deletes it: the reversal is left unsigned.
 */
export async function releaseStock(
  trx: Database,
  source: StockSource,
  own?: { item: ItemRef; balance: number },
): Promise<void> {
  const note = noteOf({ ...source, user: null, by: null }, 'reversal', null);
  const ownKey = own ? stockKey(own.item.def.type, itemId(own.item)) : null;
  for (const movement of movementsBetween(await recordedEffect(trx, source), new Map())) {
    if (movement.item !== ownKey) await moveItemStock(trx, splitKey(movement.item), movement.change, note, 'stock');
  }
  if (own && own.balance !== 0) await insertMovement(trx, own.item, -own.balance, 0, note);
}

/**
 * The opening stock typed when a lot or a received batch is created is its first movement, a receipt signed by who
 * created it, dated `date`, else the day the item came in (a received batch), else today (the `moveStock` hook of
 * those pages, and the demo seed).
 */
export async function openingReceipt(trx: Database, item: ItemRef, date: string | null = null): Promise<void> {
  const { table, column, owner, dateColumn } = item.def;
  const found = await sql<{
    balance: string | null;
    owner: number;
    day: string | null;
    rgst_user: number | null;
    rgst_by: string | null;
  }>`
    select coalesce(t.${sql.ref(column)}, 0) as balance, t.${sql.ref(`${owner}_seq`)} as owner, t.rgst_user, t.rgst_by,
      ${dateColumn ? sql`to_char(t.${sql.ref(dateColumn)}, 'YYYY-MM-DD')` : sql`null`} as day
    from ${sql.table(table)} t where ${itemWhere(item)}`.execute(trx);
  const row = found.rows[0];
  const balance = Number(row?.balance ?? 0);
  if (!row || balance <= 0) return;
  await insertMovement(trx, item, balance, balance, {
    roasterSeq: owner === 'roaster' ? row.owner : null,
    cafeSeq: owner === 'cafe' ? row.owner : null,
    kind: 'receipt',
    date: date ?? row.day,
    user: row.rgst_user,
    by: row.rgst_by,
  });
}

/** What a save of a page that creates stock items moves (its `moveItemStock` hook): a new item's opening stock is a receipt. */
export const receiveOpeningStock =
  (type: 'greenbean' | 'received') =>
  async (trx: Database, keys: Row, mode: 'write' | 'edit'): Promise<void> => {
    if (mode !== 'write') return;
    const [seqKey, yearKey] = STOCK_ITEM_DEFS[type].keys;
    await openingReceipt(trx, itemRef(type, keys[seqKey], yearKey ? keys[yearKey] : 0));
  };

/** What a delete of a lot or a received batch moves (its `moveItemStock` hook): the stock it held leaves as a reversal. */
export const reverseDeletedStock =
  (type: 'greenbean' | 'received') =>
  async (trx: Database, deleted: Row): Promise<void> => {
    const def = STOCK_ITEM_DEFS[type];
    const balance = Number(deleted[def.column] ?? 0);
    if (balance === 0) return;
    const [seqKey, yearKey] = def.keys;
    const owner = Number(deleted[`${def.owner}_seq`]);
    await insertMovement(trx, itemRef(type, deleted[seqKey], yearKey ? deleted[yearKey] : 0), -balance, 0, {
      roasterSeq: def.owner === 'roaster' ? owner : null,
      cafeSeq: def.owner === 'cafe' ? owner : null,
      kind: 'reversal',
    });
  };
