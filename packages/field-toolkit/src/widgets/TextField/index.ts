export { TextField } from './TextField';
export type { TextFieldProps } from './TextField.types';
export { useByteCount } from './useTextField';
export type { ByteCount } from './useTextField';
