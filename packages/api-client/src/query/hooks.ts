import {
  QueryClientContext,
  useQueries as useTanstackQueries,
  useQuery as useTanstackQuery,
} from '@tanstack/react-query';
import type { DefaultError, QueryClient, QueryKey, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import { useContext } from 'react';
import { queryClient } from './queryClient';

// The suite's query hooks work without a <QueryClientProvider>: a React root that never queries (the shell, a
// static page) then never downloads TanStack Query. A provider above still wins (tests give each render its own).

/** The client of the nearest provider, else the page's one client. */
export function useQueryClient(): QueryClient {
  return useContext(QueryClientContext) ?? queryClient;
}

export function useQuery<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  return useTanstackQuery(options, useQueryClient());
}

export const useQueries: typeof useTanstackQueries = (options) => useTanstackQueries(options, useQueryClient());
