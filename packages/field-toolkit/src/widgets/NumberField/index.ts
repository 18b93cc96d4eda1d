export { NumberField } from './NumberField';
export type { NumberFieldProps } from './NumberField.types';
export { toDisplayNumber, toStoredNumber, defaultStep, formatNumber } from '@coffee/field-toolkit/widgets/format';
