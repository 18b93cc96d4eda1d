import type { ApiStatus } from '@coffee/api-client';
import { roastImportCall } from '../../../model';

/** The roastery's bulk import of roast logs (behaviour §08-6.4). */
export const ROAST_IMPORT_PATH = roastImportCall.path;
/** Files sent in one request: the progress moves per group, and one request stays far below the call's limits. */
export const IMPORT_GROUP = 20;

type Event = { time_s: number; bt_c: number | null; et_c: number | null } | null;
type BatchRef = { roasting_result_year: number; roasting_result_seq: number; roasting_batch_code: string | null };

/** One file's line of the import's answer. */
export interface ImportLine {
  file: string;
  format?: string;
  recorded_unit?: 'C' | 'F';
  samples?: number;
  date?: string | null;
  beans?: string;
  roasting_seq?: number | null;
  events?: Record<'charge' | 'tp' | 'dry_end' | 'fc_start' | 'fc_end' | 'sc_start' | 'sc_end' | 'drop', Event>;
  batch?: BatchRef;
  duplicate?: BatchRef;
  error?: string;
  detail?: string;
}

/** A line's problem as a refusal the catalogue words (the file's own, not the request's). */
export const importProblem = (line: ImportLine): ApiStatus | null =>
  line.error ? { status: 'BAD_REQUEST', description: line.error } : null;

/** A line that a store would create: read, matched to a recipe, not imported before, not created yet. */
export const readyToImport = (line: ImportLine): boolean => !line.error && !line.duplicate && !line.batch;
