export { DirectSelectField } from './DirectSelectField';
export type { DirectSelectFieldProps } from './DirectSelectField.types';
export { DIRECT_INPUT_VALUE, isDirectChoice, withDirectOption } from './useDirectSelectField';
