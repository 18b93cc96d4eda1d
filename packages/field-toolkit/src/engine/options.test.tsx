import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ref } from '@coffee/domain';
import { TestProviders, jsonResponse, mockFetch, postedBody } from '../testing';
import { lookupParams, useFieldOptions } from './options';

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

  it('does not call the lookup while blocked', () => {
    const fetchMock = mockFetch();
    const { result } = renderHook(() => useFieldOptions(region, { country_code: null }, 'kr'), { wrapper });
    expect(result.current.blocked).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
