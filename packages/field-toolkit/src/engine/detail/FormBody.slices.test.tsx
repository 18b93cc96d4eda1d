import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { crudPaths, entity, flag, number, seqKey, text, whenFlag } from '@coffee/domain';
import { Route, Routes } from '@coffee/field-toolkit/runtime';
import { jsonResponse, mockFetch, renderWithProviders } from '../../testing';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { DetailView } from './DetailView';
import { drawLargeSectionsInSlices } from './drawnInSlices';

/** A section of 30 steps that a switch brings in: more than is drawn at once, so it comes in slices. */
const STEPS = Array.from({ length: 30 }, (_, index) => `step_${index + 1}`);
const brew = entity({
  name: 'SlicedBrew',
  keys: ['brew_seq'],
  scope: 'none',
  api: crudPaths('/api/test/brew'),
  fields: [
    seqKey('brew_seq'),
    text('bean_name'),
    flag('detail_use'),
    ...STEPS.map((name) => number(name, { showWhen: whenFlag('detail_use') })),
  ],
});
const brewPage: PageConfig = {
  key: 'SlicedBrew',
  entity: brew,
  listPath: '/brews',
  detail: {
    sections: [
      { title: 'Main', fields: ['bean_name', 'detail_use'] },
      { title: 'Steps', fields: STEPS },
    ],
  },
};

beforeEach(() => {
  mockFetch().mockImplementation(async () => jsonResponse({ status: 'OK', result: [] }));
  drawLargeSectionsInSlices(true);
});
afterEach(() => drawLargeSectionsInSlices(false));

it('marks a large section busy while a change draws it in slices, and not once every field is drawn', async () => {
  renderWithProviders(
    <Routes>
      <Route path="/brews/:id" element={<DetailView page={brewPage} />} />
    </Routes>,
    { route: '/brews/write' },
  );
  await screen.findByRole('textbox', { name: /Bean name/ });
  expect(screen.queryByRole('region', { name: 'Steps' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('switch', { name: /detail_use/ }));
  const steps = await screen.findByRole('region', { name: 'Steps' });
  // The switch is answered first: the section stands, busy, before its fields are all drawn.
  expect(steps).toHaveAttribute('aria-busy', 'true');
  expect(within(steps).queryAllByRole('spinbutton').length).toBeLessThan(STEPS.length);

  await waitFor(() => expect(within(steps).getAllByRole('spinbutton')).toHaveLength(STEPS.length));
  expect(steps).not.toHaveAttribute('aria-busy');
});
