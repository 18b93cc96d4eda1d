export { RoastCompare } from './RoastCompare';
export type { CompareBatch, RoastCompareProps } from './RoastCompare';
export { minutesSeconds, roastSummary } from './summary';
export type { RoastSummary } from './summary';
export { roastCompareStrings } from './strings';
