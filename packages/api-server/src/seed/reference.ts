import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { Database, Tables } from '@coffee/api-kernel/db/database';
import { COFFEE_PRODUCERS } from './data/coffee-producers';
import { CODE_GROUPS } from './data/code-groups';
import type { CodeGroupData, CodeRow } from './data/code-groups';
import countries from './data/countries.json' with { type: 'json' };
import flavorWheel from './data/flavor-wheel.json' with { type: 'json' };
import { FLAVOR_WHEEL_KO } from './data/flavor-wheel-ko';
import { seedOriginCatalogue } from './catalogue';
import {
  REFERENCE_COMPANIES,
  REFERENCE_EQUIPMENT,
  REFERENCE_MATERIALS,
  VARIETY_SPECIES,
} from './data/reference-records';

interface Country {
  alpha3: string;
  alpha2: string;
  numeric: string;
  name: string;
  name_kr: string;
}
interface WheelNode {
  name: string;
  colour: string;
  children?: WheelNode[];
}

const SEED_BY = 'seed';
const slug = (name: string) =>
  name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

interface SeedCode {
  code_id: string;
  code_name: string;
  code_name_kr: string;
  code_alias1?: string | null;
  code_alias2?: string | null;
  code_alias3?: string | null;
  code_filter?: string | null;
}

/** FLVR: the SCA/WCR 2016 wheel, depth-first; ids are name slugs, prefixed by the parent's id where a name repeats. */
export function flavorCodes(): SeedCode[] {
  const codes: SeedCode[] = [];
  const used = new Set<string>();
  const walk = (node: WheelNode, parent: string | null) => {
    let id = slug(node.name);
    if (used.has(id) && parent) id = `${parent}_${id}`;
    used.add(id);
    const kr = FLAVOR_WHEEL_KO[node.name];
    if (!kr) throw new Error(`no Korean label for flavor ${node.name}`);
    codes.push({ code_id: id, code_name: node.name, code_name_kr: kr, code_alias1: node.colour, code_filter: parent });
    for (const child of node.children ?? []) walk(child, id);
  };
  for (const family of flavorWheel as WheelNode[]) walk(family, null);
  return codes;
}

const COUNTRIES = countries as Country[];
const producers = new Set(COFFEE_PRODUCERS);

/** CNTR: code_id alpha-3; alias1 alpha-2, alias2 numeric (the country map's feature id); filter CFPRDC for producers. */
const countryCode = (country: Country): SeedCode => ({
  code_id: country.alpha3,
  code_name: country.name,
  code_name_kr: country.name_kr,
  code_alias1: country.alpha2,
  code_alias2: country.numeric,
  code_filter: producers.has(country.alpha3) ? 'CFPRDC' : null,
});

const fromRows = (rows: readonly CodeRow[]): SeedCode[] =>
  rows.map(([code_id, code_name, code_name_kr, code_alias1]) => ({
    code_id,
    code_name,
    code_name_kr,
    code_alias1: code_alias1 ?? null,
  }));

export function allCodeGroups(): Array<Omit<CodeGroupData, 'codes'> & { codes: SeedCode[] }> {
  const sortedCountries = [...COUNTRIES].sort((a, b) => a.name_kr.localeCompare(b.name_kr, 'ko'));
  return [
    ...CODE_GROUPS.map((group) => ({ ...group, codes: fromRows(group.codes) })),
    {
      id: 'CNTR',
      name: 'Country',
      name_kr: '국가',
      desc: 'ISO 3166-1 countries',
      codes: sortedCountries.map(countryCode),
    },
    {
      id: 'CFPRDC',
      name: 'Coffee-producing country',
      name_kr: '커피 생산국',
      desc: 'Subset of CNTR',
      codes: sortedCountries.filter((country) => producers.has(country.alpha3)).map(countryCode),
    },
    { id: 'FLVR', name: 'Flavor (SCA/WCR 2016 wheel)', name_kr: '향미 (SCA/WCR 2016 휠)', codes: flavorCodes() },
  ];
}

const audit = { rgst_by: SEED_BY, edit_by: SEED_BY };

/** Inserts what is missing; never overwrites what administrators changed. Safe to run at every start. */
export async function seedReference(db: Database): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const group of allCodeGroups()) {
      await trx
        .insertInto('code_group')
        .values({
          code_group_id: group.id,
          code_group_name: group.name,
          code_group_name_kr: group.name_kr,
          code_group_desc: group.desc ?? null,
          ...audit,
        })
        .onConflict((conflict) => conflict.column('code_group_id').doNothing())
        .execute();
      const found = await trx
        .selectFrom('code_group')
        .select('code_group_seq')
        .where('code_group_id', '=', group.id)
        .executeTakeFirstOrThrow();
      const rows: Insertable<Tables['code']>[] = group.codes.map((code, order) => ({
        code_group_seq: found.code_group_seq,
        code_group_id: group.id,
        code_order: order + 1,
        ...code,
        ...audit,
      }));
      const inserted = await trx
        .insertInto('code')
        .values(rows)
        .onConflict((conflict) => conflict.columns(['code_group_id', 'code_id']).doNothing())
        .returning('code_seq')
        .execute();
      if (inserted.length > 0) {
        await trx
          .updateTable('code_group')
          .set({ edit_at: sql`now()` })
          .where('code_group_id', '=', group.id)
          .execute();
      }
    }
    await trx
      .insertInto('country')
      .values(
        COUNTRIES.map((country) => ({
          country_id: country.alpha3,
          country_name: country.name,
          country_name_kr: country.name_kr,
          country_code2: country.alpha2,
          country_code1: country.numeric,
          country_map: country.numeric,
          country_filter: producers.has(country.alpha3) ? 'CFPRDC' : 'NONE',
          ...audit,
        })),
      )
      .onConflict((conflict) => conflict.column('country_id').doNothing())
      .execute();
    const varieties = CODE_GROUPS.find((group) => group.id === 'VRT')?.codes ?? [];
    await trx
      .insertInto('variety')
      .values(
        varieties.map(([id, name, nameKr]) => ({
          variety_id: id,
          variety_name: name,
          variety_name_kr: nameKr,
          species_type: VARIETY_SPECIES[id] ?? 'ARABICA',
          ...audit,
        })),
      )
      .onConflict((conflict) => conflict.column('variety_id').doNothing())
      .execute();
    await seedCatalogue(trx);
    await seedOriginCatalogue(trx);
  });
}

/** Real equipment makers, green bean importers, their products and materials, once (when no company exists yet). */
async function seedCatalogue(db: Database): Promise<void> {
  const existing = await db.selectFrom('company').select('company_seq').limit(1).executeTakeFirst();
  if (existing) return;
  const companies = await db
    .insertInto('company')
    .values(REFERENCE_COMPANIES.map((company) => ({ ...company, ...audit })))
    .returning(['company_seq', 'company_name'])
    .execute();
  const seqOf = new Map(companies.map((company) => [company.company_name, company.company_seq]));
  await db
    .insertInto('equip')
    .values(
      REFERENCE_EQUIPMENT.map(({ maker, ...equip }) => ({
        ...equip,
        equip_manufacture_seq: seqOf.get(maker) ?? null,
        ...audit,
      })),
    )
    .execute();
  await db
    .insertInto('material')
    .values(REFERENCE_MATERIALS.map((material) => ({ ...material, ...audit })))
    .execute();
}
