import { PAGES } from '@coffee/domain';
import { isOk } from '@coffee/api-client';
import type { ApiOk, ApiResponse } from '@coffee/api-client';
import { fetchAnswer, getQuery, lookupQuery } from '@coffee/api-client/query';

/** The session calls beside the page's own list/detail/edit (behaviour §07-2). */
const BASE = PAGES.QCCupping.api.list.replace(/\/list$/, '');
export const cuppingPaths = {
  mine: `${BASE}/mine`,
  sheet: (seq: number) => `${BASE}/sheet/${seq}`,
  table: (seq: number) => `${BASE}/table/${seq}`,
  exclude: (seq: number) => `${BASE}/exclude/${seq}`,
  close: (seq: number) => `${BASE}/close/${seq}`,
  withdraw: (seq: number) => `${BASE}/withdraw/${seq}`,
};

/** The session table fills in as sheets arrive: it is read again every few seconds while shown. */
export const TABLE_REFRESH_MS = 4000;

export interface CupperScore {
  roaster_user_seq: number;
  value: number;
  excluded: boolean;
  outlier: boolean;
}
export interface AttributeRow {
  attribute: string;
  scores: CupperScore[];
  mean?: number;
  sd?: number;
  count?: number;
}
export interface SampleResult {
  sample_code: string;
  sample_kind?: string;
  exclusions: Array<{ roaster_user_seq: number; excluded_by: string | null }>;
  attributes: AttributeRow[];
}
export interface SessionTableData {
  session_seq: number;
  session_form: 'SCA' | 'CVA';
  session_mode: 'SCORE' | 'TRIANGLE';
  session_status: 'OPEN' | 'CLOSED';
  closed_by: string | null;
  cuppers: Array<{ roaster_user_seq: number; roaster_user_nick: string | null; submitted: boolean }>;
  samples: SampleResult[];
  /** Cuppers taken out after submitting, with who did it (kept on the record). */
  withdrawals?: Array<{ roaster_user_seq: number; roaster_user_nick: string | null; withdrawn_by: string | null }>;
  triangle?: { answers: number; correct: number; probability: number; odd_cup?: number; odd_code?: string };
}
export interface SheetSample {
  sample_code: string;
  sheet_values: Record<string, unknown>;
  sheet_score: string | number | null;
}
/** A session the visitor is invited to, with when they submitted their sheet. */
export interface MySession {
  session_seq: number;
  session_name: string;
  session_date: string;
  session_form: 'SCA' | 'CVA';
  session_mode: 'SCORE' | 'TRIANGLE';
  session_status: 'OPEN' | 'CLOSED';
  submitted_at: string | null;
}
/** The visitor's own sheet of it: blind codes and their own values only. */
export interface CupperSheet extends MySession {
  triangle_pick: number | null;
  samples: SheetSample[];
}

export const tableQuery = (seq: number) => getQuery<SessionTableData>(cuppingPaths.table(seq));
export const sheetQuery = (seq: number) => getQuery<CupperSheet>(cuppingPaths.sheet(seq));
export const mySessionsQuery = () => getQuery<MySession[]>(cuppingPaths.mine);

/** A session action (a sheet saved, a score excluded, the session closed): the server's answer as a status. */
export async function sessionAction(path: string, body: Record<string, unknown>): Promise<ApiResponse<unknown>> {
  const answer = await fetchAnswer(lookupQuery<unknown>(path, body));
  return answer as ApiResponse<unknown>;
}

export const answerOk = (answer: ApiResponse<unknown>): answer is ApiOk<unknown> => isOk(answer);
