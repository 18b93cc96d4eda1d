export { origin, originFieldNames, originSection, singleCountryDerive } from './origin';
