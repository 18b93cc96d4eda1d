import type { WidgetProps } from '../shared';

export type UploadKind = 'csv' | 'json' | 'alog' | 'spreadsheet';

export type UploadCheck = { accepted: true; kind: UploadKind; file: File } | { accepted: false };

/**
 * What an upload came to: true on success; false when it could not be sent (the widget shows the network error
 * text); `{ error }` when the page refused the file itself (the widget shows that message key or text instead).
 */
export type UploadResult = boolean | { error: string };

/** The stored value is the uploaded file's name. */
export interface FileUploadFieldProps extends Omit<WidgetProps<string>, 'onChange'> {
  /** Called with an accepted CSV, JSON, .alog or spreadsheet file; the controller posts (or reads) it and reports the outcome. */
  onUpload?: (file: File, kind: UploadKind) => Promise<UploadResult> | UploadResult;
  /**
   * The handler reads JSON itself (a RoasTime roast, behaviour §08-6.1); otherwise a JSON file shows the
   * under-construction notice (behaviour §01-5).
   */
  readsJson?: boolean;
  /** The handler reads machines' XLS and XLSX logs (behaviour §08-6.1); otherwise such a file is refused. */
  readsSpreadsheets?: boolean;
  /** Why this visitor may not upload (e.g. the user type): the control is disabled and shows this text. */
  disabledReason?: string;
}

export type UploadStatus = 'idle' | 'rejected' | 'underconstruction' | 'uploading' | 'done' | 'failed';
