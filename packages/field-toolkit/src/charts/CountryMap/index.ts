export { CountryMap } from './CountryMap';
export type { CountryFeatureProperties, CountryMapProps } from './CountryMap.types';
