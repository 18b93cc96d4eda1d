export { FileUploadField } from './FileUploadField';
export type {
  FileUploadFieldProps,
  UploadKind,
  UploadCheck,
  UploadResult,
  UploadStatus,
} from './FileUploadField.types';
export { checkUploadFiles, useFileUpload } from './useFileUploadField';
