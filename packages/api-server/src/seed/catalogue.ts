import type { Database, Row, Tables } from '@coffee/api-kernel/db/database';
import { GREENBEAN_CATALOGUE } from './data/greenbean-catalogue';
import type { SeedGreenbean } from './data/greenbean-catalogue';
import { FARMS, REGIONS } from './data/origins';

const audit = { rgst_by: 'seed', edit_by: 'seed' };
const AUDIT_COLUMNS = new Set(['rgst_user', 'rgst_by', 'rgst_at', 'edit_user', 'edit_by', 'edit_at']);

/** Whether `table` has no row yet: each part of the catalogue is seeded once, into an empty table. */
async function isEmpty(db: Database, table: keyof Tables): Promise<boolean> {
  return !(await db.selectFrom(table).select(db.fn.countAll().as('n')).limit(1).executeTakeFirst())?.n;
}

const keyOf = (country: string, name: string) => `${country}/${name}`;

/** Regions (parents first) and farms; answers the seq of every region and farm by country/name. */
async function seedOrigins(db: Database): Promise<{ regions: Map<string, number>; farms: Map<string, number> }> {
  if (await isEmpty(db, 'region')) {
    const inserted = new Map<string, number>();
    // Parents are listed before their children, so one pass in order resolves every parent.
    for (const region of REGIONS) {
      const parent = region.parent ? inserted.get(keyOf(region.country, region.parent)) : null;
      if (parent === undefined) throw new Error(`seed: region ${region.name} comes before its parent ${region.parent}`);
      const row = await db
        .insertInto('region')
        .values({
          region_country: region.country,
          region_parent_seq: parent,
          region_name: region.name,
          region_name_kr: region.kr,
          region_desc: region.desc ?? null,
          ...audit,
        })
        .returning('region_seq')
        .executeTakeFirstOrThrow();
      inserted.set(keyOf(region.country, region.name), Number(row.region_seq));
    }
  }
  const regionRows = await db.selectFrom('region').select(['region_seq', 'region_country', 'region_name']).execute();
  const regions = new Map(
    regionRows.map((row) => [keyOf(String(row.region_country), String(row.region_name)), Number(row.region_seq)]),
  );
  if (await isEmpty(db, 'farm')) {
    await db
      .insertInto('farm')
      .values(
        FARMS.map((farm) => ({
          farm_country_code: farm.country,
          farm_region_seq: regions.get(keyOf(farm.country, farm.region)) ?? null,
          farm_region_etc: regions.has(keyOf(farm.country, farm.region)) ? null : farm.region,
          farm_name: farm.name,
          farm_name_kr: farm.kr,
          farm_desc: farm.desc,
          ...audit,
        })),
      )
      .execute();
  }
  const farmRows = await db.selectFrom('farm').select(['farm_seq', 'farm_country_code', 'farm_name']).execute();
  const farms = new Map(
    farmRows.map((row) => [keyOf(String(row.farm_country_code), String(row.farm_name)), Number(row.farm_seq)]),
  );
  return { regions, farms };
}

/** A catalogue bean as green bean columns (shared by the catalogue, its yearly lots and roasters' beans). */
function greenbeanColumns(bean: SeedGreenbean, ids: { seller?: number; region?: number; farm?: number }): Row {
  return {
    greenbean_seller_seq: ids.seller ?? null,
    greenbean_seller_etc: ids.seller === undefined ? bean.seller : null,
    greenbean_country_code: bean.country,
    greenbean_region_seq: ids.region ?? null,
    greenbean_region_etc: ids.region === undefined ? bean.region : null,
    greenbean_farm_seq: ids.farm ?? null,
    greenbean_farm_etc: ids.farm === undefined ? (bean.farm ?? null) : null,
    greenbean_name: bean.name,
    greenbean_name_kr: bean.kr,
    greenbean_variety_list: [...bean.varieties],
    greenbean_process: bean.process,
    greenbean_grade: bean.grade,
    greenbean_grade_detail: bean.gradeDetail ?? null,
    greenbean_altitude_min: bean.altitude[0],
    greenbean_altitude_max: bean.altitude[1],
    greenbean_harvest_min: bean.harvest[0],
    greenbean_harvest_max: bean.harvest[1],
    greenbean_moisture_min: bean.moisture[0],
    greenbean_moisture_max: bean.moisture[1],
    greenbean_desc: bean.desc,
  };
}

/** Green beans of the administrators' catalogue with their yearly lots, linked to importers, regions and farms. */
async function seedGreenbeans(db: Database, regions: Map<string, number>, farms: Map<string, number>): Promise<void> {
  if (!(await isEmpty(db, 'greenbean_default'))) return;
  const sellerRows = await db
    .selectFrom('company')
    .select(['company_seq', 'company_name'])
    .where('company_type', '=', 'GBD')
    .execute();
  const sellers = new Map(sellerRows.map((row) => [String(row.company_name), Number(row.company_seq)]));
  for (const bean of GREENBEAN_CATALOGUE) {
    const columns = greenbeanColumns(bean, {
      seller: sellers.get(bean.seller),
      region: regions.get(keyOf(bean.country, bean.region)),
      farm: bean.farm ? farms.get(keyOf(bean.country, bean.farm)) : undefined,
    });
    const created = await db
      .insertInto('greenbean_default')
      .values({ ...columns, ...audit })
      .returning('greenbean_default_seq')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('greenbean_default_year')
      .values(
        Object.entries(bean.lots).map(([year, importDate]) => ({
          ...columns,
          greenbean_default_seq: created.greenbean_default_seq,
          greenbean_year: Number(year),
          greenbean_import_date: importDate,
          ...audit,
        })),
      )
      .execute();
  }
}

/** Regions, farms and the green bean catalogue, each once into its empty table (administrators' edits stay). */
export async function seedOriginCatalogue(db: Database): Promise<void> {
  const { regions, farms } = await seedOrigins(db);
  await seedGreenbeans(db, regions, farms);
}

/** Columns a roaster's green bean copies from a catalogue bean (found by its English name), with the link to it. */
export async function catalogueBean(db: Database, name: string): Promise<Row> {
  const found = await db
    .selectFrom('greenbean_default')
    .selectAll()
    .where('greenbean_name', '=', name)
    .executeTakeFirst();
  if (!found) throw new Error(`seed: the catalogue has no green bean named ${name}`);
  return Object.fromEntries(Object.entries(found).filter(([column]) => !AUDIT_COLUMNS.has(column)));
}
