import { sql } from 'kysely';
import { PAGES } from '@coffee/api-kernel/domain';
import type { HomeRole, PageDescriptor } from '@coffee/domain';
import { byTableName } from '@coffee/api-kernel/db/database';
import type { Database, Row } from '@coffee/api-kernel/db/database';
import { STOCK_ITEM_DEFS } from '@coffee/api-kernel/inventory/items';
import { stockWithPace } from '@coffee/roaster-server/inventory/routes';
import { MORNING_TILES } from './morning-tiles';
import { cupCostToday, monthMargin } from './cost-tiles';
import type { Access } from '@coffee/api-kernel/http/context';
import { visibleRecords } from '@coffee/api-kernel/engine/record-visibility';
import { and } from '@coffee/api-kernel/engine/scope';

/** One line of a tile: a record's name, the figures shown beside it and its detail id. */
export interface HomeItem {
  name: string | null;
  id?: string;
  values: Record<string, number | string | boolean | null>;
}

/** What a tile shows: headline figures and/or a short list; neither means the empty state. */
export interface TileContent {
  figures?: Record<string, number | null>;
  /** The figures are amounts in this currency's minor unit (behaviour §05-15). */
  currency?: string;
  items?: HomeItem[];
}

export interface TileScope {
  db: Database;
  /** The organisation the page is for (roastery or cafe), -1 elsewhere. */
  org: number;
  userSeq: number;
  /** The visitor's local day, YYYY-MM-DD. */
  today: string;
  english: boolean;
  /** The visitor's access: a roastery's records hidden from its role are absent from the tiles (behaviour §02-6). */
  access: Access;
}

export interface TileDef {
  id: string;
  /** The page the tile summarises and links to; a visitor without its list right does not get the tile. */
  page: PageDescriptor;
  /** Null leaves the tile out for this visitor (a figure the cafe's owner keeps from baristas). */
  compute: (scope: TileScope) => Promise<TileContent | null>;
}

/** How many lines a list tile shows. */
const LINES = 5;
/** A lot or bag with fewer days than this left at its pace is running out. */
const RUNNING_OUT_DAYS = 14;
/** Stored tenths (masses in 0.1 g, percents in 0.1 %) as shown. */
const tenths = (value: unknown) => (value === null || value === undefined ? null : Number(value) / 10);
const rounded = (value: unknown) =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;
const nameOf = (row: Row, english: boolean, column: string) =>
  ((english ? row[column] : (row[`${column}_kr`] ?? row[column])) as string | null) ?? null;

const roasts: TileDef = {
  id: 'roasts',
  page: PAGES.RoastingResult,
  compute: async ({ db, org, today, english, access }) => {
    const week = await sql<Row>`
      select r.roasting_result_year, r.roasting_result_seq, r.roasting_result_date::text as roasting_result_date,
        r.roasting_batch_no, r.roasting_loss, d.roasting_name, d.roasting_name_kr,
        (select q.cupnote_satis from qc_roasting q where q.roaster_seq = r.roaster_seq
          and q.roasting_result_year = r.roasting_result_year and q.roasting_result_seq = r.roasting_result_seq
          order by q.cupnote_seq desc limit 1) as cupnote_satis
      from roasting_result r left join roasting_default d on d.roasting_seq = r.roasting_seq
      where r.roaster_seq = ${org} and ${and(visibleRecords(access, 'roasting_result', 'r'))}
        and r.roasting_result_date > ${today}::date - 7
        and r.roasting_result_date <= ${today}::date
      order by r.roasting_result_date desc, r.roasting_result_seq desc`.execute(db);
    const rows = week.rows;
    const mean = (values: unknown[]) => {
      const present = values.filter((value) => value !== null && value !== undefined).map(Number);
      return present.length ? present.reduce((sum, value) => sum + value, 0) / present.length : null;
    };
    return {
      figures: {
        today_batches: rows.filter((row) => row.roasting_result_date === today).length,
        week_batches: rows.length,
        week_loss: rounded(tenths(mean(rows.map((row) => row.roasting_loss)))),
        // The cupping notes' satisfaction (0-10), named as such: never read as a cupping form's 100-point score.
        week_satisfaction: rounded(mean(rows.map((row) => row.cupnote_satis))),
      },
      items: rows.slice(0, LINES).map((row) => ({
        name: nameOf(row, english, 'roasting_name'),
        id: `${row.roasting_result_year}_${row.roasting_result_seq}`,
        values: {
          date: row.roasting_result_date as string,
          loss: tenths(row.roasting_loss),
          satisfaction: row.cupnote_satis === null ? null : Number(row.cupnote_satis),
        },
      })),
    };
  },
};

/** Items of a stock type whose days left at the pace of the last 30 days fall short, soonest first. */
const runningOut = (id: string, page: PageDescriptor, type: 'greenbean' | 'received'): TileDef => ({
  id,
  page,
  compute: async ({ db, org, english, access }) => {
    const items = await stockWithPace(db, STOCK_ITEM_DEFS[type], org, { onlyInStock: true, english, access });
    const short = items
      .filter((item) => item.days_left !== null && item.days_left < RUNNING_OUT_DAYS)
      .sort((a, b) => (a.days_left ?? 0) - (b.days_left ?? 0));
    return {
      figures: { running_out: short.length },
      items: short.slice(0, LINES).map((item) => ({
        name: item.item_name as string,
        values: { days_left: item.days_left, stock_kg: rounded(item.balance / 10_000) },
      })),
    };
  },
});

/** The latest cupping notes of one owner (a roastery's QC notes, a coffee lover's notes) as tile lines. */
async function latestNotes(
  db: Database,
  table: 'qc_roasting' | 'user_cupnote',
  [ownerColumn, owner]: ['roaster_seq' | 'user_seq', number],
  english: boolean,
): Promise<HomeItem[]> {
  const rows = await byTableName(db)
    .selectFrom(table)
    .select([
      'cupnote_seq',
      'cupnote_name',
      'cupnote_name_kr',
      'cupnote_satis',
      sql<string>`cupnote_date::text`.as('cupnote_date'),
    ])
    .where(ownerColumn, '=', owner)
    .orderBy('cupnote_date', 'desc')
    .orderBy('cupnote_seq', 'desc')
    .limit(LINES)
    .execute();
  return rows.map((row) => ({
    name: nameOf(row, english, 'cupnote_name'),
    id: String(row.cupnote_seq),
    values: { date: row.cupnote_date as string, satisfaction: row.cupnote_satis as number | null },
  }));
}

const cupping: TileDef = {
  id: 'cupping',
  page: PAGES.QCRoasting,
  compute: async ({ db, org, english }) => ({
    items: await latestNotes(db, 'qc_roasting', ['roaster_seq', org], english),
  }),
};

const onBar: TileDef = {
  id: 'onBar',
  page: PAGES.CoffeebeanReceived,
  compute: async ({ db, org, today, english }) => {
    const rows = await sql<Row>`
      select r.received_seq, b.coffeebean_name, b.coffeebean_name_kr, r.received_instock,
        ${today}::date - r.blending_result_date as days_since_roast
      from coffeebean_received r join coffeebean b on b.coffeebean_seq = r.coffeebean_seq
      where r.cafe_seq = ${org} and coalesce(r.received_instock, 0) > 0
      order by r.blending_result_date desc nulls last, r.received_seq desc limit ${LINES}`.execute(db);
    return {
      items: rows.rows.map((row) => ({
        name: nameOf(row, english, 'coffeebean_name'),
        id: String(row.received_seq),
        values: {
          days_since_roast: row.days_since_roast === null ? null : Number(row.days_since_roast),
          stock_g: tenths(row.received_instock),
        },
      })),
    };
  },
};

const dialIn: TileDef = {
  id: 'dialIn',
  page: PAGES.CafeSettingToday,
  compute: async ({ db, org, today, english }) => {
    const rows = await sql<Row>`
      select e.cafe_equip_seq, e.equip_name, e.equip_name_kr,
        exists (select 1 from cafe_dialin d where d.cafe_seq = e.cafe_seq
          and d.brewing_grinder_seq = e.cafe_equip_seq and d.dialin_date = ${today}::date) as done
      from cafe_equip e
      where e.cafe_seq = ${org} and e.equip_type = 'GRND' and e.equip_use
      order by e.equip_name`.execute(db);
    return {
      figures: { grinders_done: rows.rows.filter((row) => row.done).length, grinders: rows.rows.length },
      items: rows.rows.map((row) => ({
        name: nameOf(row, english, 'equip_name'),
        values: { dialled_in: Boolean(row.done) },
      })),
    };
  },
};

const brews: TileDef = {
  id: 'brews',
  page: PAGES.CafeBrewingResult,
  compute: async ({ db, org, english }) => {
    const rows = await sql<Row>`
      select r.brewing_result_seq, r.brewing_result_date::text as brewing_result_date, r.brewing_satis,
        b.coffeebean_name, b.coffeebean_name_kr
      from cafe_brewing_result r left join coffeebean b on b.coffeebean_seq = r.coffeebean_seq
      where r.cafe_seq = ${org}
      order by r.brewing_result_date desc, r.brewing_result_seq desc limit ${LINES}`.execute(db);
    return {
      items: rows.rows.map((row) => ({
        name: nameOf(row, english, 'coffeebean_name'),
        id: String(row.brewing_result_seq),
        values: { date: row.brewing_result_date as string, satisfaction: row.brewing_satis as number | null },
      })),
    };
  },
};

const notes: TileDef = {
  id: 'notes',
  page: PAGES.UserQCCoffeebean,
  compute: async ({ db, userSeq, english }) => {
    const total = await db
      .selectFrom('user_cupnote')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_seq', '=', userSeq)
      .executeTakeFirst();
    return {
      figures: { notes: Number(total?.count ?? 0) },
      items: await latestNotes(db, 'user_cupnote', ['user_seq', userSeq], english),
    };
  },
};

/** Reference data counted, with what is incomplete (a farm without its region, a green bean without variety). */
const reference: TileDef = {
  id: 'reference',
  page: PAGES.Country,
  compute: async ({ db }) => {
    const counts = await sql<Row>`
      select (select count(*) from country) as countries, (select count(*) from region) as regions,
        (select count(*) from farm) as farms, (select count(*) from variety) as varieties,
        (select count(*) from company) as companies, (select count(*) from greenbean_default) as greenbeans,
        (select count(*) from equip) as equipment, (select count(*) from material) as materials`.execute(db);
    const row = counts.rows[0] ?? {};
    return { figures: Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) };
  },
};

const incomplete: TileDef = {
  id: 'incomplete',
  page: PAGES.SettingFarm,
  compute: async ({ db }) => {
    const counts = await sql<Row>`
      select (select count(*) from farm where farm_region_seq is null and coalesce(farm_region_etc, '') = '')
          as farms_without_region,
        (select count(*) from greenbean_default where coalesce(cardinality(greenbean_variety_list), 0) = 0
          and coalesce(greenbean_variety_etc, '') = '') as greenbeans_without_variety`.execute(db);
    const row = counts.rows[0] ?? {};
    return { figures: Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) };
  },
};

/**
 * Each role's tiles in order (behaviour §10-1); its gate page is the domain's `HOME_GATES`. A new tile (the
 * roastery's open orders, today's plan) is one entry here and its strings.
 */
export const HOME_TILES: Readonly<Record<HomeRole, readonly TileDef[]>> = {
  roastery: [
    ...MORNING_TILES,
    monthMargin,
    roasts,
    runningOut('greenRunningOut', PAGES.RoasterGreenbeanYear, 'greenbean'),
    cupping,
  ],
  cafe: [onBar, dialIn, cupCostToday, runningOut('beansRunningOut', PAGES.CoffeebeanReceived, 'received'), brews],
  lover: [notes],
  admin: [reference, incomplete],
};
