export { SearchSelectField } from './SearchSelectField';
export type { SearchSelectFieldProps, SelectValue } from './SearchSelectField.types';
export { filterOptions } from './useSearchSelectField';
