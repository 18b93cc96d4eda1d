export { RateField } from './RateField';
export type { RateFieldProps } from './RateField.types';
