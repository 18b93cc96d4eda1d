import type { VendorReading } from './assemble';

/** A workbook as plain data: each sheet's name and its rows of cell values (numbers, strings, empty). */
export interface SheetBook {
  readonly sheets: ReadonlyArray<{ readonly name: string; readonly rows: ReadonlyArray<readonly unknown[]> }>;
}

/** A machine's spreadsheet export (XLS or XLSX): how to recognise it by its content, and how to read it. */
export interface SheetVendor {
  readonly format: string;
  detect(book: SheetBook): boolean;
  read(book: SheetBook, fileName: string): VendorReading;
}

/** A cell as text ('' when empty). */
export const cellText = (cell: unknown): string =>
  typeof cell === 'string' ? cell.trim() : typeof cell === 'number' ? String(cell) : '';

/** An Excel day serial (days since 1899-12-30) → ISO day. */
export function excelDay(serial: unknown): string | null {
  if (typeof serial !== 'number' || !Number.isFinite(serial) || serial < 1) return null;
  return new Date(Date.UTC(1899, 11, 30) + Math.floor(serial) * 86_400_000).toISOString().slice(0, 10);
}
