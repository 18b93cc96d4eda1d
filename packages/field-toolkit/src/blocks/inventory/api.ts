import { lookupQuery, sendWrite, writeCall } from '@coffee/api-client/query';
import type { StockItem } from '@coffee/domain';
import { formatStoredMass } from '@coffee/field-toolkit/widgets/format';

/** A lot or batch with its stock and pace (masses in 0.1 g). */
export interface StockRow {
  item_id: string;
  item_seq: number;
  item_year: number;
  item_name: string | null;
  balance: number;
  used_window: number;
  days_left: number | null;
}

/** One line of an item's history. */
export interface MovementRow {
  movement_seq: number;
  movement_date: string;
  movement_kind: string;
  correction_kind: string | null;
  source_type: string | null;
  source_id: string | null;
  source_name: string | null;
  change_mass: number;
  balance_after: number;
  movement_memo: string | null;
  rgst_by: string | null;
}

export type ItemKeys = Readonly<Record<string, number>>;

/** A cafe's received batches are its own; the other items are a roastery's. */
const base = (type: StockItem) => `/api/${type === 'received' ? 'cafe' : 'roaster'}/inventory/${type}`;

/** The item's key fields as the server names them: a green lot by bean and year, a batch by its seq. */
export const keysOf = (type: StockItem, row: Pick<StockRow, 'item_seq' | 'item_year'>): ItemKeys =>
  type === 'greenbean'
    ? { greenbean_roaster_seq: row.item_seq, greenbean_year: row.item_year }
    : { [type === 'received' ? 'received_seq' : `${type}_result_seq`]: row.item_seq };

/** The items of a type with their stock and pace, those in stock only unless `inStock` is false. */
export const stockListQuery = (type: StockItem, inStock: boolean, locale: string) =>
  lookupQuery<StockRow[], { window_days: number }>(`${base(type)}/list`, { in_stock: inStock, locale });

/** An item's movements, newest first. */
export const movementsQuery = (type: StockItem, keys: ItemKeys, locale: string) =>
  lookupQuery<MovementRow[], { balance: number; item_name: string | null }>(`${base(type)}/history`, {
    ...keys,
    locale,
  });

/** The reads a movement of the item changes: both lists of its type and its own history. */
export const readsAfterMovement = (type: StockItem, keys: ItemKeys, locale: string) => [
  stockListQuery(type, true, locale).queryKey,
  stockListQuery(type, false, locale).queryKey,
  movementsQuery(type, keys, locale).queryKey,
];

/** A manual movement of the item: a correction (any item) or a later receipt (a green lot). */
const movementCall = (type: StockItem, movement: 'correct' | 'receive') =>
  writeCall<{ balance: number }>(`${base(type)}/${movement}`);

export const correctStock = (type: StockItem, keys: ItemKeys, body: Record<string, unknown>) =>
  sendWrite(movementCall(type, 'correct'), { ...keys, ...body });

export const receiveStock = (type: StockItem, keys: ItemKeys, body: Record<string, unknown>) =>
  sendWrite(movementCall(type, 'receive'), { ...keys, ...body });

/** A stored mass (0.1 g) as grams with one decimal and grouping. */
/** A stored mass (tenths of a gram) with its unit: g under a kilogram, kg above (behaviour §09-1.2). */
export const grams = (stored: number, _locale?: string) => formatStoredMass(stored);
