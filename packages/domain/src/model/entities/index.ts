import type { EntityDef } from '../fields';
import { brewingEntities } from './brewing';
import { cafeEntities } from './cafe';
import { dialInEntities } from './dialin';
import { organisationEntities } from './organisation';
import { publicEntities } from './public';
import { qualityEntities } from './quality';
import { cuppingEntities } from './cupping';
import { referenceEntities } from './reference';
import { roasterEntities } from './roaster';
import { tradeEntities } from './trade';
import { moneyEntities } from './money';
import { userEntities } from './user';

/** Every entity definition by page key. */
export const entities: Readonly<Record<string, EntityDef>> = {
  ...referenceEntities,
  ...roasterEntities,
  ...organisationEntities,
  ...cafeEntities,
  ...tradeEntities,
  ...moneyEntities,
  ...qualityEntities,
  ...cuppingEntities,
  ...brewingEntities,
  ...dialInEntities,
  ...userEntities,
  ...publicEntities,
};

export const PAGE_KEYS = Object.keys(entities);

export const getEntity = (pageKey: string): EntityDef | undefined => entities[pageKey];

/** Entities that own their table (not a view of another page key's table). */
export const tableEntities = (): EntityDef[] =>
  Object.values(entities).filter((definition) => !definition.viewOf && !definition.readOnly);
