import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@coffee/field-toolkit/runtime';
import { crudPaths, entity, number, seqKey, subList, text } from '@coffee/domain';
import { DialogHost } from '@coffee/field-toolkit/dialogs';
import { jsonResponse, mockFetch, renderWithProviders } from '../../testing';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { DetailView } from './DetailView';

const batch = entity({
  name: 'LoadBatch',
  keys: ['batch_seq'],
  scope: 'none',
  api: crudPaths('/api/test/batch'),
  fields: [
    seqKey('batch_seq'),
    text('recipe_code'),
    number('batch_no'),
    subList('bean_list', {
      fields: [text('bean_name'), number('bean_mass')],
      shares: { mass: 'bean_mass', percent: 'bean_percent', total: 'bean_total' },
    }),
    number('bean_total', { computed: true }),
  ],
});
const page: PageConfig = {
  key: 'LoadBatch',
  entity: batch,
  listPath: '/batches',
  detail: {
    rowLoads: [
      {
        field: 'recipe_code',
        list: 'bean_list',
        path: (code) => `/api/test/recipe/${code}/beans`,
        read: (answer) => ({
          rows: answer.result as Array<Record<string, unknown>>,
          values: { batch_no: 4 },
        }),
      },
    ],
  },
};

const recipeBeans = [
  { bean_name: 'Yirgacheffe', bean_mass: 600 },
  { bean_name: 'Huila', bean_mass: 400 },
];

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async (url: string) => {
    if (url.includes('/api/test/recipe/')) return jsonResponse({ status: 'OK', result: recipeBeans });
    if (url.includes('/detail/'))
      return jsonResponse({
        status: 'OK',
        result: { batch_seq: 3, recipe_code: 'R', batch_no: 1, bean_list: [{ bean_name: 'Sidra', bean_mass: 100 }] },
      });
    return jsonResponse({ status: 'OK', result: [] });
  });
});

const render = (id: string) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/batches/:id" element={<DetailView page={page} />} />
      </Routes>
      <DialogHost />
    </>,
    { route: `/batches/${id}` },
  );
const recipeCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/test/recipe/'));

describe('rows loaded on a choice', () => {
  it('replaces the rows, totals them and sets the answer’s other fields when the user chooses a recipe', async () => {
    render('write');
    await userEvent.type(await screen.findByRole('textbox', { name: /recipe/i }), 'B');
    await screen.findByDisplayValue('Yirgacheffe');
    expect(screen.getByDisplayValue('Huila')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByDisplayValue('4')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByDisplayValue(/^1,?000$/)).toBeInTheDocument());
    expect(String(recipeCalls()[0]?.[0])).toContain('/api/test/recipe/B/beans');
  });

  it('leaves the rows of a loaded record alone until the user changes the choice', async () => {
    render('3');
    await screen.findByDisplayValue('Sidra');
    expect(recipeCalls()).toHaveLength(0);
  });
});
