// A block entry of its own (`@coffee/field-toolkit/blocks/roastCompare`): it registers its strings when it loads.
import { addStrings } from '@coffee/field-toolkit/runtime';
import { roastCompareStrings } from './strings';

addStrings('blocks', roastCompareStrings);

export { RoastCompare } from './RoastCompare';
export { DeviationTable, ToleranceBadge } from './DeviationTable';
export { deviationText, toleranceText } from './deviationText';
export { RoastKeyFigures } from './RoastKeyFigures';
export type { RoastKeyFiguresProps } from './RoastKeyFigures';
export type { CompareBatch, RoastCompareProps } from './RoastCompare';
export { minutesSeconds, roastSummary } from './summary';
export type { RoastSummary } from './summary';
export { roastCompareStrings } from './strings';
