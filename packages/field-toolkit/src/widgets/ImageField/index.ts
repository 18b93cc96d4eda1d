export { ImageField } from './ImageField';
export type { ImageFieldProps } from './ImageField.types';
export { useImageFailed } from './useImageField';
