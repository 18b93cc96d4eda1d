import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import {
  CORRECTION_KINDS,
  USE_CORRECTIONS,
  USE_KINDS,
  USE_WINDOW_DAYS,
  correctionChange,
  stockPace,
} from '@coffee/domain';
import type { CorrectionKind, StockItem } from '@coffee/domain';
import type { RawBuilder } from 'kysely';
import type { Database, Row } from '../db/database';
import type { Access, AppContext } from '../http/context';
import { authorize, paramsOf } from '../http/context';
import { badRequest, notFound } from '../http/errors';
import { STOCK_ITEM_DEFS, itemFromParams, itemWhere } from './items';
import type { ItemRef, StockItemDef } from './items';
import { moveStock } from './ledger';

const ROASTER_ITEMS: readonly StockItem[] = ['greenbean', 'roasting', 'blending'];
/** Items a later delivery adds to (batches get their stock from the record that makes them). */
const RECEIVING_ITEMS: readonly StockItem[] = ['greenbean'];
const MEMO_MAX_BYTES = 3000;

const itemType = (value: string): StockItemDef => {
  if (!ROASTER_ITEMS.includes(value as StockItem)) throw notFound();
  return STOCK_ITEM_DEFS[value as StockItem];
};

/** The record a movement came from, named like the stock item it is (roast or blend batch), with its detail id. */
const SOURCES: Readonly<Record<string, { def: StockItemDef; year: string }>> = {
  roasting_result: { def: STOCK_ITEM_DEFS.roasting, year: 'roasting_result_year' },
  blending_result: { def: STOCK_ITEM_DEFS.blending, year: 'blending_result_year' },
};

const sourceColumn = (column: (source: { def: StockItemDef; year: string }) => ReturnType<typeof sql>) =>
  sql.join(
    Object.entries(SOURCES).map(
      ([type, source]) =>
        sql`when m.source_type = ${type} then (select ${column(source)} from ${sql.table(
          source.def.table,
        )} t where t.${sql.ref(source.def.keys[0])} = m.source_seq)`,
    ),
    sql` `,
  );

/** A mass (0.1 g, at least `min`) and an optional memo of a call, else 400 naming the field. */
function massAndMemo(params: Row, field: string, min: number): { mass: number; memo: string | null } {
  const raw = params[field];
  if (raw === undefined || raw === null || raw === '') throw badRequest('field_required', { field });
  const mass = Number(raw);
  if (!Number.isSafeInteger(mass)) throw badRequest('field_NaN', { field });
  if (mass < min) throw badRequest('field_minValue', { field, bound: min / 10 });
  const memo = typeof params.movement_memo === 'string' && params.movement_memo.trim() ? params.movement_memo : null;
  if (memo && Buffer.byteLength(memo) > MEMO_MAX_BYTES)
    throw badRequest('field_maxLength', { field: 'movement_memo', bound: MEMO_MAX_BYTES });
  return { mass, memo };
}

/** Validated correction input: the kind, the mass (0.1 g, ≥ 0; > 0 unless a count) and an optional memo. */
function correctionOf(params: Row): { kind: CorrectionKind; mass: number; memo: string | null } {
  const kind = params.correction_kind;
  if (typeof kind !== 'string' || kind === '') throw badRequest('field_required', { field: 'correction_kind' });
  if (!CORRECTION_KINDS.includes(kind as CorrectionKind)) throw badRequest('field_code', { field: 'correction_kind' });
  return { kind: kind as CorrectionKind, ...massAndMemo(params, 'correction_mass', kind === 'count' ? 0 : 1) };
}

/** SQL: the movement (alias given) is use — a roast, blend or brew, or a sale — or the reversal of a use. */
const useOf = (m: RawBuilder<unknown>) =>
  sql`(${m}.movement_kind in (${sql.join(USE_KINDS)}) and ${m}.change_mass < 0
    or ${m}.correction_kind in (${sql.join(USE_CORRECTIONS)})
    or ${m}.movement_kind = 'reversal' and ${m}.change_mass > 0)`;

/** The balance of an item of the roastery, its row locked; 404 when it is not the roastery's. */
async function balanceOf(trx: Database, ref: ItemRef, roaster: number): Promise<number> {
  const found = await sql<{ balance: string | null }>`
    select coalesce(t.${sql.ref(ref.def.column)}, 0) as balance from ${sql.table(ref.def.table)} t
    where ${itemWhere(ref)} and t.roaster_seq = ${roaster} for update`.execute(trx);
  if (!found.rows[0]) throw notFound();
  return Number(found.rows[0].balance);
}

/** Who a manual movement is signed by, in the roastery. */
const signed = (roaster: number, granted: Access) => ({
  roasterSeq: roaster,
  user: granted.user?.user_seq ?? null,
  by: granted.user?.user_name ?? null,
});

/**
 * The roastery's inventory (issue 11): the stock of its green lots, roast batches and blend batches with the use of
 * the last 30 days and the days left at that pace, each item's movements, and manual corrections with a reason.
 * Rights are those of the item's inventory page; corrections lock the item's row like every other movement.
 */
export function registerInventoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const access = (request: FastifyRequest<{ Params: { type: string } }>, action: 'listview' | 'edit') => {
    const def = itemType(request.params.type);
    return authorize(ctx, request, def.menu, action).then((granted) => ({
      def,
      roaster: granted.org?.seq ?? -1,
      granted,
    }));
  };

  app.post('/api/roaster/inventory/:type/list', async (request: FastifyRequest<{ Params: { type: string } }>) => {
    const { def, roaster } = await access(request, 'listview');
    const onlyInStock = paramsOf(request).in_stock !== false;
    const name = paramsOf(request).locale === 'en' ? def.nameEn : def.name;
    const [seqKey, yearKey] = def.keys;
    const itemMatch = yearKey
      ? sql`m.item_seq = t.${sql.ref(seqKey)} and m.item_year = t.${sql.ref(yearKey)}`
      : sql`m.item_seq = t.${sql.ref(seqKey)} and m.item_year = 0`;
    const rows = await sql<Row>`
      select t.${sql.ref(seqKey)} as item_seq, ${yearKey ? sql`t.${sql.ref(yearKey)}` : sql`0`} as item_year,
        ${name} as item_name, coalesce(t.${sql.ref(def.column)}, 0) as balance,
        (select greatest(coalesce(-sum(m.change_mass), 0), 0) from stock_movement m
          where m.item_type = ${def.type} and ${itemMatch} and ${useOf(sql`m`)}
            and m.movement_date > current_date - ${USE_WINDOW_DAYS}::integer) as used_window,
        (select max(m.rgst_at) from stock_movement m where m.item_type = ${def.type} and ${itemMatch}) as last_moved_at
      from ${sql.table(def.table)} t
      where t.roaster_seq = ${roaster} ${onlyInStock ? sql`and coalesce(t.${sql.ref(def.column)}, 0) > 0` : sql``}
      order by item_name, item_seq, item_year`.execute(ctx.db);
    const result = rows.rows.map((row) => {
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
    return { status: 'OK', result, window_days: USE_WINDOW_DAYS };
  });

  const itemOf = async (ref: ItemRef, roaster: number) => {
    const found = await sql<{ balance: string | null; name: string | null }>`
      select coalesce(t.${sql.ref(ref.def.column)}, 0) as balance, ${ref.def.name} as name
      from ${sql.table(ref.def.table)} t where ${itemWhere(ref)} and t.roaster_seq = ${roaster}`.execute(ctx.db);
    if (!found.rows[0]) throw notFound();
    return found.rows[0];
  };

  app.post('/api/roaster/inventory/:type/history', async (request: FastifyRequest<{ Params: { type: string } }>) => {
    const { def, roaster } = await access(request, 'listview');
    const ref = itemFromParams({ ...paramsOf(request), item_type: def.type });
    const item = await itemOf(ref, roaster);
    const english = paramsOf(request).locale === 'en';
    const rows = await sql<Row>`
      select m.movement_seq, to_char(m.movement_date, 'YYYY-MM-DD') as movement_date, m.movement_kind,
        m.correction_kind, m.source_type, m.source_seq, m.change_mass, m.balance_after, m.movement_memo,
        m.rgst_by, m.rgst_at,
        case ${sourceColumn((source) => (english ? source.def.nameEn : source.def.name))} end as source_name,
        case ${sourceColumn((source) => sql`t.${sql.ref(source.year)}::text || '_' || m.source_seq::text`)} end
          as source_id
      from stock_movement m
      where m.item_type = ${def.type} and m.item_seq = ${ref.seq} and m.item_year = ${ref.year}
      order by m.movement_seq desc
      limit 500`.execute(ctx.db);
    return {
      status: 'OK',
      item_name: item.name,
      balance: Number(item.balance),
      result: rows.rows.map((row) => ({
        ...row,
        change_mass: Number(row.change_mass),
        balance_after: Number(row.balance_after),
      })),
    };
  });

  app.post('/api/roaster/inventory/:type/correct', async (request: FastifyRequest<{ Params: { type: string } }>) => {
    const { def, roaster, granted } = await access(request, 'edit');
    const params = paramsOf(request);
    const ref = itemFromParams({ ...params, item_type: def.type });
    const correction = correctionOf(params);
    return ctx.db.transaction().execute(async (trx) => {
      const balance = await balanceOf(trx, ref, roaster);
      const change = correctionChange(correction.kind, balance, correction.mass);
      if (change === 0) throw badRequest('save_not_changed', { field: 'correction_mass' });
      const after = await moveStock(
        trx,
        ref,
        change,
        { ...signed(roaster, granted), kind: 'correction', correctionKind: correction.kind, memo: correction.memo },
        'correction_mass',
      );
      return { status: 'OK', result: { balance: after, change_mass: change } };
    });
  });

  // A later delivery of a green lot already on the books (its first stock is the receipt of its creation).
  app.post('/api/roaster/inventory/:type/receive', async (request: FastifyRequest<{ Params: { type: string } }>) => {
    const { def, roaster, granted } = await access(request, 'edit');
    if (!RECEIVING_ITEMS.includes(def.type)) throw notFound();
    const params = paramsOf(request);
    const ref = itemFromParams({ ...params, item_type: def.type });
    const { mass, memo } = massAndMemo(params, 'receipt_mass', 1);
    return ctx.db.transaction().execute(async (trx) => {
      await balanceOf(trx, ref, roaster);
      const after = await moveStock(
        trx,
        ref,
        mass,
        { ...signed(roaster, granted), kind: 'receipt', memo },
        'receipt_mass',
      );
      return { status: 'OK', result: { balance: after, change_mass: mass } };
    });
  });
}
