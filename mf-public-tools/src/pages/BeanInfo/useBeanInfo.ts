import { lookupQuery, useQuery } from '@coffee/api-client/query';
import { API_STATUS, isOk } from '@coffee/api-client';
import { BEAN_PAGES } from './beanPages';
import type { BeanPageKind } from './beanPages';
import { beanInfoCalls } from '../../../model';

export type BeanRow = Readonly<Record<string, unknown>>;

export interface BeanAnswer {
  /** The bean or blend with its combined origins (the server combines the green bean rows, behaviour §03-3.7). */
  info: BeanRow;
  /** The batch (blend result or received lot), when the serial names one. */
  batch: BeanRow | null;
  greenbeans: readonly BeanRow[];
}

interface BeanExtras {
  detail_result?: BeanRow;
  blending_result?: BeanRow | null;
  greenbean_list?: readonly BeanRow[];
}

export type BeanInfoState =
  | { status: 'loading' }
  /** No such serial, or not public for guests (the server answers 404 for both). */
  | { status: 'notFound' }
  /** Signed in, but the owner does not show it to this visitor. */
  | { status: 'notPublic' }
  | { status: 'failed'; retry: () => void; retrying: boolean }
  | { status: 'ready'; answer: BeanAnswer };

/** The public answer for a serial: one POST lookup, its status mapped to what the page says. */
export function useBeanInfo(kind: BeanPageKind, serial: string): BeanInfoState {
  const config = BEAN_PAGES[kind];
  const query = useQuery(
    lookupQuery<BeanRow, BeanExtras>(beanInfoCalls[kind].path, { ...config.params, [config.serialParam]: serial }),
  );
  const response = query.data;
  if (query.isError) return { status: 'failed', retry: () => void query.refetch(), retrying: query.isFetching };
  if (!response) return { status: 'loading' };
  if (isOk(response)) {
    const info = response.detail_result ?? response.result;
    return {
      status: 'ready',
      answer: { info, batch: response.blending_result ?? null, greenbeans: response.greenbean_list ?? [] },
    };
  }
  if (response.status === API_STATUS.NOT_FOUND || response.status === API_STATUS.BAD_REQUEST)
    return { status: 'notFound' };
  if (response.status === API_STATUS.FORBIDDEN || response.status === API_STATUS.UNAUTHORIZED)
    return { status: 'notPublic' };
  return { status: 'failed', retry: () => void query.refetch(), retrying: query.isFetching };
}
