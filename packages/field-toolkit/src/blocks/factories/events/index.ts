export { eventList, eventPage } from './eventPage';
export { eventDerive, eventEnd, eventStartText, eventYearOf, useEventYear } from './eventRules';
