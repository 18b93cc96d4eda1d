import { pagingWindow } from './paging';

describe('pagingWindow', () => {
  it('shows the block of 10 links that contains the current page', () => {
    expect(pagingWindow(1, 35, 10).pages).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pagingWindow(14, 35, 10).pages).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('clips the last block to the total pages', () => {
    expect(pagingWindow(33, 35, 10).pages).toEqual([31, 32, 33, 34, 35]);
  });

  it('uses blocks of 5 on mobile', () => {
    expect(pagingWindow(7, 35, 5).pages).toEqual([6, 7, 8, 9, 10]);
  });

  it('has no previous on the first page and no next on the last', () => {
    expect(pagingWindow(1, 3, 10)).toMatchObject({ previous: undefined, next: 2, first: 1, last: 3 });
    expect(pagingWindow(3, 3, 10)).toMatchObject({ previous: 2, next: undefined });
  });

  it('clamps a page beyond the range and keeps one page for an empty list', () => {
    expect(pagingWindow(99, 3, 10)).toMatchObject({ pages: [1, 2, 3], previous: 2, next: undefined });
    expect(pagingWindow(1, 0, 10)).toMatchObject({ pages: [1], last: 1, next: undefined });
  });
});
