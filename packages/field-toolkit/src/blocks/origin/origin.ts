import type { EntityDef } from '@coffee/domain';
import type { DetailPageConfig, DetailSection } from '@coffee/field-toolkit/engine';

type Derive = NonNullable<DetailPageConfig['derive']>;

/** The parts of an origin (domain `originFields`) in display order; each as one value or as a list. */
const ORIGIN_PARTS = [
  'country_list',
  'country_code',
  'region_seq',
  'farm_seq',
  'variety_list',
  'process',
  'process_list',
  'grade',
  'grade_list',
  'grade_detail',
  'grade_detail_list',
] as const;

/** The origin fields of `prefix` the entity has, in display order; free-text companions go with their select. */
export function originFieldNames(entity: EntityDef, prefix: string): string[] {
  const drawn = new Set(entity.fields.filter((field) => !field.directFor).map((field) => field.name));
  return ORIGIN_PARTS.map((part) => `${prefix}_${part}`).filter((name) => drawn.has(name));
}

/**
 * The origin section: country (or countries), region (needs the country), farm (needs the region), variety,
 * process and grade, each 'input direct' select with its 3-300 byte companion. The "needs" come from the
 * fields' lookups (`dependsOn`): the engine keeps a select empty and disabled until they are set, and clears it
 * when they change.
 */
export function originSection(entity: EntityDef, prefix: string, title = 'blocks.sections.origin'): DetailSection {
  return { title, fields: originFieldNames(entity, prefix) };
}

/**
 * With a country list (blends, cafe beans): a single chosen country becomes the country code that region and farm
 * need; several or none clear it, and with it region and farm (behaviour §03-3.7).
 */
export function singleCountryDerive(prefix: string): Derive {
  const list = `${prefix}_country_list`;
  return (changed, { values }) => {
    if (changed !== list) return undefined;
    const countries = Array.isArray(values[list]) ? [...new Set(values[list] as unknown[])] : [];
    return { [`${prefix}_country_code`]: countries.length === 1 ? countries[0] : null };
  };
}

/** What a page needs for an origin: its section and, when the entity has a country list, the single-country rule. */
export function origin(
  entity: EntityDef,
  prefix: string,
  title?: string,
): { section: DetailSection; derive: Derive | undefined } {
  const names = new Set(entity.fields.map((field) => field.name));
  const countryRule = names.has(`${prefix}_country_list`) && names.has(`${prefix}_country_code`);
  return {
    section: originSection(entity, prefix, title),
    derive: countryRule ? singleCountryDerive(prefix) : undefined,
  };
}
