import { cafeEntities, referenceEntities } from '@coffee/suite';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@coffee/api-client';
import { INPUT_DIRECT_VALUE } from '@coffee/domain';
import { dismissAllDialogs } from '@coffee/field-toolkit/dialogs';
import { definePage } from '@coffee/field-toolkit/engine';
import { jsonResponse, mockFetch, postedBody } from '@coffee/field-toolkit/testing';
import { renderBlockDetail } from '../testing/renderBlock';
import { origin } from './origin';
import { PAGES } from '@coffee/suite';

const greenbean = referenceEntities.SettingGreenbeanDefault;
const greenbeanPage = definePage(PAGES.SettingGreenbeanDefault, {
  detail: { sections: [origin(greenbean, 'greenbean').section] },
});
const coffeebean = cafeEntities.CoffeebeanDefault;
const coffeebeanOrigin = origin(coffeebean, 'coffeebean');
const coffeebeanPage = definePage(PAGES.CoffeebeanDefault, {
  detail: { sections: [coffeebeanOrigin.section], derive: coffeebeanOrigin.derive },
});

const country = (code_id: string, code_name: string) => ({
  code_id,
  code_name,
  code_name_kr: code_name,
  code_filter: 'CFPRDC',
});
const countries = [country('ETH', 'Ethiopia'), country('KEN', 'Kenya')];

let fetchMock: jest.Mock;
let record: Record<string, unknown>;
const callsTo = (path: string) =>
  fetchMock.mock.calls.flatMap(([url], index) => (String(url).endsWith(path) ? [postedBody(fetchMock, index)] : []));
const combobox = (name: RegExp) => screen.getByRole('combobox', { name });

beforeEach(() => {
  localStorage.clear();
  sessionStore.setState({ status: 'signedIn', user: { user_id: 'tester', name: 'Tester', usertype: ['ADMIN'] } });
  record = {
    greenbean_default_seq: 4,
    greenbean_name: 'Yirgacheffe',
    edit_at: '2026-01-01T00:00:00Z',
    edit_check: true,
  };
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async (url: string) => {
    if (url.includes('/detail/')) return jsonResponse({ status: 'OK', result: record });
    if (url.endsWith('/api/code/region'))
      return jsonResponse({ status: 'OK', result: [{ value: 5, label: 'Sidama' }] });
    if (url.endsWith('/api/code/farm')) return jsonResponse({ status: 'OK', result: [{ value: 9, label: 'Bombe' }] });
    return jsonResponse({ status: 'OK', result: url.endsWith('/api/code/simple') ? { CNTR: countries } : [] });
  });
});
afterEach(() => act(() => dismissAllDialogs()));

describe('origin section on a detail', () => {
  it('keeps region and farm disabled until a country is chosen', async () => {
    renderBlockDetail(greenbeanPage, '4');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('region', { name: 'Origin' })).toBeInTheDocument();
    await waitFor(() => expect(combobox(/^Region/)).toBeDisabled());
    expect(combobox(/^Farm/)).toBeDisabled();
    expect(callsTo('/api/code/region')).toEqual([]);
  });

  it('asks for the regions of the chosen country and the farms of the chosen region', async () => {
    // A farm on the record: view mode shows only the fields that hold a value (behaviour §10-2.1).
    record = { ...record, greenbean_country_code: 'ETH', greenbean_region_seq: 5, greenbean_farm_seq: 9 };
    renderBlockDetail(greenbeanPage, '4');
    await waitFor(() => expect(callsTo('/api/code/farm')).not.toEqual([]));
    expect(callsTo('/api/code/region')[0]).toMatchObject({ region_country: 'ETH', is_parent: false });
    expect(callsTo('/api/code/farm')[0]).toMatchObject({ region_country: 'ETH', farm_region_seq: 5 });
  });

  it('refuses a region typed directly in fewer than 3 bytes, naming the field and the rule', async () => {
    record = {
      ...record,
      greenbean_country_code: 'ETH',
      greenbean_region_seq: INPUT_DIRECT_VALUE,
      greenbean_region_etc: 'ab',
    };
    renderBlockDetail(greenbeanPage, '4');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Region (typed): enter at least 3 characters (1 in Korean).')).toBeInTheDocument();
  });

  it('lets region and farm follow a cafe bean’s single country and clears them for several', async () => {
    record = {
      coffeebean_seq: 2,
      coffeebean_country_list: ['ETH'],
      coffeebean_country_code: 'ETH',
      coffeebean_region_seq: 5,
      edit_at: '2026-01-01T00:00:00Z',
      edit_check: true,
    };
    renderBlockDetail(coffeebeanPage, '2');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(combobox(/^Region/)).toBeEnabled());
    const countries = combobox(/^Countries/);
    await userEvent.click(countries);
    await userEvent.click(await screen.findByText('Kenya'));
    await waitFor(() => expect(combobox(/^Region/)).toBeDisabled());
  });
});
