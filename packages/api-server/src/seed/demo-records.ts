import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RoastLog } from '@coffee/domain';
import { parseRoastLog } from '@coffee/api-kernel/domain';
import type { Database, Row } from '@coffee/api-kernel/db/database';
import { byTableName } from '@coffee/api-kernel/db/database';
import {
  deriveBlendingDefault,
  deriveBlendingResult,
  deriveRoastingDefault,
  deriveRoastingResult,
  settleBlendingStock,
  settleRoastingStock,
} from '@coffee/roaster-server/resources/production';
import { FRESH_BATCH, seedDaysAgo } from './demo-cafe-batches';
import { itemRef } from '@coffee/api-kernel/inventory/items';
import type { DemoDay } from './demo-calendar';
import { demoCalendarOf } from './demo-calendar';
import { openingReceipt } from '@coffee/api-kernel/inventory/ledger';

/**
 * Real Artisan logs (seed data, sources in SOURCES.md) that give the demo roasts their curves; the first recipe's
 * batch (its reference batch, behaviour §08-1) is a roast of the same drum as the recent batches of that recipe.
 */
const ALOG_DIR = new URL('./data/alog/', import.meta.url);
const ALOGS = [
  'scottjames_coffee-roasting_roast_26-06-07_1217_R62_brazil.alog',
  'scottjames_coffee-roasting_roast_26-08-09_R68_caturra_26.alog',
];

const EVENT_FIELDS: Readonly<Record<string, string>> = {
  charge: 'roasting_start',
  tp: 'turning',
  dryEnd: 'dried',
  fcStart: 'first_start',
  fcEnd: 'first_end',
  scStart: 'second_start',
  scEnd: 'second_end',
  drop: 'roasting_end',
};
const x10 = (value: number | null) => (value === null ? null : Math.round(value * 10));

/** A demo roast log; a missing or unreadable file stops the seed (the demo never seeds less than it should). */
export function readDemoLog(file: string, dir: URL = ALOG_DIR): RoastLog {
  const url = new URL(file, dir);
  try {
    return parseRoastLog(file, readFileSync(url, 'latin1'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`demo seed: cannot read the Artisan log ${fileURLToPath(url)}: ${reason}`, { cause: error });
  }
}

/** A roast log as roasting result columns: the timeline events (seconds, °C x10) and the chart log (ms → bean, air). */
export function roastColumns(log: RoastLog): Row {
  const columns: Row = {};
  for (const event of log.events) {
    const field = EVENT_FIELDS[event.type];
    if (!field) continue;
    columns[`${field}_term`] = Math.round(event.timeMs / 1000);
    columns[`${field}_bean`] = x10(event.bt);
    columns[`${field}_air`] = x10(event.et);
  }
  const chart: Record<string, { bean: number | null; air: number | null }> = {};
  for (const sample of log.samples) {
    if (sample.timeMs < 0) continue;
    chart[String(sample.timeMs)] = {
      bean: sample.bt === null ? null : Math.round(sample.bt * 10) / 10,
      air: sample.et === null ? null : Math.round(sample.et * 10) / 10,
    };
  }
  columns.roasting_chart_log = JSON.stringify(chart);
  columns.roasting_profile_use = true;
  return columns;
}

type Insert = (table: string, row: Row, returning?: string) => Promise<Row>;

const inserter =
  (trx: Database, by: { seq: number; name: string }): Insert =>
  async (table, row, returning) => {
    const audit = { rgst_user: by.seq, rgst_by: by.name, edit_user: by.seq, edit_by: by.name };
    const query = byTableName(trx)
      .insertInto(table)
      .values({ ...row, ...audit });
    return returning ? query.returning(returning).executeTakeFirstOrThrow() : (await query.execute(), {});
  };

const GREENBEANS = [
  {
    greenbean_name: 'Ethiopia Yirgacheffe Kochere G1',
    greenbean_name_kr: '에티오피아 예가체프 코체레 G1',
    greenbean_country_code: 'ETH',
    greenbean_process: 'WASHED',
    greenbean_grade: 'G1',
    greenbean_grade_detail: 'SCA_87',
    greenbean_variety_list: ['ETHIOPIAN_LANDRACE'],
    greenbean_altitude_min: 1900,
    greenbean_altitude_max: 2200,
    greenbean_moisture_min: 100,
    greenbean_moisture_max: 115,
    greenbean_harvest_min: 11,
    greenbean_harvest_max: 1,
  },
  {
    greenbean_name: 'Colombia Huila Caturra',
    greenbean_name_kr: '콜롬비아 우일라 카투라',
    greenbean_country_code: 'COL',
    greenbean_process: 'WASHED',
    greenbean_grade: 'AA',
    greenbean_grade_detail: 'SCA_85',
    greenbean_variety_list: ['CATURRA'],
    greenbean_altitude_min: 1600,
    greenbean_altitude_max: 1900,
    greenbean_moisture_min: 105,
    greenbean_moisture_max: 120,
    greenbean_harvest_min: 4,
    greenbean_harvest_max: 6,
  },
  {
    greenbean_name: 'Brazil Cerrado Mundo Novo',
    greenbean_name_kr: '브라질 세하도 문도노보',
    greenbean_country_code: 'BRA',
    greenbean_process: 'NATURAL',
    greenbean_grade: 'C',
    greenbean_grade_detail: 'SCA_80',
    greenbean_variety_list: ['MUNDO_NOVO'],
    greenbean_altitude_min: 900,
    greenbean_altitude_max: 1200,
    greenbean_moisture_min: 100,
    greenbean_moisture_max: 110,
    greenbean_harvest_min: 5,
    greenbean_harvest_max: 8,
  },
];

/**
 * What each demo lot cost (behaviour §05-14), in the order of GREENBEANS: a price per kg and, for the whole 60 kg lot,
 * freight and other costs (inspection, storage) in KRW. Illustrative figures, not quotes.
 */
const LOT_COSTS = [
  { greenbean_price_kg: 16_500, greenbean_freight: 180_000, greenbean_duties: 0, greenbean_other_cost: 30_000 },
  { greenbean_price_kg: 13_800, greenbean_freight: 180_000, greenbean_duties: 0, greenbean_other_cost: 30_000 },
  { greenbean_price_kg: 9_900, greenbean_freight: 150_000, greenbean_duties: 0, greenbean_other_cost: 30_000 },
];
/** The demo roaster machine's cost per batch (gas and labour), KRW. */
const MACHINE_BATCH_COST = 3_000;

const cupnote = (name: string, nameKr: string, satis: number, flavors: string[], date: DemoDay): Row => ({
  cupnote_name: name,
  cupnote_name_kr: nameKr,
  cupnote_date: date.day,
  cupnote_satis: satis,
  cupnote_satis_detail: true,
  cupnote_balance_point: 8,
  cupnote_aroma_point: 9,
  cupnote_sweetness_point: 8,
  cupnote_body_point: 7,
  cupnote_flavor_point: 9,
  cupnote_acidity_point: 8,
  cupnote_flavor_list: flavors,
  cupnote_aftertaste_list: ['LONG'],
  cupnote_texture_list: ['SILKY'],
  cupnote_feeling_list: ['BRIGHT'],
  cupnote_flavor_wheel_use: true,
});

export interface DemoRoaster {
  seq: number;
  owner: { seq: number; name: string };
  beans: number;
  label: string;
}

/** Green beans, recipes, roasts with real curves, a blend and its batch, QC notes and events of a demo roaster. */
export async function seedRoasterRecords(
  trx: Database,
  roaster: DemoRoaster,
): Promise<{ blendCafeUuid: string; blendResultUuid: string; cstmrEvent: string }> {
  const insert = inserter(trx, roaster.owner);
  const own = { roaster_seq: roaster.seq };
  const calendar = await demoCalendarOf(trx);
  const { lotYear } = calendar;
  const beans: number[] = [];
  for (const [index, bean] of GREENBEANS.slice(0, roaster.beans).entries()) {
    const created = await insert(
      'greenbean_roaster',
      { ...own, ...bean, greenbean_desc: `${roaster.label} stock` },
      'greenbean_roaster_seq',
    );
    beans.push(Number(created.greenbean_roaster_seq));
    await insert('greenbean_roaster_year', {
      ...own,
      ...bean,
      greenbean_roaster_seq: created.greenbean_roaster_seq,
      greenbean_year: lotYear,
      greenbean_import_date: calendar.lotImported.compact,
      greenbean_instock: 600_000,
      ...LOT_COSTS[index],
    });
    await openingReceipt(trx, itemRef('greenbean', created.greenbean_roaster_seq, lotYear), calendar.lotImported.day);
  }
  const machine = await trx
    .selectFrom('roaster_equip')
    .select('roaster_equip_seq')
    .where('roaster_seq', '=', roaster.seq)
    .where('equip_type', '=', 'RSTR')
    .executeTakeFirst();
  if (machine)
    await trx
      .updateTable('roaster_equip')
      .set({ equip_batch_cost: MACHINE_BATCH_COST })
      .where('roaster_equip_seq', '=', machine.roaster_equip_seq)
      .execute();
  const recipes: number[] = [];
  const recipeRows = [beans.slice(0, 2), beans.slice(0, 1)];
  for (const [index, rows] of recipeRows.entries()) {
    const recipe = await insert(
      'roasting_default',
      {
        ...own,
        roasting_name: index === 0 ? `${roaster.label} espresso base` : `${roaster.label} filter`,
        roasting_name_kr: index === 0 ? `${roaster.label} 에스프레소 베이스` : `${roaster.label} 필터`,
        roasting_machine_seq: machine?.roaster_equip_seq ?? null,
        roasting_batch_auto: true,
      },
      'roasting_seq',
    );
    const seq = Number(recipe.roasting_seq);
    recipes.push(seq);
    for (const [order, bean] of rows.entries()) {
      await trx
        .insertInto('roasting_default_greenbean')
        .values({
          roasting_seq: seq,
          greenbean_roaster_seq: bean,
          greenbean_mass: order === 0 ? 6000 : 4000,
          greenbean_order: order,
        })
        .execute();
    }
    await deriveRoastingDefault(trx, { roasting_seq: seq });
  }
  // A batch's roasted mass goes into stock through the ledger, as a save settles it (never seeded beside it).
  const results: Array<{ year: number; seq: number; roastedMass: number }> = [];
  for (const [index, file] of ALOGS.entries()) {
    const log = readDemoLog(file);
    const recipe = recipes[index % recipes.length] ?? recipes[0];
    const greenMass = Math.round((log.weightInG ?? 1000) * 10);
    const roasted = calendar.archiveRoasts[index] ?? calendar.archiveRoasts[0]!;
    const created = await insert(
      'roasting_result',
      {
        ...own,
        roasting_seq: recipe,
        roasting_result_year: roasted.year,
        roasting_result_date: roasted.day,
        roasting_batch_no: 1,
        roasting_mass: Math.round((log.weightOutG ?? 850) * 10),
        roasting_moisture: 25,
        roasting_agtron: 65,
        roasting_step: 'RSTD',
        outside_air: 182,
        outside_hum: 550,
        roasting_result_memo: `Imported from Artisan: ${log.title || file}`,
        ...roastColumns(log),
      },
      'roasting_result_seq',
    );
    const seq = Number(created.roasting_result_seq);
    results.push({ year: roasted.year, seq, roastedMass: Math.round((log.weightOutG ?? 850) * 10) });
    const rows = await trx
      .selectFrom('roasting_default_greenbean')
      .selectAll()
      .where('roasting_seq', '=', recipe ?? -1)
      .execute();
    const total = rows.reduce((sum, row) => sum + Number(row.greenbean_mass), 0);
    for (const row of rows) {
      await trx
        .insertInto('roasting_result_greenbean')
        .values({
          roasting_result_year: roasted.year,
          roasting_result_seq: seq,
          greenbean_roaster_seq: row.greenbean_roaster_seq,
          greenbean_year: lotYear,
          greenbean_mass: Math.round((greenMass * Number(row.greenbean_mass)) / total),
          greenbean_moisture: 110,
          greenbean_order: row.greenbean_order,
        })
        .execute();
    }
    const batch = { roasting_result_year: roasted.year, roasting_result_seq: seq };
    await settleRoastingStock(trx, batch);
    await deriveRoastingResult(trx, batch);
  }
  const blend = await insert(
    'blending_default',
    {
      ...own,
      blending_name: `${roaster.label} house blend`,
      blending_name_kr: `${roaster.label} 하우스 블렌드`,
      roasting_instock_change: true,
      blending_desc: 'Chocolate, red fruit and a long sweet finish.',
    },
    'blending_seq',
  );
  const blendSeq = Number(blend.blending_seq);
  for (const [order, recipe] of recipes.entries()) {
    await trx
      .insertInto('blending_default_roasting')
      .values({
        blending_seq: blendSeq,
        roasting_seq: recipe,
        roasting_mass: order === 0 ? 7000 : 3000,
        roasting_order: order,
      })
      .execute();
  }
  await deriveBlendingDefault(trx, { blending_seq: blendSeq });
  const batch = await insert(
    'blending_result',
    {
      ...own,
      blending_seq: blendSeq,
      blending_result_year: calendar.blendBatch.year,
      blending_result_date: calendar.blendBatch.day,
      blending_result_desc: 'First batch',
    },
    'blending_result_seq',
  );
  const batchSeq = Number(batch.blending_result_seq);
  for (const [order, result] of results.entries()) {
    await trx
      .insertInto('blending_result_roasting')
      .values({
        blending_result_year: calendar.blendBatch.year,
        blending_result_seq: batchSeq,
        roasting_result_year: result.year,
        roasting_result_seq: result.seq,
        // Half of each roast: the blend takes from the batches' stock.
        roasting_mass: Math.floor(result.roastedMass / 2),
        roasting_order: order,
      })
      .execute();
  }
  const blendBatch = { blending_result_year: calendar.blendBatch.year, blending_result_seq: batchSeq };
  await settleBlendingStock(trx, blendBatch);
  await deriveBlendingResult(trx, blendBatch);
  const first = results[0];
  await insert('qc_blending', {
    ...own,
    blending_seq: blendSeq,
    ...cupnote('House blend cupping', '하우스 블렌드 커핑', 9, ['DARK_CHOCOLATE', 'CHERRY'], calendar.notes),
    cupnote_main: true,
  });
  if (first)
    await insert('qc_roasting', {
      ...own,
      roasting_result_year: first.year,
      roasting_result_seq: first.seq,
      ...cupnote('Roast check', '로스팅 점검', 8, ['CARAMELIZED'], calendar.notes),
    });
  if (beans[0])
    await insert('qc_greenbean', {
      ...own,
      greenbean_year: lotYear,
      greenbean_roaster_seq: beans[0],
      ...cupnote('Arrival sample', '입고 샘플', 9, ['JASMINE'], calendar.notes),
    });
  const brewing = await insert(
    'qc_brewing_default',
    {
      ...own,
      blending_seq: blendSeq,
      brewing_name: 'Espresso 18-36',
      brewing_name_kr: '에스프레소 18-36',
      brewing_type: 'ESP',
    },
    'brewing_seq',
  );
  await insert('qc_brewing_result', {
    ...own,
    brewing_seq: brewing.brewing_seq,
    blending_seq: blendSeq,
    blending_result_seq: batchSeq,
    blending_result_year: calendar.blendBatch.year,
    brewing_type: 'ESP',
    brewing_bean_mass: 180,
    brewing_mass: 360,
    brewing_temp: 935,
    brewing_bar: 90,
    brewing_term: 28,
    ...cupnote('Espresso QC', '에스프레소 QC', 8, ['DARK_CHOCOLATE'], calendar.notes),
  });
  const now = Date.now();
  await insert('roaster_event', {
    ...own,
    event_year: new Date(now).getUTCFullYear(),
    event_type: 'SGNP',
    event_name: 'Staff sign-up',
    event_name_kr: '직원 가입',
    event_start: new Date(now - 86_400_000).toISOString(),
    event_end: new Date(now + 2 * 86_400_000).toISOString(),
  });
  const cstmr = await insert(
    'roaster_event',
    {
      ...own,
      event_year: new Date(now).getUTCFullYear(),
      event_type: 'CSTMR',
      event_name: 'Wholesale partners',
      event_name_kr: '납품 카페 등록',
      event_start: new Date(now - 86_400_000).toISOString(),
      event_end: new Date(now + 30 * 86_400_000).toISOString(),
    },
    'event_uuid',
  );
  const uuids = await trx
    .selectFrom('blending_default')
    .select('blending_uuid_cafe')
    .where('blending_seq', '=', blendSeq)
    .executeTakeFirstOrThrow();
  const resultUuid = await trx
    .selectFrom('blending_result')
    .select('blending_result_uuid_cafe')
    .where('blending_result_seq', '=', batchSeq)
    .executeTakeFirstOrThrow();
  return {
    blendCafeUuid: String(uuids.blending_uuid_cafe),
    blendResultUuid: String(resultUuid.blending_result_uuid_cafe),
    cstmrEvent: String(cstmr.event_uuid),
  };
}

export interface DemoCafe {
  seq: number;
  owner: { seq: number; name: string };
  label: string;
  supplier?: { roasterSeq: number; roasterName: string; roasterNameKr: string; blendUuid: string; resultUuid: string };
}

/** Beans (one linked to its supplier's blend), a received batch, brewing recipes and results, a QC note, an event. */
export async function seedCafeRecords(trx: Database, cafe: DemoCafe): Promise<void> {
  const insert = inserter(trx, cafe.owner);
  const calendar = await demoCalendarOf(trx);
  const own = { cafe_seq: cafe.seq };
  const supplier = cafe.supplier;
  if (supplier) {
    const relation = await insert(
      'roaster_cafe',
      {
        roaster_seq: supplier.roasterSeq,
        cafe_seq: cafe.seq,
        roaster_cafe_auth: 'CSTMR',
        roaster_cafe_nick: cafe.label,
        roaster_cafe_nick_kr: cafe.label,
      },
      'roaster_cafe_uuid',
    );
    await insert('cafe_roaster', {
      ...own,
      roaster_seq: supplier.roasterSeq,
      roaster_cafe_uuid: relation.roaster_cafe_uuid,
      cafe_roaster_name: supplier.roasterName,
      cafe_roaster_name_kr: supplier.roasterNameKr,
    });
  }
  const bean = await insert(
    'coffeebean',
    {
      ...own,
      coffeebean_name: `${cafe.label} house blend`,
      coffeebean_name_kr: `${cafe.label} 하우스 블렌드`,
      coffeebean_single_origin: false,
      coffeebean_country_list: ['ETH', 'COL'],
      coffeebean_process_list: ['WASHED'],
      coffeebean_variety_list: ['ETHIOPIAN_LANDRACE', 'CATURRA'],
      coffeebean_desc: 'Our everyday espresso.',
      ...(supplier ? { blending_uuid: supplier.blendUuid, blending_info_use: true } : {}),
    },
    'coffeebean_seq',
  );
  const received = await insert(
    'coffeebean_received',
    {
      ...own,
      coffeebean_seq: bean.coffeebean_seq,
      received_date: seedDaysAgo(FRESH_BATCH.receivedDaysAgo),
      received_div: 'Weekly',
      received_mass: 50000,
      received_instock: 30000,
      blending_result_date: seedDaysAgo(FRESH_BATCH.roastedDaysAgo),
      blending_loss: 150,
      blending_organic_loss: 125,
      ...(supplier ? { blending_result_uuid: supplier.resultUuid } : {}),
    },
    'received_seq',
  );
  await openingReceipt(trx, itemRef('received', received.received_seq));
  const equip = await trx
    .selectFrom('cafe_equip')
    .select(['cafe_equip_seq', 'equip_type'])
    .where('cafe_seq', '=', cafe.seq)
    .execute();
  const machine = equip.find((row) => row.equip_type === 'ESP')?.cafe_equip_seq ?? null;
  const grinder = equip.find((row) => row.equip_type === 'GRND')?.cafe_equip_seq ?? null;
  const recipe = await insert(
    'cafe_brewing_default',
    {
      ...own,
      coffeebean_seq: bean.coffeebean_seq,
      brewing_name: 'House espresso',
      brewing_name_kr: '하우스 에스프레소',
      brewing_type: 'ESP',
      brewing_default_memo: '18 g in, 36 g out, 28 s',
    },
    'brewing_seq',
  );
  await insert('cafe_brewing_result', {
    ...own,
    brewing_result_date: seedDaysAgo(FRESH_BATCH.brewedDaysAgo),
    brewing_seq: recipe.brewing_seq,
    coffeebean_seq: bean.coffeebean_seq,
    received_seq: received.received_seq,
    brewing_type: 'ESP',
    brewing_bean_mass: 180,
    brewing_mass: 360,
    brewing_temp: 935,
    brewing_bar: 90,
    brewing_term: 28,
    brewing_satis: 9,
    brewing_result_main: true,
    brewing_detail_use: true,
    brewing_machine_seq: machine,
    brewing_grinder_seq: grinder,
    brewing_grinder_point: 250,
    brewing_step_use: true,
    brewing_step1_term: 8,
    brewing_step1_mass: 20,
    brewing_step_end_term: 28,
    brewing_step_end_mass: 360,
  });
  await insert('cafe_cupnote', {
    ...own,
    coffeebean_seq: bean.coffeebean_seq,
    ...cupnote('Morning dial-in', '아침 세팅', 9, ['CHOCOLATE'], calendar.notes),
  });
  const now = Date.now();
  await insert('cafe_event', {
    ...own,
    event_year: new Date(now).getUTCFullYear(),
    event_type: 'SGNP',
    event_name: 'Barista sign-up',
    event_name_kr: '바리스타 가입',
    event_start: new Date(now - 86_400_000).toISOString(),
    event_end: new Date(now + 2 * 86_400_000).toISOString(),
  });
}

/** An individual user's equipment, brewing setting and result, and tasting notes. */
export async function seedUserRecords(
  trx: Database,
  user: { seq: number; name: string },
  blendUuid: string,
): Promise<void> {
  const insert = inserter(trx, user);
  const own = { user_seq: user.seq };
  const calendar = await demoCalendarOf(trx);
  const dripper = await insert(
    'user_equip_data',
    { ...own, equip_name: 'Hario V60 02', equip_name_kr: '하리오 V60 02', equip_type: 'DRP' },
    'user_equip_seq',
  );
  const grinder = await insert(
    'user_equip_data',
    { ...own, equip_name: 'Comandante C40', equip_name_kr: '코만단테 C40', equip_type: 'GRND', equip_zero_point: 0 },
    'user_equip_seq',
  );
  const setting = await insert(
    'user_brewing_default',
    {
      ...own,
      brewing_name: 'Morning V60',
      brewing_name_kr: '아침 V60',
      brewing_type: 'DRP',
      brewing_bean_mass: 150,
      brewing_mass: 2500,
      brewing_temp: 930,
      brewing_detail_use: true,
      brewing_grinder_seq: grinder.user_equip_seq,
      brewing_grinder_point: 2400,
      brewing_step_use: true,
      brewing_step1_term: 30,
      brewing_step1_mass: 400,
      brewing_step2_term: 75,
      brewing_step2_mass: 1500,
      brewing_step_end_term: 180,
      brewing_step_end_mass: 2500,
    },
    'brewing_seq',
  );
  await insert('user_brewing_result', {
    ...own,
    brewing_result_date: calendar.userBrew.day,
    brewing_seq: setting.brewing_seq,
    brewing_type: 'DRP',
    brewing_bean_mass: 150,
    brewing_mass: 2500,
    brewing_satis: 9,
    brewing_machine_seq: dripper.user_equip_seq,
  });
  await insert('user_cupnote', {
    ...own,
    ...cupnote('Cafe Hannam espresso', '한남 카페 에스프레소', 9, ['DARK_CHOCOLATE'], calendar.notes),
    cupnote_place: 'CAFE',
    store_name: 'Demo Cafe Hannam',
    store_name_kr: '데모 카페 한남',
    coffeebean_uuid_type: 'RSTRDF',
    coffeebean_uuid: blendUuid,
  });
  await insert('user_cupnote', {
    ...own,
    ...cupnote('Home pour-over', '집 핸드드립', 8, ['JASMINE', 'ORANGE'], calendar.notes),
    cupnote_place: 'HOME',
    brewing_result_use: true,
    brewing_type: 'DRP',
  });
}
