// A block entry of its own (`@coffee/field-toolkit/blocks/plumbing`): it registers its strings when it loads.
import { addStrings } from '@coffee/field-toolkit/runtime';
import { blockStrings } from './strings';

addStrings('blocks', blockStrings);

export { EntityScreens } from './EntityScreens';
export type { EntityScreensProps } from './EntityScreens';
export { entityPage, screenPage } from './entityPage';
export type { EntityPageModule, ListPart } from './entityPage';
export { auditSection, drawnFields, namesOf, standardSections } from './sections';
export { repeatedLabels, sectionCoverage } from './coverage';
export type { SectionCoverage } from './coverage';
export { combineDerive } from './derive';
export { lazyPart } from './lazyPart';
export { blockStrings } from './strings';
export { listPanelOpener } from './ListPanelOpener';
export type { ListPanelOpenerSetup } from './ListPanelOpener';
