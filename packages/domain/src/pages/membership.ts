import { organisationEntities } from '../model/entities/organisation';
import type { EntityPageDescriptor, Title } from './descriptor';
import { entityPageOf } from './descriptor';

/**
 * Membership pages (staff, events, sign-ups, relations), whose entities are built per organisation: each key is
 * written once, here, and names its entity; a key without one fails at load.
 */
export function membershipPages<const T extends Readonly<Record<string, readonly [route: string, title: Title]>>>(
  pages: T,
): { readonly [K in keyof T & string]: EntityPageDescriptor<K> } {
  return Object.fromEntries(
    Object.entries(pages).map(([key, [route, title]]) => {
      const entity = organisationEntities[key];
      if (!entity) throw new Error(`No membership entity '${key}'`);
      return [key, entityPageOf(entity, route, title)];
    }),
  ) as { readonly [K in keyof T & string]: EntityPageDescriptor<K> };
}
