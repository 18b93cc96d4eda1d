// Shared blocks: composite sections and page factories several remotes use. Blocks use the engine, forms,
// widgets and charts; the engine never imports a block (lint-enforced).
import { addStrings } from '@coffee/field-toolkit/runtime';
import { blockStrings } from './plumbing';
import { cupnoteStrings } from './cupnote';
import { brewingStepsStrings } from './brewingSteps';
import { roastingTimelineStrings } from './roastingTimeline';
import { inventoryStrings } from './inventory';
import { roastCompareStrings } from './roastCompare';
import { scaCuppingStrings } from './scaCupping';
import { eventJoinStrings } from './factories/eventJoin';
import { counterBarStrings } from './counterBar';

addStrings('blocks', blockStrings);
addStrings('blocks', cupnoteStrings);
addStrings('blocks', brewingStepsStrings);
addStrings('blocks', roastingTimelineStrings);
addStrings('blocks', inventoryStrings);
addStrings('blocks', roastCompareStrings);
addStrings('blocks', scaCuppingStrings);
addStrings('blocks', eventJoinStrings);
addStrings('blocks', counterBarStrings);

export * from './plumbing';
export * from './origin';
export * from './greenbean';
export * from './factories';
export * from './cupnote';
export * from './brewingSteps';
export * from './roastingTimeline';
export * from './inventory';
export * from './roastCompare';
export * from './scaCupping';
export * from './counterBar';
export * from './shotTimer';
