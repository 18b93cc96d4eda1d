export { eventList as list } from '@coffee/field-toolkit/blocks/factories/events';
