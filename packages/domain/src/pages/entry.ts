// Entry `@coffee/domain/pages`: what a page is drawn and checked from, and nothing else: the page descriptors, the
// field kinds, the entities several areas share and the field groups the areas' own build on, code groups and bounds,
// the field labels several areas share and the registry each area adds its own to, the record validator, and the
// modules those definitions build on (the SCA and CVA sheets, the roast events and tolerances). A remote's first
// chunk and the toolkit's list engine import this entry, not the package root, which adds the arithmetic of the
// areas and the roast-log parsers (docs/performance.md, "Loading on a phone"). The root re-exports this entry by
// package name, so each module exists once; a module outside this entry reaches one inside it by package name as well.
export * from './index';
export * from '../model/fields';
export * from '../model/codeGroups';
export * from '../model/constants';
export * from '../model/roles';
export * from '../model/validate';
export * from '../model/sca';
export * from '../model/cva';
export * from '../model/cuppingSession';
export * from '../model/entities/shared';
export * from '../model/entities/equipment';
export * from '../model/entities/greenbean';
export * from '../model/entities/notes';
export * from '../model/entities/roasting';
export * from '../model/entities/organisation';
export * from '../model/entities/brewing';
export * from '../model/entities/trade';
export * from '../model/entities/money';
export * from '../model/entities/index';
export * from '../model/labels';
export type { Unit, WrittenLabel, WrittenLabels } from '../model/writtenLabels/index';
export * from '../model/optionOrder';
export * from '../model/references';
export * from '@coffee/domain/kernel';
export * from '../roast-log/events';
export * from '../roast-log/analysis';
export * from '../roast-log/rateOfRise';
export * from '../roast-log/deviation';
