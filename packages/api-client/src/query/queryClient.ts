import { MutationObserver, QueryClient } from '@tanstack/react-query';
import type { FetchQueryOptions, MutationOptions, QueryKey } from '@tanstack/react-query';
import { loadSelectOptions, onSignOut } from '@coffee/api-client';
import type { ApiNetworkStatus, JsonBody, SelectOptionsResult } from '@coffee/api-client';
import { ApiNetworkError, apiKeys } from './queries';
import { callQuery } from './calls';
import type { CallAnswer } from './calls';
import type { CallOrganisation } from './queries';
import type { CallContract, ParamsOf } from '@coffee/domain/contracts';

/** Retries once, and only when the network failed: a server's answer would not change on a second ask. */
export function retryNetworkErrorOnce(failureCount: number, error: unknown): boolean {
  return error instanceof ApiNetworkError && failureCount < 1;
}

/** The one query client of the page, shared by the shell and every remote. */
export const queryClient = new QueryClient({
  defaultOptions: {
    // Lists and forms are not refetched on window focus: a refetch could replace what the user is reading or editing.
    queries: { retry: retryNetworkErrorOnce, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

onSignOut(() => queryClient.clear());

/**
 * A read through query options outside a component (a step of a flow, a button's action): the server's answer, or
 * the network failure as a status object, at once (no retry: the flow tells the user).
 */
export async function fetchAnswer<T, K extends QueryKey>(
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<T | ApiNetworkStatus> {
  try {
    return await queryClient.fetchQuery({ ...options, retry: false });
  } catch (error) {
    if (error instanceof ApiNetworkError) return error.response;
    throw error;
  }
}

/** A call through its contract outside a component (a step of a flow): the server's answer or the network failure. */
export function fetchCall<C extends CallContract>(
  contract: C,
  params: ParamsOf<C>,
  organisation: CallOrganisation = {},
): Promise<CallAnswer<C> | ApiNetworkStatus> {
  return fetchAnswer(callQuery(contract, params, organisation));
}

/**
 * A write through its call's options (`writeCall`) outside a component (a form's submit, a button's action), run in
 * the page's mutation cache: the server's answer, refusals and network failures as status objects.
 */
export function sendWrite<T, V>(options: MutationOptions<T, Error, V>, body: V): Promise<T> {
  return new MutationObserver(queryClient, options).mutate(body);
}

/** The select reload button: bypasses both caches and stores the fresh options for every reader. */
export async function reloadSelectOptions(
  fieldKey: string,
  dataUrl: string,
  params: JsonBody = {},
): Promise<SelectOptionsResult> {
  const result = await loadSelectOptions(fieldKey, dataUrl, params, { force: true });
  queryClient.setQueryData(apiKeys.selectOptions(fieldKey, dataUrl, params), result);
  return result;
}
