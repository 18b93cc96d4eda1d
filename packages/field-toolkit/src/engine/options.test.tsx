import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ref } from '@coffee/domain';
import { TestProviders, jsonResponse, mockFetch, postedBody } from '../testing';
import { codeOptions, lookupParams, useFieldOptions } from './options';

const region = ref('region_seq', { url: '/api/code/region', dependsOn: { country_code: 'country_code' } });
const wrapper = ({ children }: { children: ReactNode }) => <TestProviders>{children}</TestProviders>;

describe('lookupParams', () => {
  it('holds a dependent lookup back while the field it needs is empty (region needs a country)', () => {
    expect(lookupParams(region, { country_code: '' })).toBeNull();
    expect(lookupParams(region, { country_code: 'ETH' })).toEqual({ country_code: 'ETH' });
  });
});

describe('useFieldOptions', () => {
  it('asks the lookup for labels in the visitor language', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockImplementation(async () =>
      jsonResponse({ status: 'OK', result: [{ value: 1, label: 'Yirgacheffe' }], last_edit_at: null }),
    );
    const { result } = renderHook(() => useFieldOptions(region, { country_code: 'ETH' }, 'en'), { wrapper });
    await waitFor(() => expect(result.current.options).toEqual([{ value: 1, label: 'Yirgacheffe' }]));
    expect(postedBody(fetchMock, 0)).toMatchObject({ country_code: 'ETH', locale: 'en' });
  });

  it('offers a lookup’s records in the visitor’s language order', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockImplementation(async () =>
      jsonResponse({
        status: 'OK',
        result: [
          { value: 2, label: 'Guji' },
          { value: 1, label: 'Yirgacheffe' },
          { value: 3, label: 'Bench Maji' },
        ],
        last_edit_at: null,
      }),
    );
    const { result } = renderHook(() => useFieldOptions(region, { country_code: 'KEN' }, 'en'), { wrapper });
    await waitFor(() =>
      expect(result.current.options.map((option) => option.label)).toEqual(['Bench Maji', 'Guji', 'Yirgacheffe']),
    );
  });

  it('does not call the lookup while blocked', () => {
    const fetchMock = mockFetch();
    const { result } = renderHook(() => useFieldOptions(region, { country_code: null }, 'kr'), { wrapper });
    expect(result.current.blocked).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('codeOptions', () => {
  const countries = [
    { code_id: 'GHA', code_name: 'Ghana', code_name_kr: '가나' },
    { code_id: 'GAB', code_name: 'Gabon', code_name_kr: '가봉' },
    { code_id: 'GTM', code_name: 'Guatemala', code_name_kr: '과테말라' },
  ];

  it('sorts a country list by English names in English and by Korean names in Korean', () => {
    expect(codeOptions(countries, 'en', undefined, 'CNTR').map((option) => option.label)).toEqual([
      'Gabon',
      'Ghana',
      'Guatemala',
    ]);
    expect(codeOptions(countries, 'kr', undefined, 'CNTR').map((option) => option.label)).toEqual([
      '가나',
      '가봉',
      '과테말라',
    ]);
  });

  it('keeps a ranked group in its stored order (grades are a ladder, not a word list)', () => {
    const grades = [
      { code_id: 'G1', code_name: 'Grade 1', code_name_kr: '1등급' },
      { code_id: 'AA', code_name: 'AA', code_name_kr: 'AA' },
    ];
    expect(codeOptions(grades, 'en', undefined, 'BGRD').map((option) => option.value)).toEqual(['G1', 'AA']);
  });
});
