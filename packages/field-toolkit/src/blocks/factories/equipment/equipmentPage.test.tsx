import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissAllDialogs } from '@coffee/field-toolkit/dialogs';
import { followUps } from '@coffee/field-toolkit/engine/detail';
import { jsonResponse, mockFetch, postedBody, signInAsOwner } from '@coffee/field-toolkit/testing';
import { renderBlockDetail } from '../../testing/renderBlock';
import { equipmentPage } from './equipmentPage';
import { contextOf } from '../../../testing';
import { EQUIP_PAGES } from '@coffee/suite';

const page = equipmentPage(EQUIP_PAGES.cafe);
const record = {
  cafe_equip_seq: 8,
  equip_name: 'Grinder one',
  equip_type: 'GRND',
  equip_manufacture_seq: 2,
  equip_seq: null,
  equip_zero_point: 150,
  equip_use: true,
  edit_at: '2026-11-01T00:00:00Z',
  edit_check: true,
};
const products = [
  { value: 31, label: 'EK43', equip_zero_point: 250 },
  { value: 32, label: 'Mythos', equip_zero_point: -75 },
];

let fetchMock: jest.Mock;
const productCalls = () =>
  fetchMock.mock.calls.flatMap(([url], index) =>
    String(url).endsWith('/api/code/product/equip') ? [postedBody(fetchMock, index)] : [],
  );

beforeEach(() => {
  localStorage.clear();
  signInAsOwner('cafe', { userId: 'cown' });
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async (url: string) => {
    if (url.includes('/detail/')) return jsonResponse({ status: 'OK', result: record });
    if (url.endsWith('/api/code/product/equip')) return jsonResponse({ status: 'OK', result: products });
    return jsonResponse({ status: 'OK', result: url.endsWith('/api/code/simple') ? {} : [] });
  });
});
afterEach(() => act(() => dismissAllDialogs()));

describe('equipment page', () => {
  it('asks for the reference products of the type, narrowed by the maker', async () => {
    renderBlockDetail(page, '8');
    await waitFor(() => expect(productCalls()).not.toEqual([]));
    expect(productCalls()[0]).toMatchObject({ equip_type: 'GRND', equip_manufacture_seq: 2 });
  });

  it('fills the zero point from the chosen reference product, scaled by 100', async () => {
    renderBlockDetail(page, '8');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('spinbutton', { name: /zero point/i })).toHaveValue(1.5);
    await userEvent.click(screen.getByRole('combobox', { name: /reference product/i }));
    await userEvent.click(await screen.findByRole('option', { name: 'Mythos' }));
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: /zero point/i })).toHaveValue(-0.75));
  });

  it('clears the product when the type or the maker changes', () => {
    const values = { equip_type: 'ESP', equip_manufacture_seq: 3, equip_seq: 31 };
    expect(followUps(page, ['equip_type'], contextOf(values))).toEqual({ equip_seq: null });
    expect(followUps(page, ['equip_manufacture_seq'], contextOf(values))).toEqual({ equip_seq: null });
    expect(followUps(page, ['equip_name'], contextOf(values))).toEqual({});
  });
});
