export { TextAreaField } from './TextAreaField';
export type { TextAreaFieldProps, TextAreaVariant } from './TextAreaField.types';
export { textAreaLimit, TEXT_AREA_LIMITS } from './useTextAreaField';
