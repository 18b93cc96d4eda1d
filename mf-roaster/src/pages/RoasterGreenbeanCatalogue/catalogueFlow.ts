import { findField, pagePath } from '@coffee/domain';
import type { FieldDef } from '@coffee/domain';
import { ROASTER_PAGES } from '../../../model';

/** The catalogue select of the roastery's green bean form: its options are the catalogue's beans. */
export const CATALOGUE_FIELD: FieldDef =
  findField(ROASTER_PAGES.RoasterGreenbeanDefault.entity, 'greenbean_default_seq') ??
  ({ name: 'greenbean_default_seq', type: 'number', input: 'selectSearch' } as FieldDef);

/** The step after a new green bean saved from the catalogue: its first lot (behaviour §09-2.3). */
export const NEXT_STEP_LOT = 'lot';

/** What the link from a catalogue bean carries into the roastery's green bean form. */
export const CATALOGUE_PREFILL = ['greenbean_default_seq', 'greenbean_country_code', 'greenbean_seller_seq'] as const;

/**
 * The roastery's new green bean form for a catalogue bean: the bean, its country and seller (the catalogue select
 * filters on them) chosen, and the lot form next.
 */
export function addToOurBeansPath(bean: Readonly<Record<string, unknown>>): string {
  const query = new URLSearchParams({ greenbean_default_seq: String(bean.value), next: NEXT_STEP_LOT });
  for (const name of CATALOGUE_PREFILL.slice(1)) {
    const value = bean[name];
    if (value !== null && value !== undefined && value !== '') query.set(name, String(value));
  }
  return `${pagePath(ROASTER_PAGES.RoasterGreenbeanDefault)}/write?${query}`;
}

/** The new lot of a green bean just saved: the bean chosen, so its description is filled and only the lot is asked. */
export const firstLotPath = (greenbeanRoasterSeq: unknown): string =>
  `${pagePath(ROASTER_PAGES.RoasterGreenbeanYear)}/write?greenbean_roaster_seq=${encodeURIComponent(String(greenbeanRoasterSeq))}`;

/** Form values a query carries (numbers for record references), for the pages' `defaults`. */
export function valuesFromQuery(query: URLSearchParams, names: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = query.get(name);
      if (value === null || value === '') return [];
      return [[name, name.endsWith('_seq') && /^\d+$/.test(value) ? Number(value) : value]];
    }),
  );
}
