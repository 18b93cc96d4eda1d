import { screen } from '@testing-library/react';
import { code, crudPaths, entity, seqKey } from '@coffee/domain';
import { Route, Routes } from '@coffee/field-toolkit/runtime';
import { jsonResponse, mockFetch, renderWithProviders } from '../../testing';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { DetailView } from './DetailView';

const brew = entity({
  name: 'ChoiceBrew',
  keys: ['brew_seq'],
  scope: 'none',
  api: crudPaths('/api/test/brew'),
  fields: [seqKey('brew_seq'), code('brew_type', 'EXTR'), code('brew_kind', 'EXTR', { codeValues: ['DRP'] })],
});
const pageWith = (allowed: readonly string[] | undefined): PageConfig => ({
  key: 'ChoiceBrew',
  entity: brew,
  listPath: '/brews',
  detail: { allowedOptions: (def) => (def.name === 'brew_type' ? allowed : undefined) },
});

const render = (page: PageConfig) =>
  renderWithProviders(
    <Routes>
      <Route path="/brews/:id" element={<DetailView page={page} />} />
    </Routes>,
    { route: '/brews/write' },
  );

beforeEach(() => {
  mockFetch().mockImplementation(async (url: string) =>
    url.endsWith('/api/code/simple')
      ? jsonResponse({
          status: 'OK',
          result: {
            EXTR: ['ESP', 'FLT', 'DRP'].map((id) => ({ code_id: id, code_name: `name ${id}` })),
          },
        })
      : jsonResponse({ status: 'OK', result: {} }),
  );
});

describe('allowed options of a code select', () => {
  it('shows the field read-only when there is nothing to choose', async () => {
    render(pageWith([]));
    await screen.findByRole('combobox', { name: /brew_kind/ });
    expect(screen.queryByRole('combobox', { name: /brew_type/ })).not.toBeInTheDocument();
  });
});
