import { sql } from 'kysely';
import { addDays } from '@coffee/domain';
import { PAGES } from '@coffee/api-kernel/domain';
import type { Row } from '@coffee/api-kernel/db/database';
import { hiddenKeys } from '@coffee/api-kernel/engine/record-visibility';
import { roasteryPlan } from '@coffee/roaster-server/routes/plan-routes';
import type { TileDef, TileScope } from './tiles';

/*
 * The roastery's morning (behaviour §10-1.3): orders waiting for confirmation, today's schedule with what is done,
 * orders ready to ship, batches waiting for release and green lots short for the week's plan.
 */

const LINES = 5;
const kg = (stored: unknown) => Math.round(Number(stored ?? 0) / 1000) / 10;
/** The recipes hidden from the visitor's role, as a list a query leaves out (behaviour §02-6). */
const hiddenRecipes = async (scope: TileScope): Promise<number[]> => [
  ...((await hiddenKeys(scope.db, scope.access)).get('roasting_seq') ?? []),
];
const named = (row: Row, english: boolean, column: string) =>
  ((english ? (row[column] ?? row[`${column}_kr`]) : (row[`${column}_kr`] ?? row[column])) as string | null) ?? null;

/** Orders a cafe placed that the roastery has not confirmed yet, oldest first. */
const ordersWaiting: TileDef = {
  id: 'ordersWaiting',
  page: PAGES.RoasterOrder,
  compute: async ({ db, org, english }) => {
    const rows = await sql<Row>`
      select o.order_year, o.order_seq, to_char(o.wanted_date, 'YYYY-MM-DD') as wanted_date, o.order_total_mass,
        c.cafe_name, c.cafe_name_kr, count(*) over () as total
      from cafe_order o join cafe c on c.cafe_seq = o.cafe_seq
      where o.roaster_seq = ${org} and o.order_status = 'PLACED'
      order by o.order_date, o.order_seq limit ${LINES}`.execute(db);
    return {
      figures: { orders_waiting: Number(rows.rows[0]?.total ?? 0) },
      items: rows.rows.map((row) => ({
        name: named(row, english, 'cafe_name'),
        id: `${row.order_year}_${row.order_seq}`,
        values: { wanted: (row.wanted_date as string | null) ?? null, mass_kg: kg(row.order_total_mass) },
      })),
    };
  },
};

/** Confirmed or partly shipped orders whose unshipped lines the released blend stock covers now. */
const readyToShip: TileDef = {
  id: 'readyToShip',
  page: PAGES.RoasterOrder,
  compute: async ({ db, org, english }) => {
    const rows = await sql<Row>`
      select o.order_year, o.order_seq, to_char(o.wanted_date, 'YYYY-MM-DD') as wanted_date,
        c.cafe_name, c.cafe_name_kr
      from cafe_order o join cafe c on c.cafe_seq = o.cafe_seq
      where o.roaster_seq = ${org} and o.order_status in ('CONFIRMED', 'PARTLY')
        and not exists (select 1 from cafe_order_blending l
          where l.order_year = o.order_year and l.order_seq = o.order_seq
            and not exists (select 1 from cafe_order_shipment s where s.order_year = l.order_year
              and s.order_seq = l.order_seq and s.blending_seq = l.blending_seq)
            and l.order_mass > coalesce((select sum(greatest(r.blending_instock, 0)) from blending_result r
              where r.blending_seq = l.blending_seq and not exists (select 1 from blending_result_roasting x
                join roasting_result h on h.roasting_result_year = x.roasting_result_year
                  and h.roasting_result_seq = x.roasting_result_seq
                where x.blending_result_year = r.blending_result_year
                  and x.blending_result_seq = r.blending_result_seq and h.roasting_release in ('HOLD', 'RJCT'))), 0))
      order by o.wanted_date nulls last, o.order_seq limit ${LINES}`.execute(db);
    return {
      figures: { ready_to_ship: rows.rows.length },
      items: rows.rows.map((row) => ({
        name: named(row, english, 'cafe_name'),
        id: `${row.order_year}_${row.order_seq}`,
        values: { wanted: (row.wanted_date as string | null) ?? null },
      })),
    };
  },
};

/** Today's commitments of the schedule, with how many are done. */
const todaySchedule: TileDef = {
  id: 'todaySchedule',
  page: PAGES.RoastingSchedule,
  compute: async (scope) => {
    const { db, org, today, english } = scope;
    const hidden = await hiddenRecipes(scope);
    const rows = await sql<Row>`
      select s.schedule_seq, d.roasting_name, d.roasting_name_kr, u.user_name,
        exists (select 1 from roasting_result r where r.roasting_schedule_seq = s.schedule_seq) as done
      from roasting_schedule s join roasting_default d on d.roasting_seq = s.roasting_seq
        left join app_user u on u.user_seq = s.schedule_user
      where s.roaster_seq = ${org} and s.schedule_date = ${today}::date
        and not (s.roasting_seq = any(${hidden}::bigint[]))
      order by s.roaster_equip_seq nulls last, s.schedule_seq`.execute(db);
    return {
      figures: { scheduled: rows.rows.length, scheduled_done: rows.rows.filter((row) => row.done).length },
      items: rows.rows.map((row) => ({
        name: named(row, english, 'roasting_name'),
        values: { done: Boolean(row.done), person: (row.user_name as string | null) ?? null },
      })),
    };
  },
};

/** Batches with a DROP still to check (behaviour §08-3.1), oldest first. */
const awaitingRelease: TileDef = {
  id: 'awaitingRelease',
  page: PAGES.RoastingResult,
  compute: async (scope) => {
    const { db, org, english } = scope;
    const hidden = await hiddenRecipes(scope);
    const rows = await sql<Row>`
      select r.roasting_result_year, r.roasting_result_seq, to_char(r.roasting_result_date, 'YYYY-MM-DD') as day,
        d.roasting_name, d.roasting_name_kr, count(*) over () as total
      from roasting_result r join roasting_default d on d.roasting_seq = r.roasting_seq
      where r.roaster_seq = ${org} and r.roasting_release = 'CHCK'
        and not (r.roasting_seq = any(${hidden}::bigint[]))
      order by r.roasting_result_date, r.roasting_result_seq limit ${LINES}`.execute(db);
    return {
      figures: { to_release: Number(rows.rows[0]?.total ?? 0) },
      items: rows.rows.map((row) => ({
        name: named(row, english, 'roasting_name'),
        id: `${row.roasting_result_year}_${row.roasting_result_seq}`,
        values: { date: row.day as string },
      })),
    };
  },
};

/** Green lots the week's plan needs more of than they hold. */
const lotsShort: TileDef = {
  id: 'lotsShort',
  page: PAGES.RoastingPlan,
  compute: async ({ db, org, today, english, access }) => {
    const plan = await roasteryPlan(db, org, today, addDays(today, 6), await hiddenKeys(db, access));
    const short = plan.lots.filter((lot) => lot.short > 0).sort((a, b) => b.short - a.short);
    return {
      figures: { lots_short: short.length },
      items: short.slice(0, LINES).map((lot) => ({
        name: `${(english ? (lot.name ?? lot.name_kr) : (lot.name_kr ?? lot.name)) ?? ''} ${lot.greenbean_year ?? ''}`.trim(),
        values: { short_kg: kg(lot.short) },
      })),
    };
  },
};

export const MORNING_TILES: readonly TileDef[] = [
  ordersWaiting,
  todaySchedule,
  readyToShip,
  awaitingRelease,
  lotsShort,
];
