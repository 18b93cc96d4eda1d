import type { EntityDef } from '../fields';
import { brewingEntities } from './brewing';
import { organisationEntities } from './organisation';
import { tradeEntities } from './trade';
import { moneyEntities } from './money';

/**
 * The entities several areas share, by page key: organisations' membership, brewing records, the trade and its money.
 * Each area's own entities live in its model (`mf-<area>/model`), bundled into its remote; the suite composes them all
 * (`entities` of `@coffee/suite`).
 */
export const sharedEntities: Readonly<Record<string, EntityDef>> = {
  ...organisationEntities,
  ...tradeEntities,
  ...moneyEntities,
  ...brewingEntities,
};
