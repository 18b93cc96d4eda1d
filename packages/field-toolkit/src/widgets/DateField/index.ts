export { DateField } from './DateField';
export type { DateFieldProps, DateKind } from './DateField.types';
export { formatDateValue, toInputValue, fromInputValue, todayValue } from '@coffee/field-toolkit/widgets/format';
