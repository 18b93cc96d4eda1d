export { SelectField } from './SelectField';
export type { SelectFieldProps } from './SelectField.types';
export { valueFromSelection } from './useSelectField';
