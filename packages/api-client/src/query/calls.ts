import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
// The package's root by name, not by path: at run time it is one shared module (one session store) for every app.
import { apiGet, apiPost, orgSeqParam } from '@coffee/api-client';
import type { ApiResponse, JsonBody, QueryParams } from '@coffee/api-client';
// Types only: the contracts' schemas stay with the areas that call them, so the shell loads no schema builder.
import type { CallContract, ExtrasOf, ParamsOf, ResultOf } from '@coffee/domain/contracts';
import { resolveUnlessNetworkError } from './queries';
import type { CallOrganisation } from './queries';

/** A call's answer: its OK answer typed by its contract, or a status object (refusals, network failures). */
export type CallAnswer<C extends CallContract> = ApiResponse<ResultOf<C>, ExtrasOf<C>>;

/** The query keys of a call: all of its reads (to invalidate them), and one read with its organisation and parameters. */
export const callKeys = {
  all: (contract: Pick<CallContract, 'path'>) => ['api', 'call', contract.path] as const,
  one: (contract: Pick<CallContract, 'path'>, organisation: Record<string, number>, params: unknown) =>
    ['api', 'call', contract.path, organisation, params] as const,
};

/** The path a call goes to, each `:name` segment filled with its parameter (encoded), and the parameters left. */
export function callTarget(
  path: string,
  params: Readonly<Record<string, unknown>>,
): { path: string; rest: Record<string, unknown> } {
  const rest: Record<string, unknown> = { ...params };
  const filled = path.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  return { path: filled, rest };
}

/** The path of a call with these parameters (its `:name` segments filled), for code that sends it itself. */
export const callPath = (contract: Pick<CallContract, 'path'>, params: Readonly<Record<string, unknown>>): string =>
  callTarget(contract.path, params).path;

/** Sends a call as its contract says: a GET with the parameters in the query, otherwise a POST of them. */
function send<C extends CallContract>(
  contract: C,
  params: ParamsOf<C>,
  options: CallOrganisation & { signal?: AbortSignal },
): Promise<CallAnswer<C>> {
  const { path, rest } = callTarget(contract.path, params as Record<string, unknown>);
  const { org, signal } = options;
  const request = { ...(org === undefined ? {} : { org }), ...(signal ? { signal } : {}) };
  return contract.method === 'GET'
    ? apiGet<ResultOf<C>, ExtrasOf<C>>(path, rest as QueryParams, request)
    : apiPost<ResultOf<C>, ExtrasOf<C>>(path, rest as JsonBody, request);
}

/**
 * The query options of a read through its contract, keyed with the selected organisation (a switch refetches) and
 * the parameters. Every server answer resolves as data; a network failure throws, unless the page keeps the call's
 * answers for offline use (behaviour §06-4).
 */
export function callQuery<C extends CallContract>(
  contract: C,
  params: ParamsOf<C>,
  organisation: CallOrganisation = {},
) {
  const { org } = organisation;
  return queryOptions({
    queryKey: callKeys.one(contract, orgSeqParam(contract.path, org), params) as QueryKey,
    queryFn: ({ signal, queryKey }): Promise<CallAnswer<C>> =>
      resolveUnlessNetworkError(contract.path, queryKey, send(contract, params, { org, signal })),
  });
}

/**
 * The mutation options of a write through its contract (for `sendWrite` or a mutation): every server answer,
 * refusals included, resolves as a status object to show, and it never retries.
 */
export function callWrite<C extends CallContract>(contract: C, { org }: CallOrganisation = {}) {
  return mutationOptions({
    mutationKey: ['api', 'write', contract.path],
    mutationFn: (params: ParamsOf<C>): Promise<CallAnswer<C>> => send(contract, params, { org }),
  });
}
