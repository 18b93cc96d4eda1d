import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@coffee/field-toolkit/runtime';
import { crudPaths, entity, number, seqKey, text } from '@coffee/domain';
import { jsonResponse, mockFetch, renderWithProviders } from '../../testing';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { DetailView } from './DetailView';

const bean = entity({
  name: 'ReadingBean',
  keys: ['bean_seq'],
  scope: 'none',
  api: crudPaths('/api/test/reading'),
  fields: [
    seqKey('bean_seq'),
    text('bean_name'),
    text('bean_nick'),
    number('outside_air'),
    number('outside_hum'),
    number('inside1_air'),
  ],
});
const page: PageConfig = {
  key: 'ReadingBean',
  entity: bean,
  listPath: '/beans',
  detail: {
    sections: [
      { title: 'area.sections.batch', fields: ['bean_name', 'bean_nick'] },
      { title: 'area.sections.ambient', fields: ['outside_air', 'outside_hum'], rare: true },
      { title: 'area.sections.memo', fields: ['inside1_air'], rare: true },
    ],
  },
};

const route = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/beans/:id" element={<DetailView page={page} />} />
    </Routes>,
    { route: path },
  );

beforeEach(() => {
  localStorage.clear();
  mockFetch().mockResolvedValue(
    jsonResponse({ status: 'OK', result: { bean_seq: 7, bean_name: 'Geisha', bean_nick: '', inside1_air: 215 } }),
  );
});

describe('a record in view mode (behaviour §10-2)', () => {
  it('shows only what the record holds until the visitor asks for the empty fields', async () => {
    route('/beans/7');
    expect(await screen.findByDisplayValue('Geisha')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /nick/i })).not.toBeInTheDocument();
    // The rest of the form comes after the first section; a section with no value at all is left out with its title.
    expect(await screen.findByRole('region', { name: /memo/i })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /ambient/i })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Show empty fields' }));
    expect(screen.getByRole('textbox', { name: /nick/i })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /ambient/i })).toBeInTheDocument();
  });

  it('opens rarely used sections in edit only when they hold a value, and remembers a click on a title', async () => {
    route('/beans/7?mode=edit');
    await screen.findByDisplayValue('Geisha');
    const ambient = await screen.findByRole('button', { name: /ambient/i });
    expect(ambient).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: /memo/i })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(ambient);
    expect(ambient).toHaveAttribute('aria-expanded', 'true');
    expect(JSON.parse(localStorage.getItem('coffee.sections.ReadingBean') ?? '{}')).toEqual({
      'area.sections.ambient': true,
    });
  });
});
