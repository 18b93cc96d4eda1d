import { beansLabels } from './beans';
import { brewingLabels } from './brewing';
import { callLabels } from './calls';
import { costLabels } from './costs';
import { cuppingSessionLabels } from './cuppingSessions';
import { referenceLabels } from './reference';
import { roastingLabels } from './roasting';
import { tradeLabels } from './trade';
import { moneyLabels } from './money';
import type { WrittenLabels } from './types';

export type { Unit, WrittenLabel, WrittenLabels } from './types';

/**
 * The kernel's written labels by field name (behaviour §09-1.1): the fields several areas share and the values of
 * hand-written calls. Each area's own fields are labelled in its model (`mf-<area>/model/labels.ts`).
 */
export const WRITTEN_LABELS: WrittenLabels = {
  ...referenceLabels,
  ...beansLabels,
  ...roastingLabels,
  ...brewingLabels,
  ...cuppingSessionLabels,
  ...tradeLabels,
  ...moneyLabels,
  ...callLabels,
  ...costLabels,
};
