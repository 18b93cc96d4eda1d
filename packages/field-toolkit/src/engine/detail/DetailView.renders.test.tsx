import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import type { ComponentType } from 'react';
import { Route, Routes } from '@coffee/field-toolkit/runtime';
import { crudPaths, entity, number, seqKey, text } from '@coffee/domain';
import { jsonResponse, mockFetch, renderWithProviders } from '../../testing';
import type { PageConfig } from '@coffee/field-toolkit/engine';
import { DetailView } from './DetailView';

const renders: Record<string, number> = {};

// Each text widget counts its renders by field name.
jest.mock('@coffee/field-toolkit/widgets/TextField', () => {
  const actual = jest.requireActual('@coffee/field-toolkit/widgets/TextField');
  const Real = actual.TextField as ComponentType<{ name: string }>;
  return {
    ...actual,
    TextField: (props: { name: string }) => {
      renders[props.name] = (renders[props.name] ?? 0) + 1;
      return createElement(Real, props);
    },
  };
});

const wide = entity({
  name: 'WideForm',
  keys: ['wide_seq'],
  scope: 'none',
  api: crudPaths('/api/test/wide'),
  fields: [
    seqKey('wide_seq'),
    ...Array.from({ length: 30 }, (_, index) => text(`wide_text_${index}`)),
    number('wide_mass'),
  ],
});
const page: PageConfig = { key: 'WideForm', entity: wide, listPath: '/wide' };

beforeEach(() => {
  mockFetch().mockImplementation(async () => jsonResponse({ status: 'OK', result: [] }));
});

it('a keystroke redraws the typed field only, not every field of the form', async () => {
  renderWithProviders(
    <Routes>
      <Route path="/wide/:id" element={<DetailView page={page} />} />
    </Routes>,
    { route: '/wide/write' },
  );
  const typed = (await screen.findAllByRole('textbox')).find((box) => box.getAttribute('name') === 'wide_text_0')!;
  for (const key of Object.keys(renders)) delete renders[key];
  await userEvent.type(typed, 'abc');
  expect(Object.keys(renders)).toEqual(['wide_text_0']);
});
