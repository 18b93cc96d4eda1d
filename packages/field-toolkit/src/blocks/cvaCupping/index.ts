// A block entry of its own (`@coffee/field-toolkit/blocks/cvaCupping`): it registers its strings when it loads.
import { addStrings } from '@coffee/field-toolkit/runtime';
import { cvaCuppingStrings } from './strings';

addStrings('blocks', cvaCuppingStrings);

export { cvaCupping, cvaScoreValues } from './cvaCupping';
export type { CvaCuppingBlock } from './cvaCupping';
export { cvaCuppingStrings } from './strings';
