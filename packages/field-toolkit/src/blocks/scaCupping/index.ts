// A block entry of its own (`@coffee/field-toolkit/blocks/scaCupping`): it registers its strings when it loads.
import { addStrings } from '@coffee/field-toolkit/runtime';
import { scaCuppingStrings } from './strings';

addStrings('blocks', scaCuppingStrings);

export { SCA_RADAR_FIELD, scaCupping, scaScoreValues } from './scaCupping';
export type { ScaCuppingBlock } from './scaCupping';
export { scaCuppingStrings } from './strings';
