import { useState } from 'react';
import { UPLOAD } from '@coffee/domain/pages';
import type { FileUploadFieldProps, UploadCheck, UploadStatus } from './FileUploadField.types';

/** Windows reports .csv files as Excel's type; that type is accepted only with a .csv name. */
const CSV_TYPES = ['text/csv', 'application/vnd.ms-excel'];

/** Exactly one file; CSV, JSON, an empty type with an .alog name, or an .xls/.xlsx spreadsheet (behaviour §01-5). */
export function checkUploadFiles(files: ArrayLike<File> | null | undefined): UploadCheck {
  if (!files || files.length !== UPLOAD.maxFiles) return { accepted: false };
  const file = files[0] as File;
  const lowerName = file.name.toLowerCase();
  if (file.type === 'application/json') return { accepted: true, kind: 'json', file };
  if (CSV_TYPES.includes(file.type) && (file.type === 'text/csv' || lowerName.endsWith('.csv')))
    return { accepted: true, kind: 'csv', file };
  if (file.type === '' && lowerName.endsWith(UPLOAD.artisanExtension)) return { accepted: true, kind: 'alog', file };
  const spreadsheetType: readonly string[] = UPLOAD.spreadsheetTypes;
  if (spreadsheetType.includes(file.type) && UPLOAD.spreadsheetExtensions.some((end) => lowerName.endsWith(end)))
    return { accepted: true, kind: 'spreadsheet', file };
  return { accepted: false };
}

export function useFileUpload(
  onUpload: FileUploadFieldProps['onUpload'],
  readsJson = false,
  readsSpreadsheets = false,
) {
  const [status, setStatus] = useState<UploadStatus>('idle');
  const [fileName, setFileName] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const handleFiles = async (files: ArrayLike<File> | null) => {
    const check = checkUploadFiles(files);
    if (!check.accepted) return setStatus('rejected');
    if (check.kind === 'json' && !readsJson) return setStatus('underconstruction');
    if (check.kind === 'spreadsheet' && !readsSpreadsheets) return setStatus('rejected');
    setFileName(check.file.name);
    setFailure(null);
    setStatus('uploading');
    try {
      const result = (await onUpload?.(check.file, check.kind)) ?? true;
      if (typeof result === 'object') setFailure(result.error);
      setStatus(result === true ? 'done' : 'failed');
    } catch {
      setStatus('failed');
    }
  };
  /** The page's own message for a refused file; null means the generic network error text. */
  return { status, fileName, failure, handleFiles };
}
