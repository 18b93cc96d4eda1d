export { FileUploadField } from './FileUploadField';
export type { FileUploadFieldProps, UploadKind, UploadCheck, UploadStatus } from './FileUploadField.types';
export { checkUploadFiles, useFileUpload } from './useFileUploadField';
