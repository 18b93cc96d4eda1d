export { eventPage } from './eventPage';
export { eventDerive, eventEnd, eventStartText, eventStatusText, eventYearOf, useEventYear } from './eventRules';
