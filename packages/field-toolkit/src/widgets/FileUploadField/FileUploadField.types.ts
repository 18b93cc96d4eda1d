import type { WidgetProps } from '../shared';

export type UploadKind = 'csv' | 'json' | 'alog';

export type UploadCheck = { accepted: true; kind: UploadKind; file: File } | { accepted: false };

/** The stored value is the uploaded file's name. */
export interface FileUploadFieldProps extends Omit<WidgetProps<string>, 'onChange'> {
  /** Called with an accepted CSV or .alog file; the controller posts it and resolves true on success. */
  onUpload?: (file: File, kind: UploadKind) => Promise<boolean> | boolean;
}

export type UploadStatus = 'idle' | 'rejected' | 'underconstruction' | 'uploading' | 'done' | 'failed';
