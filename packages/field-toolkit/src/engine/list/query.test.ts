import { PAGE_SIZES, buildListParams, updateListQuery, withSearchDefaults } from './query';
import type { ListQueryRules } from './query';

const rules: ListQueryRules = {
  search: ['bean_process', 'bean_country'],
  allowed: { bean_process: ['WASHED', 'NATURAL'] },
  titleSearch: ['bean_name', 'bean_memo'],
  sortOptions: ['rgst_at_orderdesc', 'rgst_at_orderasc', 'bean_name_orderdesc', 'bean_name_orderasc'],
  pageSizes: PAGE_SIZES.desktop,
};
const build = (query: string) => buildListParams(new URLSearchParams(query), rules);

describe('buildListParams', () => {
  it('defaults to page 1, 10 rows and newest registration first', () => {
    expect(build('')).toEqual({ page: 1, list_count: 10, orderType: 'rgst_at_orderdesc' });
  });

  it('reads page, size and a known sort from the query', () => {
    expect(build('page=3&list_count=50&orderType=bean_name_orderasc')).toMatchObject({
      page: 3,
      list_count: 50,
      orderType: 'bean_name_orderasc',
    });
  });

  it('drops a page size outside the options and an unknown sort', () => {
    expect(build('list_count=7&orderType=secret_orderasc')).toMatchObject({
      list_count: 10,
      orderType: 'rgst_at_orderdesc',
    });
  });

  it('uses the mobile page sizes on mobile', () => {
    expect(buildListParams(new URLSearchParams(''), { ...rules, pageSizes: PAGE_SIZES.mobile }).list_count).toBe(5);
  });

  it('drops a select filter value that is not in the allowed list', () => {
    expect(build('bean_process=WASHED')).toMatchObject({ bean_process: 'WASHED' });
    expect(build('bean_process=HACKED')).not.toHaveProperty('bean_process');
  });

  it('keeps free-text filters and ignores parameters that are not filters', () => {
    const params = build('bean_country=KE&other=1');
    expect(params).toMatchObject({ bean_country: 'KE' });
    expect(params).not.toHaveProperty('other');
  });

  it('applies search type and title only together', () => {
    expect(build('searchType=ALL&searchTitle=geisha')).toMatchObject({ searchType: 'ALL', searchTitle: 'geisha' });
    expect(build('searchType=bean_name')).not.toHaveProperty('searchType');
    const titleOnly = build('searchTitle=geisha');
    expect(titleOnly).not.toHaveProperty('searchTitle');
    expect(titleOnly).not.toHaveProperty('searchType');
  });

  it('drops a search type that is not a title-search field', () => {
    expect(build('searchType=password&searchTitle=x')).not.toHaveProperty('searchTitle');
  });
});

describe('updateListQuery', () => {
  it('returns to page 1 when a search or size changes', () => {
    const next = updateListQuery(new URLSearchParams('page=4&list_count=20'), { list_count: 50 });
    expect(next.get('page')).toBeNull();
    expect(next.get('list_count')).toBe('50');
  });

  it('keeps other parameters when only the page changes and removes blank values', () => {
    const next = updateListQuery(new URLSearchParams('bean_process=WASHED&searchTitle=x'), {
      page: 2,
      searchTitle: '',
    });
    expect(next.toString()).toBe('bean_process=WASHED&page=2');
  });
});

describe('withSearchDefaults (behaviour §10-4.1)', () => {
  it('gives a filter its default while the URL does not name it, and keeps what the URL names', () => {
    const defaults = { brewing_result_date: '2026-11-26' };
    expect(withSearchDefaults(new URLSearchParams('page=2'), defaults).toString()).toBe(
      'page=2&brewing_result_date=2026-11-26',
    );
    expect(
      withSearchDefaults(new URLSearchParams('brewing_result_date=2026-11-20'), defaults).get('brewing_result_date'),
    ).toBe('2026-11-20');
    const plain = new URLSearchParams('page=1');
    expect(withSearchDefaults(plain, undefined)).toBe(plain);
  });
});
