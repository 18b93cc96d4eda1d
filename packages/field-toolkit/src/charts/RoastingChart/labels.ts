import type { RoastChartEventType, RoastChartPhase } from './RoastingChart.types';

export const ROAST_EVENT_TYPES_FOR_LABELS: readonly RoastChartEventType[] = [
  'charge',
  'tp',
  'dryEnd',
  'fcStart',
  'fcEnd',
  'scStart',
  'scEnd',
  'drop',
  'check',
];

export const ROAST_PHASE_KEYS_FOR_LABELS: ReadonlyArray<RoastChartPhase['key']> = ['drying', 'maillard', 'development'];
