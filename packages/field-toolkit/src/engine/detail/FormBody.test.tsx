import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { code, crudPaths, entity, flag, number, ref, seqKey, subList, text, whenFlag, year } from '@coffee/domain';
import { DialogHost, dismissAllDialogs } from '@coffee/field-toolkit/dialogs';
import { Route, Routes } from '@coffee/field-toolkit/runtime';
import { jsonResponse, mockFetch, postedBody, renderWithProviders } from '../../testing';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { DetailView } from './DetailView';

const note = entity({
  name: 'BodyNote',
  keys: ['note_seq'],
  scope: 'none',
  api: crudPaths('/api/test/note'),
  fields: [
    seqKey('note_seq'),
    text('bean_name', { required: true }),
    flag('detail_use'),
    number('point_acid', { showWhen: whenFlag('detail_use'), required: true, defaultValue: 10 }),
    number('point_body', { showWhen: whenFlag('detail_use'), defaultValue: 10 }),
    code('brew_type', 'EXTR', { defaultValue: 'FLT' }),
    number('brew_bar', { defaultValue: 9 }),
  ],
});
const notePage: PageConfig = {
  key: 'BodyNote',
  entity: note,
  listPath: '/notes',
  detail: {
    sections: [
      { title: 'Main', fields: ['bean_name', 'detail_use', 'brew_type'] },
      { title: 'Points', fields: ['point_acid', 'point_body'] },
      { title: 'Espresso', fields: ['brew_bar'], showWhen: { field: 'brew_type', in: ['ESP'] } },
    ],
  },
};

const roast = entity({
  name: 'BodyRoast',
  keys: ['roast_seq'],
  scope: 'none',
  api: crudPaths('/api/test/roast'),
  fields: [
    seqKey('roast_seq'),
    subList('row_list', {
      uniqueBy: 'row_name',
      duplicateMessage: 'roasting_greenbean_exist',
      fields: [
        text('row_name', { lockedOnUpdate: true }),
        ref('row_bean', { url: '/api/code/bean' }),
        year('row_year', {
          input: 'select',
          lookup: { url: '/api/code/bean/year', dependsOn: { bean_seq: 'row_bean' } },
        }),
      ],
    }),
  ],
});
const roastPage: PageConfig = { key: 'BodyRoast', entity: roast, listPath: '/roasts' };
const roastRecord = {
  roast_seq: 4,
  row_list: [
    { row_name: 'Geisha', row_bean: 11, row_year: 2024 },
    { row_name: 'Bourbon', row_bean: 12, row_year: 2025 },
  ],
  edit_at: '2024-02-01T00:00:00Z',
};

const steps = entity({
  name: 'BodySteps',
  keys: ['brew_seq'],
  scope: 'none',
  api: crudPaths('/api/test/steps'),
  fields: [
    seqKey('brew_seq'),
    text('brew_name'),
    number('step1_term'),
    number('step1_total', { computed: true }),
    number('step2_term'),
    number('step3_term'),
    number('end_term'),
  ],
});
const stepsPage: PageConfig = {
  key: 'BodySteps',
  entity: steps,
  listPath: '/steps',
  detail: {
    sections: [
      { title: 'Main', fields: ['brew_name'] },
      {
        title: 'Steps',
        fields: ['step1_term', 'step1_total', 'step2_term', 'step3_term', 'end_term'],
        inTurn: [['step1_term', 'step1_total'], ['step2_term'], ['step3_term']],
      },
    ],
  },
};

let fetchMock: jest.Mock;
const render = (path: string) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/notes/:id" element={<DetailView page={notePage} />} />
        <Route path="/roasts/:id" element={<DetailView page={roastPage} />} />
        <Route path="/steps/:id" element={<DetailView page={stepsPage} />} />
      </Routes>
      <DialogHost />
    </>,
    { route: path },
  );
const ok = async () => userEvent.click(await screen.findByRole('button', { name: 'OK' }));
const callsTo = (suffix: string) =>
  fetchMock.mock.calls.flatMap(([url], index) => (String(url).endsWith(suffix) ? [index] : []));

beforeEach(() => {
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async (url: string) => {
    if (url.includes('/api/test/steps/detail/'))
      return jsonResponse({ status: 'OK', result: { brew_seq: 7, brew_name: 'Kenya', step3_term: 40 } });
    if (url.includes('/detail/')) return jsonResponse({ status: 'OK', result: roastRecord });
    if (url.endsWith('/api/code/simple'))
      return jsonResponse({ status: 'OK', result: { EXTR: [{ code_id: 'ESP', code_name: 'Espresso' }] } });
    if (url.includes('/api/code/')) return jsonResponse({ status: 'OK', result: [] });
    return jsonResponse({ status: 'OK', result: { note_seq: 1 } });
  });
});
afterEach(() => act(() => dismissAllDialogs()));

describe('conditions on screen', () => {
  it('hides a section whose fields all wait for a switch, and shows it when the switch is on', async () => {
    render('/notes/write');
    await screen.findByRole('textbox', { name: /Bean name/ });
    expect(screen.queryByRole('region', { name: 'Points' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: /detail_use/ }));
    const points = await screen.findByRole('region', { name: 'Points' });
    expect(within(points).getByRole('spinbutton', { name: /point_acid/ })).toHaveValue(10);
  });

  it('hides a section whose own condition fails', async () => {
    render('/notes/write');
    await screen.findByRole('textbox', { name: /Bean name/ });
    expect(screen.getByRole('region', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Espresso' })).not.toBeInTheDocument();
  });

  it('neither validates nor sends hidden fields, although they hold defaults', async () => {
    render('/notes/write');
    await userEvent.type(await screen.findByRole('textbox', { name: /Bean name/ }), 'Gesha');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alertdialog', { name: 'Save' })).toHaveTextContent('Save the changes?');
    await ok();
    await screen.findByText('Saved');
    const body = postedBody(fetchMock, callsTo('/edit')[0] ?? -1);
    expect(body).toMatchObject({ bean_name: 'Gesha', brew_type: 'FLT' });
    expect(body).not.toHaveProperty('point_acid');
    expect(body).not.toHaveProperty('point_body');
    expect(body).not.toHaveProperty('brew_bar');
  });
});

describe('groups filled in turn', () => {
  const stepFields = () =>
    within(screen.getByRole('region', { name: 'Steps' }))
      .getAllByRole('spinbutton')
      .map((input) => input.getAttribute('name'));

  it('draws the first step and the end of a new brew, and each next step once the one before holds a value', async () => {
    render('/steps/write');
    await screen.findByRole('region', { name: 'Steps' });
    expect(stepFields()).toEqual(['step1_term', 'end_term']);
    await userEvent.type(screen.getByRole('spinbutton', { name: /step1_term/ }), '12');
    await waitFor(() => expect(stepFields()).toEqual(['step1_term', 'step2_term', 'end_term']));
  });

  it('keeps the empty steps before a filled one of a saved brew in edit, to be filled', async () => {
    render('/steps/7?mode=edit');
    await screen.findByRole('region', { name: 'Steps' });
    expect(stepFields()).toEqual(['step1_term', 'step2_term', 'step3_term', 'end_term']);
  });
});

describe('sub-list rows', () => {
  it("asks each row's year list with the bean of that row", async () => {
    render('/roasts/4?mode=edit');
    await screen.findByDisplayValue('Bourbon');
    await waitFor(() => expect(callsTo('/api/code/bean/year')).toHaveLength(2));
    const beans = callsTo('/api/code/bean/year').map((index) => postedBody(fetchMock, index).bean_seq);
    expect(beans.sort()).toEqual([11, 12]);
  });

  it('locks a loaded row’s field that is fixed once saved, but not the same field of a row added now', async () => {
    render('/roasts/4?mode=edit');
    expect(await screen.findByDisplayValue('Geisha')).toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('button', { name: 'Add row' }));
    const added = screen.getAllByRole('textbox', { name: /Row name/ })[2];
    expect(added).not.toHaveAttribute('readonly');
    await userEvent.type(added!, 'Typica');
    expect(added).toHaveValue('Typica');
  });

  it("refuses a value its list must not repeat with the list's dialog, keeping the row's previous value", async () => {
    render('/roasts/4?mode=edit');
    await screen.findByDisplayValue('Bourbon');
    await userEvent.click(screen.getByRole('button', { name: 'Add row' }));
    const added = screen.getAllByRole('textbox', { name: /Row name/ })[2]!;
    await userEvent.type(added, 'Geisha');
    expect(await screen.findByRole('alertdialog', { name: 'Notice' })).toHaveTextContent(
      'This green bean is already in the list.',
    );
    await ok();
    expect(added).toHaveValue('Geish');
  });
});
