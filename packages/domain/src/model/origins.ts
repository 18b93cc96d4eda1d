/** The origin fields of a combination, as `blending_{name}` on a blend and `coffeebean_{name}` on a cafe's bean. */
export const ORIGIN_FIELDS = [
  'country_list',
  'country_code',
  'region_seq',
  'region_etc',
  'farm_seq',
  'farm_etc',
  'variety_list',
  'variety_etc',
  'process_list',
  'process_etc',
  'grade_list',
  'grade_detail_list',
] as const;

/** A combination's origins (a roast batch's green beans, a blend's): each list once, in the beans' order. */
export interface OriginSummary {
  country_list: unknown[];
  /** The country when every bean comes from one. */
  country_code: unknown;
  region_seq: unknown;
  region_etc: unknown;
  farm_seq: unknown;
  farm_etc: unknown;
  variety_list: unknown[];
  variety_etc: string | null;
  process_list: unknown[];
  process_etc: string | null;
  grade_list: unknown[];
  grade_detail_list: unknown[];
}

type Bean = Readonly<Record<string, unknown>>;

const distinct = (values: Iterable<unknown>): unknown[] => [
  ...new Set([...values].filter((value) => value !== null && value !== undefined && value !== '')),
];

/**
 * The origin summary of green bean rows (`greenbean_*` fields): lists are de-duplicated, a single country becomes
 * the country code, region and farm are kept only with one country and one value, free texts are joined.
 */
export function originSummary(beans: readonly Bean[]): OriginSummary {
  const countries = distinct(beans.map((bean) => bean.greenbean_country_code));
  const single = (name: string) => {
    const values = distinct(beans.map((bean) => bean[`greenbean_${name}`]));
    return countries.length === 1 && values.length === 1 ? values[0] : null;
  };
  const list = (name: string) => distinct(beans.map((bean) => bean[`greenbean_${name}`]));
  const joined = (name: string) => list(name).join(', ') || null;
  return {
    country_list: countries,
    country_code: countries.length === 1 ? countries[0] : null,
    region_seq: single('region_seq'),
    region_etc: single('region_etc'),
    farm_seq: single('farm_seq'),
    farm_etc: single('farm_etc'),
    variety_list: distinct(beans.flatMap((bean) => (bean.greenbean_variety_list as unknown[] | null) ?? [])),
    variety_etc: joined('variety_etc'),
    process_list: list('process'),
    process_etc: joined('process_etc'),
    grade_list: list('grade'),
    grade_detail_list: list('grade_detail'),
  };
}
