import { isOk } from '@coffee/api-client';
import { callQuery, useQuery } from '@coffee/api-client/query';
import type { CallAnswer } from '@coffee/api-client/query';
import type { CallContract, ParamsOf, ResultOf } from '@coffee/domain/contracts';
import { systemCalls } from '../../../model';
import type { SystemTableRow } from '../../../model';

export type TableRow = SystemTableRow;

function useRows<C extends CallContract>(call: C, params: ParamsOf<C>, enabled: boolean) {
  const query = useQuery({ ...callQuery(call, params), enabled });
  const response = query.data as CallAnswer<C> | undefined;
  const rows = response && isOk(response) ? ((response.result ?? []) as ResultOf<C>) : [];
  return { rows, loading: enabled && query.isFetching };
}

/** Schemas, tables of a schema and columns of a table (behaviour §03-7.8), each loaded once its parameters are known. */
export const useSchemas = () => useRows(systemCalls.schemas, {}, true);
export const useTables = (schema: string) => useRows(systemCalls.tables, { TABLE_SCHEMA: schema }, schema !== '');
export const useColumns = (schema: string, table: string) =>
  useRows(systemCalls.columns, { TABLE_SCHEMA: schema, TABLE_NAME: table }, schema !== '' && table !== '');
