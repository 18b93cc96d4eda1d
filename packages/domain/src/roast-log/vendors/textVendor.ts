import type { VendorReading } from './assemble';

/** A machine's text export: how to recognise it by its content, and how to read it. */
export interface TextVendor {
  readonly format: string;
  /** `lines` are the file's non-blank lines without a byte-order mark. */
  detect(lines: readonly string[], fileName: string): boolean;
  read(lines: readonly string[], fileName: string): VendorReading;
}

/** A header's cells by name (trimmed), for files whose columns are found by their titles. */
export function columnsOf(header: readonly string[]): (name: string) => number {
  const positions = new Map(header.map((cell, index) => [cell.trim(), index] as const));
  return (name) => positions.get(name) ?? -1;
}
