export { LinkField } from './LinkField';
export type { LinkFieldProps } from './LinkField.types';
