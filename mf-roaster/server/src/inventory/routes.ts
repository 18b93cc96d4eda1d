import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import {
  USE_CORRECTIONS,
  USE_KINDS,
  USE_WINDOW_DAYS,
  correctionChange,
  manualMovementForm,
  stockPace,
} from '@coffee/domain';
import type { StockItem } from '@coffee/domain';
import type { RawBuilder } from 'kysely';
import type { Database, Row } from '@coffee/api-kernel/db/database';
import type { Access, AppContext } from '@coffee/api-kernel/http/context';
import { authorize, paramsOf } from '@coffee/api-kernel/http/context';
import { badRequest, notFound } from '@coffee/api-kernel/http/errors';
import { inventoryCalls } from '@coffee/domain/contracts';
import { serveCall } from '@coffee/api-kernel/http/calls';
import { correctionOf, receiptOf } from './inputs';
import { STOCK_ITEM_DEFS, itemFromParams, itemWhere } from '@coffee/api-kernel/inventory/items';
import type { ItemRef, StockItemDef } from '@coffee/api-kernel/inventory/items';
import { moveItemStock } from '@coffee/api-kernel/inventory/ledger';
import { HIDDEN_NAME, hiddenKeys, visibleRecords } from '@coffee/api-kernel/engine/record-visibility';

/** Items a later delivery adds to (batches get their stock from the record that makes them). */
const RECEIVING_ITEMS: readonly StockItem[] = ['greenbean'];

/** The item type of a call, owned by the organisation type of its path (else 404). */
const itemType = (org: string, value: string): StockItemDef => {
  const def = STOCK_ITEM_DEFS[value as StockItem] as StockItemDef | undefined;
  if (!def || def.owner !== org) throw notFound();
  return def;
};

/** The item's owner column (alias `t`). */
const ownerOf = (def: StockItemDef) => sql.ref(`t.${def.owner}_seq`);

/**
 * SQL: the item (alias `t`) is the organisation's and seen by the visitor: a lot of a hidden green bean, a batch of
 * a hidden recipe or blend is absent (behaviour §02-6).
 */
const ownedAndSeen = (def: StockItemDef, org: number, access: Access | null) =>
  sql.join([sql`${ownerOf(def)} = ${org}`, ...(access ? visibleRecords(access, def.table, 't') : [])], sql` and `);

interface Source {
  table: string;
  key: string;
  name: RawBuilder<string>;
  nameEn: RawBuilder<string>;
  /** The record's detail id (`t` is its table). */
  id: RawBuilder<string>;
}
const batchSource = (def: StockItemDef, year: string): Source => ({
  table: def.table,
  key: def.keys[0],
  name: def.name,
  nameEn: def.nameEn,
  id: sql<string>`t.${sql.ref(year)}::text || '_' || t.${sql.ref(def.keys[0])}::text`,
});
const brewName = (english: boolean) =>
  sql<string>`coalesce((select ${sql.ref(english ? 'n.coffeebean_name' : 'n.coffeebean_name_kr')} from coffeebean n
    where n.coffeebean_seq = t.coffeebean_seq), '') || ' ' || to_char(t.brewing_result_date, 'YYYY-MM-DD')`;

const orderName = (english: boolean) => {
  const [first, second] = english ? ['n.cafe_name', 'n.cafe_name_kr'] : ['n.cafe_name_kr', 'n.cafe_name'];
  return sql<string>`coalesce((select coalesce(${sql.ref(first)}, ${sql.ref(second)}) from cafe n
    where n.cafe_seq = t.cafe_seq), '') || ' ' || to_char(t.order_date, 'YYYY-MM-DD')`;
};

/** The record a movement came from: roast and blend batches named like the stock items they are, brews by bean. */
const SOURCES: Readonly<Record<string, Source>> = {
  roasting_result: batchSource(STOCK_ITEM_DEFS.roasting, 'roasting_result_year'),
  blending_result: batchSource(STOCK_ITEM_DEFS.blending, 'blending_result_year'),
  // A shipment out of a blend batch and the receipt into the cafe's delivery (behaviour §05-4, §05-5).
  cafe_order: {
    table: 'cafe_order',
    key: 'order_seq',
    name: orderName(false),
    nameEn: orderName(true),
    id: sql<string>`t.order_year::text || '_' || t.order_seq::text`,
  },
  cafe_brewing_result: {
    table: 'cafe_brewing_result',
    key: 'brewing_result_seq',
    name: brewName(false),
    nameEn: brewName(true),
    id: sql<string>`t.brewing_result_seq::text`,
  },
};

const sourceColumn = (column: (source: Source) => RawBuilder<string>) =>
  sql.join(
    Object.entries(SOURCES).map(
      ([type, source]) =>
        sql`when m.source_type = ${type} then (select ${column(source)} from ${sql.table(source.table)} t
          where t.${sql.ref(source.key)} = m.source_seq)`,
    ),
    sql` `,
  );

/** SQL: the movement (alias given) is use — a roast, blend or brew, or a sale — or the reversal of a use. */
const isUseOf = (m: RawBuilder<unknown>) =>
  sql`(${m}.movement_kind in (${sql.join(USE_KINDS)}) and ${m}.change_mass < 0
    or ${m}.correction_kind in (${sql.join(USE_CORRECTIONS)})
    or ${m}.movement_kind = 'reversal' and ${m}.change_mass > 0)`;

/** The balance of an item of the organisation, its row locked; 404 when it is not the organisation's. */
async function balanceOf(trx: Database, ref: ItemRef, org: number, access: Access): Promise<number> {
  const found = await sql<{ balance: string | null }>`
    select coalesce(t.${sql.ref(ref.def.column)}, 0) as balance from ${sql.table(ref.def.table)} t
    where ${itemWhere(ref)} and ${ownedAndSeen(ref.def, org, access)} for update`.execute(trx);
  if (!found.rows[0]) throw notFound();
  return Number(found.rows[0].balance);
}

/** Who a manual movement is signed by, in which organisation. */
const signed = (def: StockItemDef, org: number, granted: Access) => ({
  roasterSeq: def.owner === 'roaster' ? org : null,
  cafeSeq: def.owner === 'cafe' ? org : null,
  user: granted.user?.user_seq ?? null,
  by: granted.user?.user_name ?? null,
});

/**
 * The inventory (behaviour §04-1): the stock of a roastery's green lots, roast and blend batches and of a cafe's
 * received batches, with the use of the last 30 days and the days left at that pace, each item's movements, manual
 * corrections with a reason and later deliveries of a lot. Rights are those of the item's page; every movement locks
 * the item's row (`moveItemStock`).
 */
type Call = FastifyRequest<{ Params: { org: string; type: string } }>;

/**
 * The organisation's items of a type with their stock, their use of the last 30 days and the days left at that pace
 * (behaviour §04-1): the inventory list and the home page's "running out" tiles read the same figures.
 */
export async function stockWithPace(
  db: Database,
  def: StockItemDef,
  org: number,
  { onlyInStock, english, access }: { onlyInStock: boolean; english: boolean; access: Access | null },
) {
  const name = english ? def.nameEn : def.name;
  const [seqKey, yearKey] = def.keys;
  const itemMatch = yearKey
    ? sql`m.item_seq = t.${sql.ref(seqKey)} and m.item_year = t.${sql.ref(yearKey)}`
    : sql`m.item_seq = t.${sql.ref(seqKey)} and m.item_year = 0`;
  const rows = await sql<Row>`
    select t.${sql.ref(seqKey)} as item_seq, ${yearKey ? sql`t.${sql.ref(yearKey)}` : sql`0`} as item_year,
      ${name} as item_name, coalesce(t.${sql.ref(def.column)}, 0) as balance,
      (select greatest(coalesce(-sum(m.change_mass), 0), 0) from stock_movement m
        where m.item_type = ${def.type} and ${itemMatch} and ${isUseOf(sql`m`)}
          and m.movement_date > current_date - ${USE_WINDOW_DAYS}::integer) as used_window,
      (select max(m.rgst_at) from stock_movement m where m.item_type = ${def.type} and ${itemMatch}) as last_moved_at
    from ${sql.table(def.table)} t
    where ${ownedAndSeen(def, org, access)} ${onlyInStock ? sql`and coalesce(t.${sql.ref(def.column)}, 0) > 0` : sql``}
    order by item_name, item_seq, item_year`.execute(db);
  return rows.rows.map((row) => {
    const balance = Number(row.balance);
    const used = Number(row.used_window);
    const { dailyUse, daysLeft } = stockPace(balance, used);
    return {
      item_type: def.type,
      item_id: yearKey ? `${row.item_seq}_${row.item_year}` : String(row.item_seq),
      item_seq: Number(row.item_seq),
      item_year: Number(row.item_year),
      item_name: row.item_name,
      balance,
      used_window: used,
      daily_use: Math.round(dailyUse),
      days_left: daysLeft,
      last_moved_at: row.last_moved_at,
    };
  });
}

export function registerInventoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const access = (request: Call, action: 'listview' | 'edit') => {
    const def = itemType(request.params.org, request.params.type);
    return authorize(ctx, request, def.menu, action).then((granted) => ({
      def,
      org: granted.org?.seq ?? -1,
      granted,
    }));
  };

  serveCall(app, inventoryCalls.list, async (request) => {
    const { def, org, granted } = await access(request as Call, 'listview');
    const result = await stockWithPace(ctx.db, def, org, {
      onlyInStock: paramsOf(request).in_stock !== false,
      english: paramsOf(request).locale === 'en',
      access: granted,
    });
    return { status: 'OK' as const, result, window_days: USE_WINDOW_DAYS };
  });

  const itemOf = async (ref: ItemRef, org: number, granted: Access) => {
    const found = await sql<{ balance: string | null; name: string | null; name_en: string | null }>`
      select coalesce(t.${sql.ref(ref.def.column)}, 0) as balance, ${ref.def.name} as name,
        ${ref.def.nameEn} as name_en
      from ${sql.table(ref.def.table)} t where ${itemWhere(ref)} and ${ownedAndSeen(ref.def, org, granted)}`.execute(
      ctx.db,
    );
    if (!found.rows[0]) throw notFound();
    return found.rows[0];
  };

  serveCall(app, inventoryCalls.history, async (request) => {
    const { def, org, granted } = await access(request as Call, 'listview');
    const ref = itemFromParams({ ...paramsOf(request), item_type: def.type });
    const item = await itemOf(ref, org, granted);
    const english = paramsOf(request).locale === 'en';
    const hidden = await hiddenKeys(ctx.db, granted);
    const rows = await sql<Row>`
      select m.movement_seq, to_char(m.movement_date, 'YYYY-MM-DD') as movement_date, m.movement_kind,
        m.correction_kind, m.source_type, m.source_seq, m.change_mass, m.balance_after, m.movement_memo,
        m.rgst_by, m.rgst_at,
        case ${sourceColumn((source) => (english ? source.nameEn : source.name))} end as source_name,
        case ${sourceColumn((source) => source.id)} end as source_id
      from stock_movement m
      where m.item_type = ${def.type} and m.item_seq = ${ref.seq} and m.item_year = ${ref.year}
      order by m.movement_date desc, m.movement_seq desc
      limit 500`.execute(ctx.db);
    return {
      status: 'OK' as const,
      item_name: english ? item.name_en : item.name,
      balance: Number(item.balance),
      result: rows.rows.map((row) => ({
        ...row,
        // A movement of a hidden batch (a roast of a hidden recipe out of a lot) says only that something is hidden.
        ...(hidden.get(`${String(row.source_type)}_seq`)?.has(Number(row.source_seq))
          ? { source_name: HIDDEN_NAME[english ? 'en' : 'kr'], source_id: null }
          : {}),
        change_mass: Number(row.change_mass),
        balance_after: Number(row.balance_after),
      })),
    };
  });

  const correct = async (request: FastifyRequest) => {
    const { def, org, granted } = await access(request as Call, 'edit');
    const params = paramsOf(request);
    const ref = itemFromParams({ ...params, item_type: def.type });
    const correction = correctionOf(params);
    return ctx.db.transaction().execute(async (trx) => {
      const balance = await balanceOf(trx, ref, org, granted);
      const change = correctionChange(correction.kind, balance, correction.mass);
      if (change === 0) throw badRequest('save_not_changed', { field: 'correction_mass' });
      const after = await moveItemStock(
        trx,
        ref,
        change,
        { ...signed(def, org, granted), kind: 'correction', correctionKind: correction.kind, memo: correction.memo },
        'correction_mass',
      );
      return { status: 'OK' as const, result: { balance: after, change_mass: change } };
    });
  };
  serveCall(app, inventoryCalls.correct, correct, { fields: manualMovementForm('count').fields });

  // A later delivery of a green lot already on the books (its first stock is the receipt of its creation).
  const receive = async (request: FastifyRequest) => {
    const { def, org, granted } = await access(request as Call, 'edit');
    if (!RECEIVING_ITEMS.includes(def.type)) throw notFound();
    const params = paramsOf(request);
    const ref = itemFromParams({ ...params, item_type: def.type });
    const { mass, memo } = receiptOf(params);
    return ctx.db.transaction().execute(async (trx) => {
      await balanceOf(trx, ref, org, granted);
      const after = await moveItemStock(
        trx,
        ref,
        mass,
        { ...signed(def, org, granted), kind: 'receipt', memo },
        'receipt_mass',
      );
      return { status: 'OK' as const, result: { balance: after, change_mass: mass } };
    });
  };
  serveCall(app, inventoryCalls.receive, receive, { fields: manualMovementForm('receipt').fields });
}
