import { menuSegments, PAGES } from '../domain';
import type { OrgType, StockItem } from '@coffee/domain';
import type { RawBuilder } from 'kysely';
import { sql } from 'kysely';
import type { Row, Tables } from '../db/database';
import { badRequest } from '../http/errors';

/** Where an item's stock lives: its table, keys, stock column, owner and the menu page whose rights apply. */
export interface StockItemDef {
  type: StockItem;
  table: keyof Tables;
  /** The item's key columns: `[seq]` or, for a green lot, `[seq, year]` (the ledger's item_seq, item_year). */
  keys: readonly [string] | readonly [string, string];
  column: string;
  owner: OrgType;
  /** The inventory page of the menu tree (rights of the history and correction calls). */
  menu: readonly string[];
  /** The date the item came in, when it has one (its opening receipt is dated so). */
  dateColumn?: string;
  /** SQL naming the item in messages (`t` is the item's table), Korean name first. */
  name: RawBuilder<string>;
  /** The same with the English name first (the inventory pages in English). */
  nameEn: RawBuilder<string>;
}

const localName = (table: string, key: string, prefix: string, english = false) => {
  const [first, second] = english ? [`${prefix}_name`, `${prefix}_name_kr`] : [`${prefix}_name_kr`, `${prefix}_name`];
  return sql<string>`(select coalesce(n.${sql.ref(first)}, n.${sql.ref(second)}) from ${sql.table(table)} n where n.${sql.ref(key)} = t.${sql.ref(key)})`;
};

/** `name` and `nameEn` of an item from its name in either language. */
const names = (label: (english: boolean) => RawBuilder<string>) => ({ name: label(false), nameEn: label(true) });

export const STOCK_ITEM_DEFS: Readonly<Record<StockItem, StockItemDef>> = {
  greenbean: {
    type: 'greenbean',
    table: 'greenbean_roaster_year',
    keys: ['greenbean_roaster_seq', 'greenbean_year'],
    column: 'greenbean_instock',
    owner: 'roaster',
    menu: menuSegments(PAGES.RoasterGreenbeanYear),
    ...names(
      (english) =>
        sql<string>`${localName('greenbean_roaster', 'greenbean_roaster_seq', 'greenbean', english)} || ' ' || t.greenbean_year`,
    ),
  },
  roasting: {
    type: 'roasting',
    table: 'roasting_result',
    keys: ['roasting_result_seq'],
    column: 'roasting_instock',
    owner: 'roaster',
    menu: menuSegments(PAGES.RoastingInventory),
    ...names(
      (english) =>
        sql<string>`concat_ws(' · ', t.roasting_batch_code, to_char(t.roasting_result_date, 'YYYY-MM-DD'), ${localName('roasting_default', 'roasting_seq', 'roasting', english)})`,
    ),
  },
  blending: {
    type: 'blending',
    table: 'blending_result',
    keys: ['blending_result_seq'],
    column: 'blending_instock',
    owner: 'roaster',
    menu: menuSegments(PAGES.BlendingInventory),
    ...names(
      (english) =>
        sql<string>`concat_ws(' · ', t.blending_batch_code, to_char(t.blending_result_date, 'YYYY-MM-DD'), ${localName('blending_default', 'blending_seq', 'blending', english)})`,
    ),
  },
  received: {
    type: 'received',
    table: 'coffeebean_received',
    keys: ['received_seq'],
    column: 'received_instock',
    owner: 'cafe',
    menu: menuSegments(PAGES.CoffeebeanReceived),
    dateColumn: 'received_date',
    ...names(
      (english) =>
        sql<string>`concat_ws(' · ', ${localName('coffeebean', 'coffeebean_seq', 'coffeebean', english)}, t.blending_batch_code, to_char(t.received_date, 'YYYY-MM-DD'))`,
    ),
  },
};

/** One item: its definition and key values (`year` 0 for batches). */
export interface ItemRef {
  def: StockItemDef;
  seq: number;
  year: number;
}

export const itemRef = (type: StockItem, seq: unknown, year: unknown = 0): ItemRef => ({
  def: STOCK_ITEM_DEFS[type],
  seq: Number(seq),
  year: Number(year ?? 0),
});

/** The item named by a call's parameters (`item_type` and the item's key fields); 400 naming what is missing. */
export function itemFromParams(params: Row): ItemRef {
  const type = params.item_type;
  if (typeof type !== 'string' || !(type in STOCK_ITEM_DEFS)) throw badRequest('field_code', { field: 'item_type' });
  const def = STOCK_ITEM_DEFS[type as StockItem];
  const [seqKey, yearKey] = def.keys;
  const seq = Number(params[seqKey]);
  const year = yearKey ? Number(params[yearKey]) : 0;
  if (!Number.isSafeInteger(seq)) throw badRequest('field_required', { field: seqKey });
  if (yearKey && !Number.isSafeInteger(year)) throw badRequest('field_required', { field: yearKey });
  return { def, seq, year };
}

/** `{seq}_{year}` or `{seq}`: the id of an item in a record's stock effect. */
export const itemId = (item: ItemRef): string =>
  item.def.keys.length === 2 ? `${item.seq}_${item.year}` : `${item.seq}`;

export const itemOfId = (type: StockItem, id: string): ItemRef => {
  const [seq, year] = id.split('_');
  return itemRef(type, seq, year ?? 0);
};

/** Conditions selecting the item in its table (alias `t`). */
export const itemWhere = ({ def, seq, year }: ItemRef) => {
  const [seqKey, yearKey] = def.keys;
  return yearKey
    ? sql`t.${sql.ref(seqKey)} = ${seq} and t.${sql.ref(yearKey)} = ${year}`
    : sql`t.${sql.ref(seqKey)} = ${seq}`;
};
