import { lookupQuery, useQuery } from '@coffee/api-client/query';
import type { DbColumn } from './codegen';

export interface TableRow {
  TABLE_SCHEMA: string;
  TABLE_NAME: string;
  TABLE_COMMENT?: string | null;
  PRIMARY_KEYS: string[];
}

export const SYSTEM_API = {
  schema: '/api/setting/system/schema',
  table: '/api/setting/system/table',
  column: '/api/setting/system/column',
} as const;

function useRows<T>(path: string, params: Record<string, string>, enabled: boolean) {
  const query = useQuery({ ...lookupQuery<T[]>(path, params), enabled });
  const response = query.data;
  const rows = response?.status === 'OK' && 'result' in response ? (response.result ?? []) : [];
  return { rows, loading: enabled && query.isFetching };
}

/** Schemas, tables of a schema and columns of a table (behaviour §03-7.8), each loaded once its parameters are known. */
export const useSchemas = () => useRows<{ TABLE_SCHEMA: string }>(SYSTEM_API.schema, {}, true);
export const useTables = (schema: string) =>
  useRows<TableRow>(SYSTEM_API.table, { TABLE_SCHEMA: schema }, schema !== '');
export const useColumns = (schema: string, table: string) =>
  useRows<DbColumn>(SYSTEM_API.column, { TABLE_SCHEMA: schema, TABLE_NAME: table }, schema !== '' && table !== '');
