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

/** Every field's written label by field name (behaviour §09-1.1). */
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
