import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@coffee/field-toolkit/runtime';
import { crudPaths, entity, ref, seqKey, text } from '@coffee/domain';
import { jsonResponse, mockFetch, renderWithProviders } from '../../testing';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { DetailView } from './DetailView';

const bean = entity({
  name: 'CopyBean',
  keys: ['bean_seq'],
  scope: 'none',
  api: crudPaths('/api/test/bean'),
  fields: [
    seqKey('bean_seq'),
    text('bean_name'),
    ref('bean_seller', { url: '/api/code/company' }),
    text('bean_link', { readOnly: true, stored: false }),
  ],
});
const page: PageConfig = {
  key: 'CopyBean',
  entity: bean,
  listPath: '/beans',
  detail: { optionCopies: [{ field: 'bean_seller', copy: { company_shop: 'bean_link' }, delayMs: 300 }] },
};

let fetchMock: jest.Mock;
beforeEach(() => {
  localStorage.clear();
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async (url: string) =>
    url.includes('/detail/')
      ? jsonResponse({ status: 'OK', result: { bean_seq: 3, bean_name: 'Sidra', bean_seller: 12, edit_check: true } })
      : jsonResponse({
          status: 'OK',
          result: [{ value: 12, label: 'Royal', company_shop: 'https://shop.example/royal' }],
        }),
  );
});

describe('option copies', () => {
  it('fills a read-only field from the chosen option once the choice has settled', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/beans/:id" element={<DetailView page={page} />} />
      </Routes>,
      { route: '/beans/3' },
    );
    await screen.findByDisplayValue('Sidra');
    await waitFor(() => expect(screen.getByDisplayValue('https://shop.example/royal')).toBeInTheDocument(), {
      timeout: 3000,
    });
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/code/company'))).toBe(true);
  });
});
