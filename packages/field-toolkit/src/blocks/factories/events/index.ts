export { eventPage } from './eventPage';
export { eventDerive, eventEnd, eventYearOf, useEventYear } from './eventRules';
