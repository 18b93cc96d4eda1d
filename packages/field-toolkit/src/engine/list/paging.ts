/** Paging window sizes (behaviour §01-9): 10 page links on desktop, 5 on mobile. */
export const PAGING_WINDOW = { desktop: 10, mobile: 5 } as const;

export interface PagingWindow {
  /** Page numbers to link, ascending. */
  pages: number[];
  first: number;
  last: number;
  /** Undefined at the edges. */
  previous: number | undefined;
  next: number | undefined;
}

/**
 * The block of page links containing `page`: pages 1-10, 11-20, ... (blocks of `size`), clipped to the total.
 * Previous / next step one page.
 */
export function pagingWindow(page: number, totalPages: number, size: number): PagingWindow {
  const last = Math.max(1, totalPages);
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), last);
  const start = Math.floor((current - 1) / size) * size + 1;
  const end = Math.min(last, start + size - 1);
  return {
    pages: Array.from({ length: end - start + 1 }, (_, i) => start + i),
    first: 1,
    last,
    previous: current > 1 ? current - 1 : undefined,
    next: current < last ? current + 1 : undefined,
  };
}
