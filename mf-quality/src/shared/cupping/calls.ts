import { isOk } from '@coffee/api-client';
import type { ApiOk, ApiResponse } from '@coffee/api-client';
import { callPath, callQuery, fetchAnswer, lookupQuery } from '@coffee/api-client/query';
import { cuppingCalls } from '../../../model';
import type { SessionTableData } from '../../../model';

export type { CupperScore, CupperSheet, MySession, SessionTableData, SheetSample } from '../../../model';
export type SampleResult = SessionTableData['samples'][number];
export type AttributeRow = SampleResult['attributes'][number];

/** The session calls beside the page's own list/detail/edit (behaviour §07-2), each its contract's path. */
export const cuppingPaths = {
  formDefault: cuppingCalls.saveForm.path,
  sheet: (seq: number) => callPath(cuppingCalls.saveSheet, { seq }),
  exclude: (seq: number) => callPath(cuppingCalls.exclude, { seq }),
  close: (seq: number) => callPath(cuppingCalls.close, { seq }),
  withdraw: (seq: number) => callPath(cuppingCalls.withdraw, { seq }),
};

/** The session table fills in as sheets arrive: it is read again every few seconds while shown. */
export const TABLE_REFRESH_MS = 4000;

export const tableQuery = (seq: number) => callQuery(cuppingCalls.table, { seq });
export const sheetQuery = (seq: number) => callQuery(cuppingCalls.sheet, { seq });
export const mySessionsQuery = () => callQuery(cuppingCalls.mine, {});
export const formDefaultQuery = () => callQuery(cuppingCalls.form, {});

/** A session action (a sheet saved, a score excluded, the session closed): the server's answer as a status. */
export async function sessionAction(path: string, body: Record<string, unknown>): Promise<ApiResponse<unknown>> {
  const answer = await fetchAnswer(lookupQuery<unknown>(path, body));
  return answer as ApiResponse<unknown>;
}

export const answerOk = (answer: ApiResponse<unknown>): answer is ApiOk<unknown> => isOk(answer);
