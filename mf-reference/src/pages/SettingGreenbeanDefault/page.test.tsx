import { screen } from '@testing-library/react';
import { dependentsOf } from '@coffee/field-toolkit/engine/detail';
import { jsonResponse, mockFetch } from '@coffee/field-toolkit/testing';
import { renderDetail, signInTest } from '../../testing/renderReference';
import { page } from './page';

const record = {
  greenbean_default_seq: 4,
  greenbean_name: 'Yirgacheffe G1',
  greenbean_name_kr: '예가체프 G1',
  greenbean_seller_seq: 12,
  greenbean_country_code: 'ETH',
  greenbean_variety_list: ['HEIRLOOM'],
  edit_at: '2026-01-01T00:00:00Z',
  edit_check: true,
};
const sellers = [
  { value: 12, label: 'Royal Coffee', company_shop: 'https://shop.royal.example' },
  { value: 13, label: 'Nordic Approach', company_shop: null },
];

let fetchMock: jest.Mock;

beforeEach(() => {
  localStorage.clear();
  signInTest();
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async (url: string) => {
    if (url.includes('/detail/')) return jsonResponse({ status: 'OK', result: record });
    if (url.endsWith('/api/code/company')) return jsonResponse({ status: 'OK', result: sellers });
    if (url.endsWith('/api/code/simple')) return jsonResponse({ status: 'OK', result: {} });
    return jsonResponse({ status: 'OK', result: [] });
  });
});

describe('SettingGreenbeanDefault', () => {
  it('looks the seller up 500 ms after it settles and copies its shop link into the read-only seller link', () => {
    expect(page.detail?.optionCopies).toEqual([
      { field: 'greenbean_seller_seq', copy: { company_shop: 'greenbean_seller_link' }, delayMs: 500 },
    ]);
    expect(page.entity.fields.find((field) => field.name === 'greenbean_seller_link')).toMatchObject({
      readOnly: true,
      stored: false,
    });
  });

  it('shows the chosen seller’s shop link on a loaded record', async () => {
    renderDetail(page, '4');
    await screen.findByDisplayValue('Yirgacheffe G1', {});
    expect(await screen.findByRole('link', { name: 'https://shop.royal.example' })).toHaveAttribute(
      'href',
      'https://shop.royal.example',
    );
  });

  it('offers the variety as a multi-select and grade, grade detail and process with their lists', () => {
    const field = (name: string) => page.entity.fields.find((def) => def.name === name);
    expect(field('greenbean_variety_list')).toMatchObject({
      multiple: true,
      codeGroup: 'VRT',
      direct: 'greenbean_variety_etc',
    });
    expect(field('greenbean_process')).toMatchObject({ codeGroup: 'PRCS', direct: 'greenbean_process_etc' });
    expect(field('greenbean_process_etc')).toMatchObject({ minBytes: 3, maxBytes: 1000 });
    expect(field('greenbean_region_etc')).toMatchObject({ maxBytes: 300 });
    expect(field('greenbean_grade')).toMatchObject({ codeGroup: 'BGRD' });
    expect(field('greenbean_grade_detail')).toMatchObject({ codeGroup: 'BQLT' });
  });

  it('needs the country for regions and the region for farms, clearing them when what they need changes', () => {
    expect(dependentsOf(page, 'greenbean_country_code')).toEqual(['greenbean_region_seq', 'greenbean_farm_seq']);
    expect(dependentsOf(page, 'greenbean_region_seq')).toEqual(['greenbean_farm_seq']);
  });
});
