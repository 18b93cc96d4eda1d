import type { EntityPageDescriptor, StoredReference, StoredSubList } from '@coffee/domain';
import { PAGES } from '../domain';

/** A column pointing at another table's single-column key (a foreign key; same organisation when both are scoped). */
export type Reference = StoredReference;

/** A sub-list stored in a child table: the parent's keys plus the row fields; rows are identified by `rowKeys`. */
export type SubListTable = StoredSubList;

/**
 * How the engine finds the records of a page beyond its entity's table: the references it checks and the sub-list
 * tables it writes, as the page's descriptor carries them (`storage`). The tables themselves are the migrations'
 * (literal DDL, never built from these definitions).
 */
export interface PageTable {
  page: EntityPageDescriptor;
  references?: Readonly<Record<string, Reference>>;
  subLists?: readonly SubListTable[];
}

const layoutOf = (page: EntityPageDescriptor): PageTable => ({ page, ...page.storage });

/** The pages whose descriptors say where more of their records are stored (one entry per page, not per route). */
export const PAGE_TABLES: readonly PageTable[] = Object.values(PAGES as Readonly<Record<string, EntityPageDescriptor>>)
  .filter((page) => page.storage && !page.aliasOf)
  .map(layoutOf);

/**
 * The storage layout a page is served with: its descriptor's, or for a view of another page's records
 * (`entity.viewOf`) that page's.
 */
export function pageTable(page: EntityPageDescriptor): PageTable {
  const { viewOf } = page.entity;
  const owner = viewOf ? (PAGES as Readonly<Record<string, EntityPageDescriptor | undefined>>)[viewOf] : undefined;
  return layoutOf(owner && !page.storage ? owner : page);
}
