// A block entry of its own (`@coffee/field-toolkit/blocks/brewHistory`): the brewing lists of a cafe and of a coffee
// lover offer the Beanconqueror import (behaviour §10-5); its panel and the call's contract load when it is opened.
export { BrewHistoryImport } from './BrewHistoryImport';
export { brewHistoryStrings } from './strings';
