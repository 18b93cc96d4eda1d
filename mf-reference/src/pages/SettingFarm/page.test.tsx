import { screen, waitFor } from '@testing-library/react';
import { dependentsOf, followUps } from '@coffee/field-toolkit/engine/detail';
import { contextOf, jsonResponse, mockFetch, postedBody } from '@coffee/field-toolkit/testing';
import { renderDetail, signInTest } from '../../testing/renderReference';
import { page } from './page';

let fetchMock: jest.Mock;
const regionCall = () => fetchMock.mock.calls.findIndex(([url]) => String(url).endsWith('/api/code/region'));

beforeEach(() => {
  localStorage.clear();
  signInTest();
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async (url: string) =>
    String(url).endsWith('/api/code/simple')
      ? jsonResponse({ status: 'OK', result: {} })
      : jsonResponse({ status: 'OK', result: [] }),
  );
});

describe('SettingFarm', () => {
  it('needs the country for its region list and clears the region when the country changes', () => {
    expect(dependentsOf(page, 'farm_country_code')).toEqual(['farm_region_seq']);
    expect(followUps(page, ['farm_country_code'], contextOf({ farm_country_code: 'ETH', farm_region_seq: 5 }))).toEqual(
      {
        farm_region_seq: null,
      },
    );
  });

  it.each([
    ['en', 'USA'],
    ['kr', 'KOR'],
  ] as const)('in %s starts a new farm in %s and asks for that country’s regions', async (language, country) => {
    renderDetail(page, 'write', language);
    await waitFor(() => expect(regionCall()).toBeGreaterThanOrEqual(0));
    expect(postedBody(fetchMock, regionCall())).toMatchObject({ region_country: country, is_parent: false });
    expect(await screen.findAllByRole('button', { name: /Save|저장/ })).not.toHaveLength(0);
  });
});
